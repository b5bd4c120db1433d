import { Box } from '@chakra-ui/react/box'
import type { ReactNode } from 'react'
import { FloatingActions } from '../shell/floating-actions'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import { TabBar } from '../shell/tab-bar'
import { useLayoutMount } from './use-layout-mount'

/** Login, register, forgot: the header and a tall centred page (spec: auth page min height 1024 px). */
export function AuthLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <>
      <Header />
      <Box
        as="main"
        minH="1024px"
        px="3"
        py={{ base: '2', sm: '6' }}
        bgGradient="to-b"
        gradientFrom="gold.900"
        gradientTo="bg"
      >
        {children}
      </Box>
      <FloatingActions />
      <TabBar />
      <Overlays />
    </>
  )
}
