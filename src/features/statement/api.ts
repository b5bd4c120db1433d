import type { StatementQuery, StatementReply } from '../../contract/statement'
import { apiGet } from '../../lib/api-client'

/** GET member/statement: the member's ledger entries, newest first (throws ApiError). */
export const getStatement = async (query: StatementQuery) =>
  (await apiGet<StatementReply>('member/statement', { area: 'account', query })).data
