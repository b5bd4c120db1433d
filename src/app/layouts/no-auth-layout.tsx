import { Box } from '@chakra-ui/react/box'
import type { ReactNode } from 'react'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { useLayoutMount } from './use-layout-mount'

/** Pages anyone may open without the member tools around them: a compact header and the footer. */
export function NoAuthLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <>
      <Header compact />
      <Box as="main" maxW="3xl" mx="auto" px="3" py="4" minH="100dvh">
        {children}
      </Box>
      <Footer />
    </>
  )
}
