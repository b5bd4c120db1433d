import { type Static, Type } from 'typebox'
import { Plain, Reply, Timestamp } from './envelope'

const strict = { additionalProperties: false } as const
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

export const PromotionFrequency = Type.Union([Type.Literal('once'), Type.Literal('daily')])
export type PromotionFrequency = Static<typeof PromotionFrequency>

/** A deposit promotion. Money in baht (2 decimals). */
export const Promotion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  /** Bonus as a percentage of the deposit (e.g. 50 = 50 %). */
  bonus_percent: Type.Number(),
  min_deposit: Type.Number(),
  max_bonus: Type.Number(),
  /** 'once' per member, or once a day (Asia/Bangkok). */
  frequency: PromotionFrequency,
  /** Turnover requirement = (deposit + bonus) × this. 0 = none. */
  turnover_multiple: Type.Integer(),
  /** Most that may be withdrawn from this bonus; null = no cap. */
  max_withdraw: Type.Union([Type.Number(), Type.Null()]),
  starts_at: Timestamp,
  ends_at: Type.Union([Timestamp, Type.Null()]),
  /** Only with a member's token: whether this member can take it now ... */
  can_take: Type.Optional(Type.Boolean()),
  /** ... and if not, why (Thai, shown as is). */
  reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * Only with a token: the member_promotions id when this member took this promotion and it waits for
   * a deposit (a deposit with promotion_id null applies it; cancel it for "ไม่รับโปรโมชั่น").
   */
  pending_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
})
export type Promotion = Static<typeof Promotion>

// GET /api/promotion/list — for everyone; with a bearer token each item also has can_take/reason.
export const PromotionListReply = Reply(Type.Array(Promotion))
export type PromotionListReply = Static<typeof PromotionListReply>

/**
 * pending: taken, waiting for the next qualifying deposit; active: bonus credited, turnover running;
 * completed: turnover met; cancelled: the member gave it up before a deposit; expired: the promotion
 * ended before a deposit; forfeited: the member gave up the active bonus ("สละโบนัส").
 */
export const MemberPromotionStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('active'),
  Type.Literal('completed'),
  Type.Literal('cancelled'),
  Type.Literal('expired'),
  Type.Literal('forfeited'),
])
export type MemberPromotionStatus = Static<typeof MemberPromotionStatus>

/** A promotion the member took (or coupon credit with a turnover requirement). */
export const MemberPromotion = Type.Object({
  id: Type.Integer(),
  /** 'promotion' or 'coupon'. */
  source: Type.Union([Type.Literal('promotion'), Type.Literal('coupon')]),
  promotion_id: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  status: MemberPromotionStatus,
  deposit: Type.Number(),
  bonus: Type.Number(),
  /** Baht of bets required ("ทำเทิร์นแล้ว X / Y": Y) and done so far (X, capped at Y). */
  turnover_required: Type.Number(),
  turnover_done: Type.Number(),
  max_withdraw: Type.Union([Type.Number(), Type.Null()]),
  taken_at: Timestamp,
  applied_at: Type.Union([Timestamp, Type.Null()]),
  completed_at: Type.Union([Timestamp, Type.Null()]),
})
export type MemberPromotion = Static<typeof MemberPromotion>

// GET /api/member/promotions — the member's promotions, newest first (pending and active first).
export const MemberPromotionsReply = Reply(Type.Array(MemberPromotion))
export type MemberPromotionsReply = Static<typeof MemberPromotionsReply>

// POST /api/member/promotion/take — with an Idempotency-Key header. The bonus is credited on the
// member's next deposit of at least min_deposit.
export const TakePromotionBody = Type.Object({ promotion_id: Id }, strict)
export type TakePromotionBody = Static<typeof TakePromotionBody>
export const TakePromotionReply = Reply(MemberPromotion)
export type TakePromotionReply = Static<typeof TakePromotionReply>

// POST /api/member/promotion/cancel — gives up a pending (not yet applied) promotion, so the next
// deposit is made without one ("ไม่รับโปรโมชั่น").
export const CancelPromotionBody = Type.Object({ member_promotion_id: Id }, strict)
export type CancelPromotionBody = Static<typeof CancelPromotionBody>
export const CancelPromotionReply = Plain
export type CancelPromotionReply = Static<typeof CancelPromotionReply>

// POST /api/member/promotion/forfeit — with an Idempotency-Key header. "สละโบนัส": gives up an active
// bonus (promotion or coupon credit): its remaining bonus credit goes back, its turnover requirement
// is lifted and the member's own money it held is withdrawable at once. Answers a Thai message; a
// replay of the key answers the same; an id that is not an active bonus of this member is refused.
export const ForfeitBonusBody = Type.Object({ member_promotion_id: Id }, strict)
export type ForfeitBonusBody = Static<typeof ForfeitBonusBody>
export const ForfeitBonusReply = Plain
export type ForfeitBonusReply = Static<typeof ForfeitBonusReply>
