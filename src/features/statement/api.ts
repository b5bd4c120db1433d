import * as endpoints from '../../contract/endpoints'
import type { StatementQuery } from '../../contract/statement'
import { call } from '../../lib/api-client'

/** GET member/statement: the member's ledger entries, newest first (throws ApiError). */
export const getStatement = async (query: StatementQuery) => (await call(endpoints.statement, { query })).data
