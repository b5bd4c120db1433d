import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { statementKey, statementQuery } from '../atoms'
import { failureText, STATEMENT_TEXT } from '../texts'
import { useStatementSearch } from '../use-statement-search'
import { StatementFilters } from './statement-filters'
import { StatementList } from './statement-list'

/** /member/statement: filters and page from the URL, the entries of that page, previous / next. */
export function StatementPanel() {
  const [filters, update] = useStatementSearch()
  const { data, loading, error } = useAtomValue(statementQuery(statementKey(filters)))
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  return (
    <Stack gap="3">
      <StatementFilters filters={filters} onChange={update} />
      {data === undefined && loading ? (
        <Text role="status">{STATEMENT_TEXT.loading}</Text>
      ) : !data ? (
        <Text role="alert">{failureText(error)}</Text>
      ) : data.items.length === 0 ? (
        <Text>{STATEMENT_TEXT.empty}</Text>
      ) : (
        <StatementList items={data.items} />
      )}
      {data && data.total > data.page_size ? (
        <HStack justify="space-between" as="nav" aria-label={STATEMENT_TEXT.page(filters.page, pages)}>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page <= 1}
            onClick={() => update({ page: filters.page - 1 })}
          >
            {STATEMENT_TEXT.previous}
          </Button>
          <Text fontSize="sm">{STATEMENT_TEXT.page(filters.page, pages)}</Text>
          <Button
            variant="outline"
            size="sm"
            disabled={filters.page >= pages}
            onClick={() => update({ page: filters.page + 1 })}
          >
            {STATEMENT_TEXT.next}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  )
}
