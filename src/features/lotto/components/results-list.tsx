import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { recentYears, ThaiDateField } from '../../../components/form/thai-date-field'
import { lottoResultPath } from '../../../config/paths'
import type { LottoResult } from '../../../contract/lotto'
import { errorMessage } from '../../../lib/api-errors'
import { formatDate } from '../../../lib/format'
import { resultsKey, resultsQuery } from '../atoms'
import { LOTTO_TEXT } from '../texts'
import { categoryId, useLottoSearch } from '../use-lotto-search'
import { CategorySelect } from './category-select'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'

/** The draw years the results filter offers (Buddhist era on screen). */
const RESULT_YEARS = recentYears(3)

/**
 * /lotto/results: results by category and draw day (URL `?category=&date=`), latest first; each opens
 * its round's own result page ("ดูผลรางวัล").
 */
export function ResultsList() {
  const [filters, update] = useLottoSearch()
  const query = resultsQuery(resultsKey(categoryId(filters.category), filters.date))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        <CategorySelect
          value={filters.category}
          onChange={(category) => update({ category })}
          allLabel="ทุกหวย"
        />
        <ThaiDateField
          label={LOTTO_TEXT.date}
          value={filters.date ?? null}
          years={RESULT_YEARS}
          onChange={(date) => update({ date })}
        />
      </SimpleGrid>
      {!data ? (
        error ? (
          <LoadFailed message={errorMessage(error) || LOTTO_TEXT.resultsFailed} onRetry={() => reload()} />
        ) : (
          <Text color="fg.muted">{LOTTO_TEXT.resultsLoading}</Text>
        )
      ) : data.items.length === 0 ? (
        <Text color="fg.muted">{LOTTO_TEXT.noResults}</Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0" aria-label={LOTTO_TEXT.resultsTitle}>
          {data.items.map((r) => (
            <ResultItem key={r.round_id} result={r} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function ResultItem({ result }: { result: LottoResult }) {
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="3"
      aria-label={result.title}
    >
      <HStack justify="space-between" mb="2" gap="2">
        <Text fontWeight="semibold">{result.title}</Text>
        <Text fontSize="xs" color="fg.muted">
          {formatDate(`${result.draw_date}T00:00:00+07:00`)}
          {result.demo ? ` · ${LOTTO_TEXT.demo}` : ''}
        </Text>
      </HStack>
      <DrawnNumbers result={result} />
      <HStack justify="end" mt="2">
        <Button asChild size="xs" variant="outline">
          <Link href={`~${lottoResultPath(result.round_id)}`}>{LOTTO_TEXT.seeResult}</Link>
        </Button>
      </HStack>
    </Box>
  )
}
