import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useEffect, useState } from 'react'
import type { Statement } from '../../../contract/statement'
import { getStatement } from '../api'
import { failureText, STATEMENT_TEXT } from '../texts'
import { useStatementSearch } from '../use-statement-search'
import { StatementFilters } from './statement-filters'
import { StatementList } from './statement-list'

export const STATEMENT_PAGE_SIZE = 20

/** `problem`: why the page could not load, in the server's Thai words when it gave them. */
type Loaded = { key: string; data: Statement | null; problem?: string }

/** /member/statement: filters and page from the URL, the entries of that page, previous / next. */
export function StatementPanel() {
  const [filters, update] = useStatementSearch()
  const key = JSON.stringify(filters)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the filters
  useEffect(() => {
    let live = true
    getStatement({
      type: filters.type ?? undefined,
      from: filters.from ?? undefined,
      to: filters.to ?? undefined,
      page: filters.page,
      page_size: STATEMENT_PAGE_SIZE,
    })
      .then((data) => live && setLoaded({ key, data: data ?? null }))
      .catch((error: unknown) => {
        console.warn('member/statement failed:', error instanceof Error ? error.message : error)
        if (live) setLoaded({ key, data: null, problem: failureText(error) })
      })
    return () => {
      live = false
    }
  }, [key])

  const current = loaded?.key === key ? loaded : null
  const data = current?.data
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1
  return (
    <Stack gap="3">
      <StatementFilters filters={filters} onChange={update} />
      {!current ? (
        <Text role="status">{STATEMENT_TEXT.loading}</Text>
      ) : !data ? (
        <Text role="alert">{current.problem ?? STATEMENT_TEXT.failed}</Text>
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
