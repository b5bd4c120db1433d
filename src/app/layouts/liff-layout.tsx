import { Box } from '@chakra-ui/react/box'
import type { ReactNode } from 'react'
import { useLayoutMount } from './use-layout-mount'

/** Pages opened inside LINE (/liff/<name>): compact, no header or footer (LINE shows its own bar). */
export function LiffLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <Box as="main" px="3" py="3" minH="100dvh">
      {children}
    </Box>
  )
}
