import { type Static, Type } from 'typebox'
import { BankAccount } from './auth'
import { Reply, Timestamp } from './envelope'

/**
 * Withdrawals to the member's registered bank account. The amount is taken from the main wallet
 * (held) at request; the operator approves (success) or rejects (failed, credited back once).
 */

export const WithdrawStatus = Type.Union([
  Type.Literal('waiting'),
  Type.Literal('success'),
  Type.Literal('failed'),
])
export type WithdrawStatus = Static<typeof WithdrawStatus>

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  /** Baht. */
  amount: Type.Number(),
  status: WithdrawStatus,
  /** Where the money goes: the member's registered bank account at request time. */
  bank: BankAccount,
  created_at: Timestamp,
  /** When the operator approved or rejected it. */
  processed_at: Type.Union([Timestamp, Type.Null()]),
})
export type Withdrawal = Static<typeof Withdrawal>

// POST /api/member/withdraw (header Idempotency-Key) — answers the withdrawal with status waiting.
export const WithdrawBody = Type.Object(
  {
    /** Baht; checked by the server (Thai message when 0, negative, more than 2 decimals or out of limits). */
    amount: Type.Number(),
    /** Which of the member's accounts receives it: the registered one (default) or the sub account. */
    account: Type.Optional(Type.Union([Type.Literal('main'), Type.Literal('sub')])),
  },
  { additionalProperties: false },
)
export type WithdrawBody = Static<typeof WithdrawBody>
export const WithdrawReply = Reply(Withdrawal)
export type WithdrawReply = Static<typeof WithdrawReply>

// GET /api/member/withdraw/list?page=&page_size= — newest first.
export const WithdrawListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
})
export type WithdrawListQuery = Static<typeof WithdrawListQuery>
export const WithdrawList = Type.Object({
  items: Type.Array(Withdrawal),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
})
export type WithdrawList = Static<typeof WithdrawList>
export const WithdrawListReply = Reply(WithdrawList)
export type WithdrawListReply = Static<typeof WithdrawListReply>

/** Progress of the bonus turnover requirement that blocks withdrawals ("ทำเทิร์นแล้ว X / Y"). */
export const TurnoverProgress = Type.Object({
  /** Baht played so far. */
  done: Type.Number(),
  /** Baht required. */
  required: Type.Number(),
})
export type TurnoverProgress = Static<typeof TurnoverProgress>

// GET /api/member/withdraw/config — limits and what is left today (Asia/Bangkok day).
export const WithdrawConfig = Type.Object({
  min_amount: Type.Number(),
  max_amount: Type.Number(),
  daily_max_amount: Type.Number(),
  daily_max_count: Type.Integer(),
  /** Withdrawn today (waiting + success), baht and count. */
  today_amount: Type.Number(),
  today_count: Type.Integer(),
  /** Main wallet balance, baht. */
  balance: Type.Number(),
  bank: BankAccount,
  /** The oldest active bonus's turnover progress, or null (informational; `locks` say what it holds). */
  turnover: Type.Union([TurnoverProgress, Type.Null()]),
  /** Baht the member can withdraw right now: the balance less what active bonuses hold back. */
  withdrawable: Type.Number(),
  /**
   * Each active bonus and the baht of the main wallet it holds back until its turnover is met (a
   * coupon's credit binds only the bonus wallet: 0; a deposit promotion: at most its deposit).
   * "สละโบนัส" (POST /api/member/promotion/forfeit) releases it at once.
   */
  locks: Type.Array(
    Type.Object({
      member_promotion_id: Type.Integer(),
      title: Type.String(),
      amount: Type.Number(),
      turnover: TurnoverProgress,
    }),
  ),
  /** The member's second withdrawal account ("บัญชีสำรองสำหรับถอนเงิน"), or null when none is set. */
  sub_bank: Type.Union([BankAccount, Type.Null()]),
})
export type WithdrawConfig = Static<typeof WithdrawConfig>
export const WithdrawConfigReply = Reply(WithdrawConfig)
export type WithdrawConfigReply = Static<typeof WithdrawConfigReply>
