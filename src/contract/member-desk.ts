import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import { BillListReply } from './lotto'
import { MemberPromotion } from './promotion'
import { StatementReply } from './statement'

/**
 * The back office's members desk: find a member, see their money, bills, promotions and logins,
 * lock or unlock them, send a password-reset code, adjust a balance by hand. The member's header
 * (balances, running bonuses, recent deposits and withdrawals, bank account, lock, LINE) is
 * `operator/member/context` (staff.ts), the responsible-play state `operator/member/responsible`.
 */

const strict = { additionalProperties: false } as const
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 }))
/** What staff write about an action (lock, unlock, adjustment): kept in the audit, never shown to the member. */
export const StaffReason = Type.String({ minLength: 1, maxLength: 200 })
/** The shortest reason staff may give (after trimming spaces). */
export const MIN_REASON_LENGTH = 3

// GET /api/operator/member/search?q=&page= — phone, name, bank account or LINE (display name or
// user id); an empty `q` lists the newest members. 20 a page, newest first.
export const MemberSearchQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 60 })), page: Page },
  strict,
)
export type MemberSearchQuery = Static<typeof MemberSearchQuery>
export const MemberSearchRow = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  full_name: Type.String(),
  created_at: Timestamp,
  last_login_at: Type.Union([Timestamp, Type.Null()]),
  locked: Type.Boolean(),
  /** The main bank account's number (null: none). */
  bank_account_no: Type.Union([Type.String(), Type.Null()]),
  bank_code: Type.Union([Type.String(), Type.Null()]),
  /** The linked LINE account's display name (null: not linked). */
  line_name: Type.Union([Type.String(), Type.Null()]),
})
export type MemberSearchRow = Static<typeof MemberSearchRow>
export const MEMBER_SEARCH_PAGE = 20
export const MemberSearchReply = Reply(
  Type.Object({
    items: Type.Array(MemberSearchRow),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
  }),
)
export type MemberSearchReply = Static<typeof MemberSearchReply>

// GET /api/operator/member/statement?member_id=&page= — the member's statement (as the member reads it).
export const MemberPageQuery = Type.Object({ member_id: RowId, page: Page }, strict)
export type MemberPageQuery = Static<typeof MemberPageQuery>
export const MemberStatementReply = StatementReply
export type MemberStatementReply = Static<typeof MemberStatementReply>

// GET /api/operator/member/bills?member_id=&page= — the member's lottery bills, newest first.
export const MemberBillsReply = BillListReply
export type MemberBillsReply = Static<typeof MemberBillsReply>

// GET /api/operator/member/promotions?member_id= — every promotion and coupon credit the member took,
// running first, with its turnover.
export const MemberIdQuery = Type.Object({ member_id: RowId }, strict)
export type MemberIdQuery = Static<typeof MemberIdQuery>
export const MemberPromotionsReply = Reply(Type.Array(MemberPromotion))
export type MemberPromotionsReply = Static<typeof MemberPromotionsReply>

// GET /api/operator/member/logins?member_id= — the member's last 20 logins (sessions), newest first.
export const LOGIN_METHODS = { password: 'รหัสผ่าน', line: 'LINE', register: 'สมัครสมาชิก' } as const
export const MemberLogin = Type.Object({
  id: Type.Integer(),
  at: Timestamp,
  last_seen_at: Timestamp,
  /** When it ended by logout, a password change, a lock (null: not ended; it may have expired). */
  ended_at: Type.Union([Timestamp, Type.Null()]),
  /** 'password' | 'line' | 'register' (LOGIN_METHODS); null for logins before they were recorded. */
  method: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
})
export type MemberLogin = Static<typeof MemberLogin>
export const MemberLoginsReply = Reply(Type.Array(MemberLogin))
export type MemberLoginsReply = Static<typeof MemberLoginsReply>

// POST /api/operator/member/lock — lock (every session ends; logins refused) or unlock, with a reason.
export const MemberLockBody = Type.Object(
  { member_id: RowId, locked: Type.Boolean(), reason: StaffReason },
  strict,
)
export type MemberLockBody = Static<typeof MemberLockBody>
export const MemberLockState = Type.Object({
  member_id: Type.Integer(),
  locked_at: Type.Union([Timestamp, Type.Null()]),
  locked_reason: Type.Union([Type.String(), Type.Null()]),
})
export type MemberLockState = Static<typeof MemberLockState>
export const MemberLockReply = Reply(MemberLockState)
export type MemberLockReply = Static<typeof MemberLockReply>

// POST /api/operator/member/reset_code — a password-reset code to the member's phone (as the
// member's own "forgot password" sends); the member sets a new password with it on the site.
export const MemberResetCodeReply = Reply(Type.Object({ expires_in: Type.Integer(), sent_to: Type.String() }))
export type MemberResetCodeReply = Static<typeof MemberResetCodeReply>

// POST /api/operator/member/adjust (Idempotency-Key) — credit or debit one wallet by hand, within the
// staff member's adjustment limit; never below zero. The member's statement shows it as ปรับยอด.
export const MemberAdjustBody = Type.Object(
  {
    member_id: RowId,
    wallet_type_id: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    /** Baht, more than 0, at most 2 decimals. */
    amount: Type.Number({ maximum: 100_000_000 }),
    reason: StaffReason,
  },
  strict,
)
export type MemberAdjustBody = Static<typeof MemberAdjustBody>
export const MemberAdjustment = Type.Object({
  id: Type.Integer(),
  member_id: Type.Integer(),
  wallet_type_id: Type.Integer(),
  /** Signed baht: positive credited, negative debited. */
  amount: Type.Number(),
  balance_after: Type.Number(),
  reason: Type.String(),
  created_at: Timestamp,
})
export type MemberAdjustment = Static<typeof MemberAdjustment>
export const MemberAdjustReply = Reply(MemberAdjustment)
export type MemberAdjustReply = Static<typeof MemberAdjustReply>
