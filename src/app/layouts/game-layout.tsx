import { Box } from '@chakra-ui/react/box'
import type { ReactNode } from 'react'
import { useLayoutMount } from './use-layout-mount'

/** Game play (/play): the whole screen for the game, nothing around it. */
export function GameLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <Box as="main" position="fixed" inset="0" bg="black">
      {children}
    </Box>
  )
}
