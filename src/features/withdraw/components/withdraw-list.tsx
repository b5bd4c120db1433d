import { Box } from '@chakra-ui/react/box'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { Withdrawal } from '../../../contract/withdraw'
import { formatBaht, formatDateTime } from '../../../lib/format'
import { WITHDRAW_TEXT } from '../texts'

const STATUS_COLOR = { waiting: 'gold.fg', success: 'fg.success', failed: 'fg.error' } as const

/** The member's withdrawal requests, newest first, with their Thai status. */
export function WithdrawList({ items }: { items: Withdrawal[] }) {
  if (items.length === 0) return <Text color="fg.muted">{WITHDRAW_TEXT.noHistory}</Text>
  return (
    <Stack as="ul" gap="2" m="0" p="0" aria-label={WITHDRAW_TEXT.history}>
      {items.map((w) => (
        <Box
          as="li"
          key={w.id}
          listStyleType="none"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          px="3"
          py="2"
        >
          <HStack justify="space-between">
            <Text fontWeight="semibold">{formatBaht(w.amount)}</Text>
            <Text color={STATUS_COLOR[w.status]} fontWeight="semibold">
              {WITHDRAW_TEXT.status[w.status]}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(w.created_at)}
          </Text>
        </Box>
      ))}
    </Stack>
  )
}
