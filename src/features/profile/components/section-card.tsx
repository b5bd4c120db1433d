import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import type { ReactNode } from 'react'

/** One block of the profile page, full width on a phone. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" rounded="lg" shadow="sm" px={{ base: '4', sm: '6' }} py="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
