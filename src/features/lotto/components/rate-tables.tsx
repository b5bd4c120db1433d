import { Box } from '@chakra-ui/react/box'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import type { LottoRateTable } from '../../../contract/lotto'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { ratesQuery } from '../atoms'
import { formatRate } from '../format-rate'
import { LOTTO_TEXT } from '../texts'
import { categoryId, useLottoSearch } from '../use-lotto-search'
import { CategorySelect } from './category-select'
import { LoadFailed } from './load-failed'

/** /lotto/rates: each category's table (bet type, บาทละ, min and max stake per line). */
export function RateTables() {
  const [filters, update] = useLottoSearch()
  const id = categoryId(filters.category)
  const query = ratesQuery(id ? String(id) : '')
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  return (
    <Stack gap="4">
      <CategorySelect
        value={filters.category}
        onChange={(category) => update({ category })}
        allLabel="ทุกหวย"
      />
      {!data ? (
        error ? (
          <LoadFailed message={errorMessage(error) || LOTTO_TEXT.ratesFailed} onRetry={() => reload()} />
        ) : (
          <Text color="fg.muted">{LOTTO_TEXT.ratesLoading}</Text>
        )
      ) : (
        data.map((table) => <RateTable key={table.category_id} table={table} />)
      )}
    </Stack>
  )
}

function RateTable({ table }: { table: LottoRateTable }) {
  return (
    <Box
      as="section"
      aria-label={table.category_name}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p="3"
    >
      <Heading as="h2" size="md" mb="2">
        {table.category_name}
      </Heading>
      <Box
        as="table"
        w="full"
        fontSize="sm"
        css={{ borderCollapse: 'collapse', '& td, & th': { py: '1.5' } }}
      >
        <thead>
          <tr>
            <Box as="th" textAlign="start" color="fg.muted" fontWeight="normal">
              {LOTTO_TEXT.betType}
            </Box>
            <Box as="th" textAlign="end" color="fg.muted" fontWeight="normal">
              {LOTTO_TEXT.rates}
            </Box>
            <Box as="th" textAlign="end" color="fg.muted" fontWeight="normal">
              {LOTTO_TEXT.minStake}
            </Box>
            <Box as="th" textAlign="end" color="fg.muted" fontWeight="normal">
              {LOTTO_TEXT.maxStake}
            </Box>
          </tr>
        </thead>
        <tbody>
          {table.bet_types.map((o) => (
            <tr key={o.bet_type}>
              <td>{o.name}</td>
              <Box as="td" textAlign="end" fontWeight="semibold" color="gold.300">
                {formatRate(o.rate)}
              </Box>
              <Box as="td" textAlign="end">
                {formatBaht(o.min_amount)}
              </Box>
              <Box as="td" textAlign="end">
                {formatBaht(o.max_amount)}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
