import { memberGet } from '../endpoint'
import type { StatementQuery, StatementReply } from '../statement'

export const statement = memberGet<StatementReply, StatementQuery>('member/statement', 'account')
