import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { RecordItem, RecordList } from '../../../components/ui/record-list'
import { formatBaht } from '../../../lib/format'
import { formatDate, formatDateTime } from '../../../lib/thai-date'
import { historyQuery } from '../atoms'
import { AFFILIATE_TEXT } from '../texts'

/**
 * The history of affiliate/transactions: what each Bangkok day earned (moved to the wallet or still
 * waiting), and every move to the main wallet, newest first.
 */
export function HistoryList() {
  const { data } = useAtomValue(historyQuery)
  if (!data) return null
  const empty = data.days.length === 0 && data.redeems.length === 0
  return (
    <Stack as="section" gap="2" aria-label={AFFILIATE_TEXT.history}>
      <Heading as="h2" size="md">
        {AFFILIATE_TEXT.history}
      </Heading>
      {empty ? <Text color="fg.muted">{AFFILIATE_TEXT.historyEmpty}</Text> : null}
      {data.days.length > 0 ? (
        <RecordList label={AFFILIATE_TEXT.days}>
          {data.days.map((d) => (
            <RecordItem key={d.day}>
              <HStack justify="space-between">
                <Text>{formatDate(`${d.day}T12:00:00+07:00`)}</Text>
                <Text fontWeight="bold">{formatBaht(d.amount)}</Text>
                <Text fontSize="xs" color={d.redeemed ? 'fg.success' : 'fg.muted'}>
                  {d.redeemed ? AFFILIATE_TEXT.moved : AFFILIATE_TEXT.waiting}
                </Text>
              </HStack>
            </RecordItem>
          ))}
        </RecordList>
      ) : null}
      {data.redeems.length > 0 ? (
        <RecordList label={AFFILIATE_TEXT.redeems}>
          {data.redeems.map((r) => (
            <RecordItem key={r.id}>
              <HStack justify="space-between">
                <Text>{formatDateTime(r.created_at)}</Text>
                <Text fontWeight="bold" color="fg.success">
                  {formatBaht(r.amount)}
                </Text>
              </HStack>
            </RecordItem>
          ))}
        </RecordList>
      ) : null}
    </Stack>
  )
}
