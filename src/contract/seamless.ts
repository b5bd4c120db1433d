import { type Static, Type } from 'typebox'

/**
 * The seamless wallet: what a game provider's server calls while a member plays
 * (`POST /api/seamless/<action>`, docs/seamless-wallet.md). Not the site's envelope: every answer is
 * plain JSON with `status` and, whenever the player is known, `balance` (baht, 2 decimals).
 *
 * Headers: `X-Provider-Code: <code>` and `X-Signature: <hex HMAC-SHA256 of the raw body>` with the
 * provider's secret. A missing or wrong signature answers `{ status: 'INVALID_SIGNATURE' }` (HTTP 401)
 * and changes nothing; a malformed body `{ status: 'INVALID_REQUEST' }` (HTTP 400). Every other answer
 * is HTTP 200.
 *
 * Points a provider should know (all in docs/seamless-wallet.md):
 * - a bet whose transaction id was rolled back before it arrived answers `TRANSACTION_ROLLED_BACK`
 *   (any status but OK means refused);
 * - `win` and `rollback` answers also carry `transaction_id`;
 * - a transaction id reused for a different call or content answers `INVALID_REQUEST`;
 * - a `win` or `bet` on a round that a win already closed answers `INVALID_REQUEST`, and so does a
 *   `rollback` of a bet whose round is closed.
 */

export const SEAMLESS_STATUSES = [
  'OK',
  'UNKNOWN_ERROR',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'INSUFFICIENT_FUNDS',
  'TRANSACTION_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'BET_LIMIT_EXCEEDED',
  'WIN_LIMIT_EXCEEDED',
  'INVALID_SIGNATURE',
  'INVALID_REQUEST',
] as const
export const SeamlessStatus = Type.Union([
  Type.Literal('OK'),
  Type.Literal('UNKNOWN_ERROR'),
  Type.Literal('INVALID_TOKEN'),
  Type.Literal('TOKEN_EXPIRED'),
  Type.Literal('INSUFFICIENT_FUNDS'),
  Type.Literal('TRANSACTION_NOT_FOUND'),
  Type.Literal('TRANSACTION_ROLLED_BACK'),
  Type.Literal('BET_LIMIT_EXCEEDED'),
  Type.Literal('WIN_LIMIT_EXCEEDED'),
  Type.Literal('INVALID_SIGNATURE'),
  Type.Literal('INVALID_REQUEST'),
])
export type SeamlessStatus = Static<typeof SeamlessStatus>

export const SEAMLESS_ACTIONS = ['authenticate', 'balance', 'bet', 'win', 'rollback'] as const
export type SeamlessAction = (typeof SEAMLESS_ACTIONS)[number]

/** Header names (lower case, as Node reads them). */
export const SEAMLESS_HEADERS = { provider: 'x-provider-code', signature: 'x-signature' } as const

const strict = { additionalProperties: false } as const
/** Tokens we issue (base64url) and provider ids (printable ASCII, no spaces). */
const Token = Type.String({ minLength: 1, maxLength: 200 })
const ProviderId = Type.String({ pattern: '^[\\x21-\\x7E]{1,100}$' })
/** Baht, at most 2 decimals: checked by the server (INVALID_REQUEST), so any JSON number passes here. */
const Amount = Type.Number()
const Balance = Type.Optional(Type.Number())

/** The answer of a bad signature or a malformed request (HTTP 401 / 400). */
export const SeamlessRefusal = Type.Object({ status: SeamlessStatus })
export type SeamlessRefusal = Static<typeof SeamlessRefusal>

// authenticate: consumes the single-use launch token (valid 2 minutes) and opens a session whose
// token is valid for bets for 30 minutes of inactivity.
export const SeamlessAuthBody = Type.Object({ launch_token: Token }, strict)
export type SeamlessAuthBody = Static<typeof SeamlessAuthBody>
export const SeamlessAuthReply = Type.Object({
  status: SeamlessStatus,
  session_token: Type.Optional(Type.String()),
  /** The member id as a string. */
  player_id: Type.Optional(Type.String()),
  wallet_id: Type.Optional(Type.Integer()),
  currency: Type.Optional(Type.Literal('THB')),
  balance: Balance,
  game_code: Type.Optional(Type.String()),
})
export type SeamlessAuthReply = Static<typeof SeamlessAuthReply>

// balance: the balance of the wallet the game was launched with.
export const SeamlessBalanceBody = Type.Object({ session_token: Token }, strict)
export type SeamlessBalanceBody = Static<typeof SeamlessBalanceBody>
export const SeamlessBalanceReply = Type.Object({ status: SeamlessStatus, balance: Balance })
export type SeamlessBalanceReply = Static<typeof SeamlessBalanceReply>

// bet: a debit (amount > 0) in a round; refused with INSUFFICIENT_FUNDS (and the balance).
export const SeamlessBetBody = Type.Object(
  {
    session_token: Token,
    transaction_id: ProviderId,
    round_id: ProviderId,
    game_code: Type.String({ minLength: 1, maxLength: 64 }),
    amount: Amount,
  },
  strict,
)
export type SeamlessBetBody = Static<typeof SeamlessBetBody>
export const SeamlessMoneyReply = Type.Object({
  status: SeamlessStatus,
  balance: Balance,
  transaction_id: Type.Optional(Type.String()),
})
export type SeamlessMoneyReply = Static<typeof SeamlessMoneyReply>

// win: a credit (amount >= 0; 0 moves no money) that closes the round; accepted after the session
// expired; TRANSACTION_NOT_FOUND when the round has no bet.
export const SeamlessWinBody = SeamlessBetBody
export type SeamlessWinBody = Static<typeof SeamlessWinBody>

// rollback: refunds that bet once; an unknown bet is recorded (answered OK), so the late bet is refused.
export const SeamlessRollbackBody = Type.Object(
  {
    session_token: Token,
    transaction_id: ProviderId,
    round_id: ProviderId,
    rolled_back_transaction_id: ProviderId,
  },
  strict,
)
export type SeamlessRollbackBody = Static<typeof SeamlessRollbackBody>
