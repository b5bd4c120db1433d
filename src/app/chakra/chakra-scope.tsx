import { ChakraProvider } from '@chakra-ui/react/styled-system'
import type { ReactNode } from 'react'
import { system } from '../theme'

/**
 * Loaded with the first page or overlay that uses Chakra (never on the first screen of `/`).
 * Scopes give Chakra components their system; the global styles (reset, tokens, layers) are
 * inserted once by `ChakraGlobals`, however many scopes are mounted.
 */
const scoped: typeof system = {
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
}

export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={scoped}>{children}</ChakraProvider>
}

export function ChakraGlobals() {
  return <ChakraProvider value={system}>{null}</ChakraProvider>
}
