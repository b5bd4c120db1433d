import { Box } from '@chakra-ui/react/box'
import { Flex } from '@chakra-ui/react/flex'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import { LOBBIES } from '../texts'
import { useLayoutMount } from './use-layout-mount'

/** Game lobbies: the default frame plus a row of lobby tabs. */
export function LobbyLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <>
      <Header />
      <Flex as="nav" aria-label="ล็อบบี้" gap="2" px="3" py="2" overflowX="auto" maxW="6xl" mx="auto">
        {LOBBIES.map((lobby) => (
          <Box
            asChild
            key={lobby.href}
            px="3"
            py="1.5"
            rounded="full"
            bg="bg.subtle"
            whiteSpace="nowrap"
            fontSize="sm"
          >
            <Link href={`~${lobby.href}`}>{lobby.label}</Link>
          </Box>
        ))}
      </Flex>
      <Box as="main" maxW="6xl" mx="auto" px="3" py="3" minH="100dvh">
        {children}
      </Box>
      <Footer />
      <FloatingActions />
      <Overlays />
    </>
  )
}
