import { type Static, Type } from 'typebox'
import { Reply, Timestamp } from './envelope'

export { STATEMENT_TYPES, type StatementType } from './ledger'

// GET /api/member/statement?type=&from=&to=&page=&page_size=
export const StatementQuery = Type.Object({
  /** A ledger kind (STATEMENT_TYPES); absent = all; an unknown kind is refused in Thai. */
  type: Type.Optional(Type.String({ pattern: '^[a-z_]{1,32}$' })),
  /** Asia/Bangkok calendar days, inclusive (YYYY-MM-DD). */
  from: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type StatementQuery = Static<typeof StatementQuery>

export const StatementEntry = Type.Object({
  /** Ledger entry id. */
  id: Type.Integer(),
  type: Type.String(),
  /** Thai label of the type (ฝากเงิน, ถอนเงิน...). */
  label: Type.String(),
  /**
   * What it was, in Thai, where the movement names it (the promotion, the coupon code, the reward,
   * the Yeekee bonus's position: 'ลำดับที่ 16'; a game's bet or win: the game's name; a lottery
   * bill's stake, refund or win: the round's title and the bill, 'หวยรัฐบาลไทย งวด … โพย #12'); the
   * line reads `label detail`. Null otherwise.
   */
  detail: Type.Union([Type.String(), Type.Null()]),
  /** Signed baht: positive in, negative out. */
  amount: Type.Number(),
  /** Wallet balance after this entry, baht. */
  balance_after: Type.Number(),
  wallet_id: Type.Integer(),
  wallet_name: Type.String(),
  wallet_type_id: Type.Integer(),
  created_at: Timestamp,
})
export type StatementEntry = Static<typeof StatementEntry>

export const Statement = Type.Object({
  /** Newest first. */
  items: Type.Array(StatementEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
})
export type Statement = Static<typeof Statement>
export const StatementReply = Reply(Statement)
export type StatementReply = Static<typeof StatementReply>
