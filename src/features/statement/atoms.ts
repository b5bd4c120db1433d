import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getStatement } from './api'
import type { StatementFilters } from './use-statement-search'

export const STATEMENT_PAGE_SIZE = 20

/**
 * One cached page of the statement per filters (a key from `statementKey`): going back to a page
 * seen before shows it at once while it reloads. Area 'account': a failure is logged and shown.
 */
export const statementQuery = queryFamily((key) =>
  queryAtom(async (get) => {
    if (!get(accessTokenAtom)) return null
    const filters = JSON.parse(key) as StatementFilters
    try {
      return (
        (await getStatement({
          type: filters.type ?? undefined,
          from: filters.from ?? undefined,
          to: filters.to ?? undefined,
          page: filters.page,
          page_size: STATEMENT_PAGE_SIZE,
        })) ?? null
      )
    } catch (error) {
      console.warn('member/statement failed:', error instanceof Error ? error.message : error)
      throw error
    }
  }),
)

/** Equal filters give equal keys (fixed field order). */
export const statementKey = ({ type, from, to, page }: StatementFilters) =>
  JSON.stringify({ type, from, to, page })
