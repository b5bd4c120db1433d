import { Box } from '@chakra-ui/react/box'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { StatementEntry } from '../../../contract/statement'
import { formatBaht, formatDateTime } from '../../../lib/format'
import { STATEMENT_TEXT } from '../texts'

/** Signed baht: `+฿500.00` in, `-฿300.00` out. */
export const signedBaht = (amount: number) => (amount > 0 ? `+${formatBaht(amount)}` : formatBaht(amount))

/** Ledger entries as the server orders them (newest first): label, wallet, time, signed amount, balance after. */
export function StatementList({ items }: { items: StatementEntry[] }) {
  return (
    <Stack as="ul" gap="2" m="0" p="0" aria-label={STATEMENT_TEXT.title}>
      {items.map((e) => (
        <Box
          as="li"
          key={e.id}
          listStyleType="none"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          px="3"
          py="2"
        >
          <HStack justify="space-between" align="baseline">
            <Text fontWeight="semibold">{e.label}</Text>
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
        </Box>
      ))}
    </Stack>
  )
}
