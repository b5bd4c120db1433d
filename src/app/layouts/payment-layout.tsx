import { Box } from '@chakra-ui/react/box'
import type { ReactNode } from 'react'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import { TabBar } from '../shell/tab-bar'
import { useLayoutMount } from './use-layout-mount'

/** Deposit, payment, withdraw: the header and one narrow column, so forms and QR codes stay readable. */
export function PaymentLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <>
      <Header />
      <Box as="main" maxW="md" mx="auto" px="3" py="4" minH="100dvh">
        {children}
      </Box>
      <Footer />
      <FloatingActions />
      <TabBar />
      <Overlays />
    </>
  )
}
