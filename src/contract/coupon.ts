import { type Static, Type } from 'typebox'
import { Reply, Timestamp } from './envelope'
import { Wallet } from './wallet'

const strict = { additionalProperties: false } as const

export const CouponKind = Type.Union([Type.Literal('credit'), Type.Literal('points')])
export type CouponKind = Static<typeof CouponKind>

// POST /api/member/coupon/redeem — with an Idempotency-Key header. The code is trimmed and
// case-insensitive.
export const RedeemCouponBody = Type.Object({ code: Type.String({ maxLength: 64 }) }, strict)
export type RedeemCouponBody = Static<typeof RedeemCouponBody>

export const CouponRedemption = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  kind: CouponKind,
  /** Baht credited into the bonus wallet (0 for points). */
  amount: Type.Number(),
  /** Points granted (0 for credit). */
  points: Type.Integer(),
  /** Turnover this credit requires before a withdrawal (0 = none). */
  turnover_required: Type.Number(),
  redeemed_at: Timestamp,
})
export type CouponRedemption = Static<typeof CouponRedemption>

export const RedeemCouponReply = Reply(
  Type.Object({
    redemption: CouponRedemption,
    /** The member's wallets after the credit. */
    wallets: Type.Array(Wallet),
    /** The member's points balance after the redemption. */
    points: Type.Integer(),
  }),
)
export type RedeemCouponReply = Static<typeof RedeemCouponReply>

// GET /api/member/coupon/history — the member's redemptions, newest first.
export const CouponHistoryReply = Reply(Type.Array(CouponRedemption))
export type CouponHistoryReply = Static<typeof CouponHistoryReply>
