import { type Static, Type } from 'typebox'
import { Plain, Reply, RowId, Timestamp } from './envelope'
import { PaymentOrder } from './payment'
import { MemberPromotion } from './promotion'
import { Wallet } from './wallet'
import { Withdrawal } from './withdraw'

/**
 * The back office (`/backoffice`): staff accounts, their login with two-factor codes, and the money
 * desk's reads. Every `operator/...` call here takes the `Authorization: Bearer` of a staff session
 * (or `OPERATOR_TOKEN`); the roles each may be called by are on its definition (`endpoints/staff.ts`).
 */

export const StaffRoleSchema = Type.Union([
  Type.Literal('owner'),
  Type.Literal('cashier'),
  Type.Literal('lottery'),
  Type.Literal('marketing'),
  Type.Literal('read_only'),
])
/** Lower-case letters, digits, `.`, `_` and `-`, 3 to 32 of them. */
export const StaffUsername = Type.String({ pattern: '^[a-z0-9._-]{3,32}$', maxLength: 32 })
export const StaffPassword = Type.String({ minLength: 1, maxLength: 128 })
/** A 6-digit code of the staff member's authenticator app. */
export const TotpCode = Type.String({ pattern: '^[0-9]{6}$', maxLength: 6 })

export const Staff = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  role: StaffRoleSchema,
  active: Type.Boolean(),
  /** Two-factor set up (the first code matched). */
  totp_enabled: Type.Boolean(),
  created_at: Timestamp,
  last_login_at: Type.Union([Timestamp, Type.Null()]),
  /** The largest manual balance adjustment they may make at once, baht (0: none; an owner sets it). */
  adjust_limit: Type.Number(),
})
export type Staff = Static<typeof Staff>

// POST /api/backoffice/login — password, then the authenticator's code. Answers `status`:
// `code` (password right, send it again with `code`), `enroll` (no two-factor yet: the secret and its
// otpauth URI to show as a QR; send the first code with the password) or `ok` (the session `token`).
export const StaffLoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64 }),
    password: StaffPassword,
    code: Type.Optional(TotpCode),
  },
  { additionalProperties: false },
)
export type StaffLoginBody = Static<typeof StaffLoginBody>
export const StaffLoginResult = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('code'), Type.Literal('enroll')]),
  token: Type.Optional(Type.String()),
  staff: Type.Optional(Staff),
  /** `enroll` only: the TOTP secret (base32) and its otpauth:// URI. */
  secret: Type.Optional(Type.String()),
  otpauth_uri: Type.Optional(Type.String()),
  /** Seconds the session lasts without use (it also ends after STAFF_SESSION_MAX_HOURS). */
  idle_seconds: Type.Optional(Type.Integer()),
})
export type StaffLoginResult = Static<typeof StaffLoginResult>
export const StaffLoginReply = Reply(StaffLoginResult)
export type StaffLoginReply = Static<typeof StaffLoginReply>

// GET /api/operator/staff/me — who this session is.
export const StaffReply = Reply(Staff)
export type StaffReply = Static<typeof StaffReply>
export const StaffLogoutReply = Plain
export type StaffLogoutReply = Static<typeof StaffLogoutReply>

// GET /api/operator/staff/list (owner) — every staff member, oldest first.
export const StaffListReply = Reply(Type.Array(Staff))
export type StaffListReply = Static<typeof StaffListReply>

// POST /api/operator/staff/create (owner) — a new staff member; they set up two-factor at first login.
export const StaffCreateBody = Type.Object(
  {
    username: StaffUsername,
    name: Type.String({ minLength: 1, maxLength: 60 }),
    role: StaffRoleSchema,
    password: StaffPassword,
  },
  { additionalProperties: false },
)
export type StaffCreateBody = Static<typeof StaffCreateBody>

// POST /api/operator/staff/update (owner) — role, active (off = every session ends), a new
// two-factor set-up at the next login (`reset_totp`), or the manual adjustment limit (baht; this
// alone leaves their sessions running).
export const StaffUpdateBody = Type.Object(
  {
    staff_id: RowId,
    role: Type.Optional(StaffRoleSchema),
    active: Type.Optional(Type.Boolean()),
    reset_totp: Type.Optional(Type.Boolean()),
    adjust_limit: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
)
export type StaffUpdateBody = Static<typeof StaffUpdateBody>

// GET /api/operator/withdraw/pending — waiting withdrawals of every member, newest first.
export const PendingWithdrawal = Type.Object({ ...Withdrawal.properties, member_id: Type.Integer() })
export type PendingWithdrawal = Static<typeof PendingWithdrawal>
export const OperatorPendingWithdrawalsReply = Reply(Type.Array(PendingWithdrawal))
export type OperatorPendingWithdrawalsReply = Static<typeof OperatorPendingWithdrawalsReply>

// GET /api/operator/member/context?member_id= — what a cashier needs beside a deposit or withdrawal.
export const MemberContextQuery = Type.Object({ member_id: RowId }, { additionalProperties: false })
export type MemberContextQuery = Static<typeof MemberContextQuery>
export const MemberContext = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  full_name: Type.String(),
  created_at: Timestamp,
  last_login_at: Type.Union([Timestamp, Type.Null()]),
  wallets: Type.Array(Wallet),
  /** Promotions and coupon credit still running (pending or active), with their turnover. */
  bonuses: Type.Array(MemberPromotion),
  deposits: Type.Array(PaymentOrder),
  withdrawals: Type.Array(Withdrawal),
  bank: Type.Union([
    Type.Object({ bank_code: Type.String(), account_no: Type.String(), account_name: Type.String() }),
    Type.Null(),
  ]),
  /** Locked by staff (members desk): when, and the reason staff gave. */
  locked_at: Type.Union([Timestamp, Type.Null()]),
  locked_reason: Type.Union([Type.String(), Type.Null()]),
  /** The linked LINE account (null: not linked). */
  line: Type.Union([Type.Object({ display_name: Type.String(), linked_at: Timestamp }), Type.Null()]),
})
export type MemberContext = Static<typeof MemberContext>
export const MemberContextReply = Reply(MemberContext)
export type MemberContextReply = Static<typeof MemberContextReply>

/**
 * GET /api/operator/live — the money desk's live queue (text/event-stream, read with fetch and the
 * bearer header like the member's `/api/live`): `ready` first, then `queue` whenever a deposit order
 * or a withdrawal is created or changes status. The desk reloads its queues on each frame.
 */
export const DeskQueueEvent = Type.Object({
  kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')]),
  id: Type.Integer(),
  status: Type.String(),
})
export type DeskQueueEvent = Static<typeof DeskQueueEvent>

// GET /api/operator/audit — the operator audit, newest first, 50 at a time (`before_id` = the last
// id of the page before). Filters: `actor` (`staff:<username>`, or an `operator:` token id), `action`
// (`payment.confirm`...), `member_id` (the actions on that member's deposits and withdrawals),
// `from`/`to` (ISO times).
export const OperatorAuditQuery = Type.Object(
  {
    actor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    member_id: Type.Optional(RowId),
    from: Type.Optional(Timestamp),
    to: Type.Optional(Timestamp),
    before_id: Type.Optional(RowId),
  },
  { additionalProperties: false },
)
export type OperatorAuditQuery = Static<typeof OperatorAuditQuery>
export const AuditRow = Type.Object({
  id: Type.Integer(),
  at: Timestamp,
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  outcome: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
})
export type AuditRow = Static<typeof AuditRow>
export const OperatorAuditReply = Reply(
  Type.Object({ items: Type.Array(AuditRow), next_before_id: Type.Union([Type.Integer(), Type.Null()]) }),
)
export type OperatorAuditReply = Static<typeof OperatorAuditReply>
/** What the audit can be filtered by: every actor and action it holds, sorted (the filters' choices). */
export const OperatorAuditChoicesReply = Reply(
  Type.Object({ actors: Type.Array(Type.String()), actions: Type.Array(Type.String()) }),
)
export type OperatorAuditChoicesReply = Static<typeof OperatorAuditChoicesReply>
