import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import type { StatementEntry } from '../../../contract/statement'
import { formatBaht, formatDateTime } from '../../../lib/format'
import { STATEMENT_TEXT } from '../texts'

/** Signed baht: `+฿500.00` in, `-฿300.00` out. */
export const signedBaht = (amount: number) => (amount > 0 ? `+${formatBaht(amount)}` : formatBaht(amount))

/** Ledger entries as the server orders them (newest first): label and detail, wallet, time, signed amount, balance after. */
export function StatementList({ items }: { items: StatementEntry[] }) {
  return (
    <RecordList label={STATEMENT_TEXT.title}>
      {items.map((e) => (
        <RecordItem key={e.id}>
          <HStack justify="space-between" align="baseline">
            <Text fontWeight="semibold">{e.detail ? `${e.label} ${e.detail}` : e.label}</Text>
            <Text
              fontWeight="bold"
              color={e.amount < 0 ? 'fg.error' : 'fg.success'}
              style={{ fontVariantNumeric: 'tabular-nums' }}
            >
              {signedBaht(e.amount)}
            </Text>
          </HStack>
          <HStack justify="space-between" fontSize="sm" color="fg.muted">
            <Text>
              {formatDateTime(e.created_at)} · {e.wallet_name}
            </Text>
            <Text>
              {STATEMENT_TEXT.balanceAfter} {formatBaht(e.balance_after)}
            </Text>
          </HStack>
        </RecordItem>
      ))}
    </RecordList>
  )
}
