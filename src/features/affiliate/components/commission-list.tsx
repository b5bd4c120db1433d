import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import { formatBaht } from '../../../lib/format'
import { formatDate } from '../../../lib/thai-date'
import { commissionsQuery } from '../atoms'
import { AFFILIATE_TEXT } from '../texts'

/** Commission earned per day and level (v2/transactions), newest first. */
export function CommissionList() {
  const { data } = useAtomValue(commissionsQuery)
  return (
    <Stack as="section" gap="2" aria-label={AFFILIATE_TEXT.commissions}>
      <Heading as="h2" size="md">
        {AFFILIATE_TEXT.commissions}
      </Heading>
      {data && data.items.length === 0 ? (
        <Text color="fg.muted">{AFFILIATE_TEXT.commissionsEmpty}</Text>
      ) : null}
      {data && data.items.length > 0 ? (
        <RecordList label={AFFILIATE_TEXT.commissions}>
          {data.items.map((row) => (
            <RecordItem key={`${row.day}:${row.level}`}>
              <HStack justify="space-between" data-testid="commission-row">
                <Stack gap="0">
                  <Text fontWeight="semibold">{formatDate(`${row.day}T12:00:00+07:00`)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {AFFILIATE_TEXT.commissionRow(row.level, row.members)} · {formatBaht(row.base)} ×{' '}
                    {row.rate}%
                  </Text>
                </Stack>
                <Stack gap="0" align="end">
                  <Text fontWeight="bold">{formatBaht(row.amount)}</Text>
                  <Text fontSize="xs">{row.redeemed ? AFFILIATE_TEXT.moved : AFFILIATE_TEXT.waiting}</Text>
                </Stack>
              </HStack>
            </RecordItem>
          ))}
        </RecordList>
      ) : null}
    </Stack>
  )
}
