import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import type { ReactNode } from 'react'

/** The frame of the login, register and forgot pages: narrow, scrolls at LIFF compact height. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="auth-title"
      w="full"
      maxW="420px"
      mx="auto"
      my={{ base: '1', sm: '8' }}
      px={{ base: '4', sm: '6' }}
      py={{ base: '4', sm: '6' }}
      bg="bg.panel"
      rounded="lg"
      shadow="sm"
    >
      <Heading id="auth-title" as="h1" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
