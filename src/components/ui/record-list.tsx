import { Box } from '@chakra-ui/react/box'
import { Stack } from '@chakra-ui/react/stack'
import type { ReactNode } from 'react'

/** A labelled list of bordered records (withdrawals, statement entries, coupons, promotions). */
export function RecordList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" gap="2" m="0" p="0" aria-label={label}>
      {children}
    </Stack>
  )
}

/** One record of a `RecordList`. */
export function RecordItem({ children }: { children: ReactNode }) {
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderColor="border" rounded="md" px="3" py="2">
      {children}
    </Box>
  )
}
