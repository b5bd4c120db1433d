import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import type { Withdrawal } from '../../../contract/withdraw'
import { formatBaht, formatDateTime } from '../../../lib/format'
import { WITHDRAW_TEXT } from '../texts'

const STATUS_COLOR = { waiting: 'gold.fg', success: 'fg.success', failed: 'fg.error' } as const

/** The member's withdrawal requests, newest first, with their Thai status. */
export function WithdrawList({ items }: { items: Withdrawal[] }) {
  if (items.length === 0) return <Text color="fg.muted">{WITHDRAW_TEXT.noHistory}</Text>
  return (
    <RecordList label={WITHDRAW_TEXT.history}>
      {items.map((w) => (
        <RecordItem key={w.id}>
          <HStack justify="space-between">
            <Text fontWeight="semibold">{formatBaht(w.amount)}</Text>
            <Text color={STATUS_COLOR[w.status]} fontWeight="semibold">
              {WITHDRAW_TEXT.status[w.status]}
            </Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(w.created_at)}
          </Text>
        </RecordItem>
      ))}
    </RecordList>
  )
}
