import { Box } from '@chakra-ui/react/box'
import type { ReactNode } from 'react'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import { useAnnouncementsOnce } from './use-announcements-once'
import { useLayoutMount } from './use-layout-mount'

/** The default layout (spec section 2): header, page, footer, floating buttons and dialogs. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  useAnnouncementsOnce()
  return (
    <>
      <Header />
      <Box as="main" maxW="6xl" mx="auto" px={{ base: '3', sm: '4' }} py="4" minH="100dvh">
        {children}
      </Box>
      <Footer />
      <FloatingActions />
      <Overlays />
    </>
  )
}
