import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { recentYears, ThaiDateField } from '../../../components/form/thai-date-field'
import { STATEMENT_TYPES } from '../../../contract/ledger'
import { formatDate } from '../../../lib/format'
import { STATEMENT_TEXT, STATEMENT_TYPE_LABELS } from '../texts'
import type { StatementFilters as Filters } from '../use-statement-search'

/** A calendar day of Asia/Bangkok (YYYY-MM-DD) in the Buddhist era, e.g. `1 พ.ย. 2569`. */
const bangkokDay = (day: string) => formatDate(`${day}T00:00:00+07:00`)

/** The years a statement filter offers (Buddhist era on screen). */
const YEARS = recentYears(3)

/** Type and date range of the statement; changes go to the URL through `onChange`. */
export function StatementFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (next: Partial<Filters>) => void
}) {
  const range = STATEMENT_TEXT.range(
    filters.from ? bangkokDay(filters.from) : null,
    filters.to ? bangkokDay(filters.to) : null,
  )
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
        <Field.Root>
          <Field.Label>{STATEMENT_TEXT.type}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.type ?? ''}
              onChange={(e) => onChange({ type: e.target.value || null })}
            >
              <option value="">{STATEMENT_TEXT.allTypes}</option>
              {STATEMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {STATEMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <ThaiDateField
          label={STATEMENT_TEXT.from}
          value={filters.from ?? null}
          years={YEARS}
          onChange={(from) => onChange({ from })}
        />
        <ThaiDateField
          label={STATEMENT_TEXT.to}
          value={filters.to ?? null}
          years={YEARS}
          onChange={(to) => onChange({ to })}
        />
      </SimpleGrid>
      {range || filters.type ? (
        <Stack direction="row" justify="space-between" align="center">
          <Text fontSize="sm" color="fg.muted" data-testid="statement-range">
            {range}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => onChange({ type: null, from: null, to: null })}>
            {STATEMENT_TEXT.clear}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  )
}
