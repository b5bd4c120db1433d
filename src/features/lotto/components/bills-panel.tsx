import { Field } from '@chakra-ui/react/field'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { RecordList } from '../../../components/ui/record-list'
import { errorMessage } from '../../../lib/api-errors'
import { billsKey, billsQuery } from '../atoms'
import { BILL_STATUS_LABELS, LOTTO_TEXT } from '../texts'
import { BILL_STATUSES, useLottoSearch } from '../use-lotto-search'
import { BillItem } from './bill-item'
import { LoadFailed } from './load-failed'

/**
 * The member's bills (`?round=&status=`), newest first; each opens its lines and can be cancelled
 * while its round is open. `onRefunded` lets the page refresh the balance after a cancel.
 */
export function BillsPanel({ onRefunded }: { onRefunded: () => void }) {
  const [filters, update] = useLottoSearch()
  const query = billsQuery(billsKey(filters.round, filters.status))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  const items = data?.items ?? []
  // The rounds to filter by: those of the bills shown, and the one chosen.
  const rounds = new Map(items.map((b) => [b.round.id, b.round.title]))
  return (
    <Stack gap="4">
      <SimpleGrid columns={2} gap="2">
        <Field.Root>
          <Field.Label>{LOTTO_TEXT.round}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.round ?? ''}
              onChange={(e) => update({ round: Number(e.target.value) || null })}
            >
              <option value="">{LOTTO_TEXT.allRounds}</option>
              {filters.round && !rounds.has(filters.round) ? (
                <option value={filters.round}>#{filters.round}</option>
              ) : null}
              {[...rounds].map(([id, title]) => (
                <option key={id} value={id}>
                  {title}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{LOTTO_TEXT.status}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.status ?? ''}
              onChange={(e) => update({ status: (e.target.value || null) as typeof filters.status })}
            >
              <option value="">{LOTTO_TEXT.allStatuses}</option>
              {BILL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {BILL_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      {!data ? (
        error ? (
          <LoadFailed message={errorMessage(error) || LOTTO_TEXT.billsFailed} onRetry={() => reload()} />
        ) : (
          <Text color="fg.muted">{LOTTO_TEXT.billsLoading}</Text>
        )
      ) : items.length === 0 ? (
        <Text color="fg.muted">{LOTTO_TEXT.noBills}</Text>
      ) : (
        <RecordList label={LOTTO_TEXT.billsTitle}>
          {items.map((bill) => (
            <BillItem
              key={bill.id}
              bill={bill}
              onCancelled={() => {
                reload()
                onRefunded()
              }}
            />
          ))}
        </RecordList>
      )}
    </Stack>
  )
}
