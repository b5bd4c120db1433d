import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { BET_CATEGORY_LABELS, type BetCategory } from '../../../contract/ledger'
import { formatBaht } from '../../../lib/format'
import { formatDate } from '../../../lib/thai-date'
import { playHistoryAtom } from '../atoms'
import { RESPONSIBLE_TEXT as T } from '../texts'

const label = (category: string) => BET_CATEGORY_LABELS[category as BetCategory] ?? category

/** Per Bangkok day, newest first: money in and out, stakes and wins, and each product's play. */
export function HistoryList() {
  const { data, loading, error } = useAtomValue(playHistoryAtom)
  if (!data) return <Text role="status">{loading ? T.loading : error ? T.failed : T.loading}</Text>
  if (data.length === 0) return <Text>{T.historyEmpty}</Text>
  return (
    <Stack gap="3">
      {data.map((day) => (
        <Stack key={day.day} gap="1" borderWidth="1px" borderRadius="md" p="3" aria-label={day.day}>
          <Text fontWeight="semibold">{formatDate(`${day.day}T12:00:00+07:00`)}</Text>
          <Row name={T.deposits} value={day.deposits} />
          <Row name={T.withdrawals} value={day.withdrawals} />
          <Row name={T.netDeposits} value={day.net_deposits} />
          <Row name={T.stakes} value={day.stakes} />
          <Row name={T.wins} value={day.wins} />
          <Row name={T.result} value={day.wins - day.stakes} />
          {day.products.map((p) => (
            <Row key={p.category} name={label(p.category)} value={p.wins - p.stakes} muted />
          ))}
        </Stack>
      ))}
    </Stack>
  )
}

function Row({ name, value, muted }: { name: string; value: number; muted?: boolean }) {
  return (
    <HStack
      justify="space-between"
      fontSize="sm"
      color={muted ? 'fg.muted' : undefined}
      ps={muted ? '3' : undefined}
    >
      <Text>{name}</Text>
      <Text>{formatBaht(Math.round(value * 100) / 100)}</Text>
    </HStack>
  )
}
