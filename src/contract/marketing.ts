import { type Static, type TSchema, Type } from 'typebox'
import { CouponKind } from './coupon'
import { Reply, RowId, Timestamp } from './envelope'
import { PromotionFrequency } from './promotion'

/**
 * The back office's marketing desk (operator calls): promotions, coupons, banners, announcements and
 * events as staff see them (with what members never see: turned off, how often used), and the bodies
 * that add or change one. Nothing is deleted: `enabled: false` turns one off. Amounts are baht with
 * at most 2 decimals; a negative or malformed amount, or an end before the start, is refused in Thai
 * by the server (so the schemas bound amounts above only).
 */

const strict = { additionalProperties: false } as const
const Amount = Type.Number({ maximum: 100_000_000 })
const Title = Type.String({ minLength: 1, maxLength: 120 })
/** An image or link: a path of the site (`/images/...`) or an https address. */
const Url = Type.String({ minLength: 1, maxLength: 500, pattern: '^(/|https://)' })
const Sort = Type.Integer({ minimum: 0, maximum: 1000 })
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const OperatorPromotion = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  bonus_percent: Type.Number(),
  min_deposit: Type.Number(),
  max_bonus: Type.Number(),
  frequency: PromotionFrequency,
  turnover_multiple: Type.Integer(),
  max_withdraw: Nullable(Type.Number()),
  first_deposit_only: Type.Boolean(),
  starts_at: Timestamp,
  ends_at: Nullable(Timestamp),
  enabled: Type.Boolean(),
  sort: Type.Integer(),
  /** Members who took it (any status but cancelled). */
  taken: Type.Integer(),
})
export type OperatorPromotion = Static<typeof OperatorPromotion>

// GET /api/operator/promotion/list — every promotion, turned off ones too.
export const OperatorPromotionListReply = Reply(Type.Array(OperatorPromotion))
export type OperatorPromotionListReply = Static<typeof OperatorPromotionListReply>

// POST /api/operator/promotion/save — adds one (no promotion_id) or replaces its fields.
export const OperatorPromotionSaveBody = Type.Object(
  {
    promotion_id: Type.Optional(RowId),
    title: Title,
    description: Type.String({ maxLength: 1000 }),
    image: Nullable(Url),
    bonus_percent: Type.Number({ maximum: 1000 }),
    min_deposit: Amount,
    max_bonus: Amount,
    frequency: PromotionFrequency,
    turnover_multiple: Type.Integer({ minimum: 0, maximum: 100 }),
    max_withdraw: Nullable(Amount),
    first_deposit_only: Type.Boolean(),
    starts_at: Timestamp,
    ends_at: Nullable(Timestamp),
    enabled: Type.Boolean(),
    sort: Type.Optional(Sort),
  },
  strict,
)
export type OperatorPromotionSaveBody = Static<typeof OperatorPromotionSaveBody>
export const OperatorPromotionSaveReply = Reply(OperatorPromotion)
export type OperatorPromotionSaveReply = Static<typeof OperatorPromotionSaveReply>

export const OperatorCoupon = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  kind: CouponKind,
  /** Baht into the bonus wallet (credit coupons; 0 for points). */
  amount: Type.Number(),
  points: Type.Integer(),
  turnover_multiple: Type.Integer(),
  max_withdraw: Nullable(Type.Number()),
  starts_at: Timestamp,
  expires_at: Nullable(Timestamp),
  /** Null: no limit on total uses (still once per member). */
  max_uses: Nullable(Type.Integer()),
  used_count: Type.Integer(),
  enabled: Type.Boolean(),
})
export type OperatorCoupon = Static<typeof OperatorCoupon>

// GET /api/operator/coupon/list — every coupon, newest first.
export const OperatorCouponListReply = Reply(Type.Array(OperatorCoupon))
export type OperatorCouponListReply = Static<typeof OperatorCouponListReply>

// POST /api/operator/coupon/save — adds one (no coupon_id) or changes it. Once a member used it, its
// code, kind and value stay (turn it off and add a new one instead).
export const OperatorCouponSaveBody = Type.Object(
  {
    coupon_id: Type.Optional(RowId),
    /** Letters, digits, - and _; stored upper-case (members type it in any case). */
    code: Type.String({ minLength: 1, maxLength: 32 }),
    title: Title,
    kind: CouponKind,
    amount: Type.Optional(Amount),
    points: Type.Optional(Type.Integer({ maximum: 10_000_000 })),
    turnover_multiple: Type.Integer({ minimum: 0, maximum: 100 }),
    max_withdraw: Nullable(Amount),
    starts_at: Timestamp,
    expires_at: Nullable(Timestamp),
    max_uses: Nullable(Type.Integer({ maximum: 10_000_000 })),
    enabled: Type.Boolean(),
  },
  strict,
)
export type OperatorCouponSaveBody = Static<typeof OperatorCouponSaveBody>
export const OperatorCouponSaveReply = Reply(OperatorCoupon)
export type OperatorCouponSaveReply = Static<typeof OperatorCouponSaveReply>

export const BannerAudience = Type.Union([
  Type.Literal('all'),
  Type.Literal('visitor'),
  Type.Literal('member'),
])

export const OperatorBanner = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  link: Nullable(Type.String()),
  audience: BannerAudience,
  /** The promotion it offers (hidden from a member who can no longer take it). */
  promotion_id: Nullable(Type.Integer()),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
})
export type OperatorBanner = Static<typeof OperatorBanner>

// GET /api/operator/banner/list
export const OperatorBannerListReply = Reply(Type.Array(OperatorBanner))
export type OperatorBannerListReply = Static<typeof OperatorBannerListReply>

// POST /api/operator/banner/save
export const OperatorBannerSaveBody = Type.Object(
  {
    banner_id: Type.Optional(RowId),
    image: Url,
    title: Title,
    link: Nullable(Url),
    audience: BannerAudience,
    promotion_id: Nullable(RowId),
    sort: Sort,
    enabled: Type.Boolean(),
  },
  strict,
)
export type OperatorBannerSaveBody = Static<typeof OperatorBannerSaveBody>
export const OperatorBannerSaveReply = Reply(OperatorBanner)
export type OperatorBannerSaveReply = Static<typeof OperatorBannerSaveReply>

/** 1: important (the ประกาศสำคัญ dialog); 2: general news. */
export const AnnouncementType = Type.Union([Type.Literal(1), Type.Literal(2)])

export const OperatorAnnouncement = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  image: Nullable(Type.String()),
  title: Type.String(),
  description: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
})
export type OperatorAnnouncement = Static<typeof OperatorAnnouncement>

// GET /api/operator/announcement/list
export const OperatorAnnouncementListReply = Reply(Type.Array(OperatorAnnouncement))
export type OperatorAnnouncementListReply = Static<typeof OperatorAnnouncementListReply>

// POST /api/operator/announcement/save
export const OperatorAnnouncementSaveBody = Type.Object(
  {
    announcement_id: Type.Optional(RowId),
    type: AnnouncementType,
    image: Nullable(Url),
    title: Title,
    /** Plain text (never rendered as HTML). */
    description: Type.String({ minLength: 1, maxLength: 2000 }),
    sort: Sort,
    enabled: Type.Boolean(),
  },
  strict,
)
export type OperatorAnnouncementSaveBody = Static<typeof OperatorAnnouncementSaveBody>
export const OperatorAnnouncementSaveReply = Reply(OperatorAnnouncement)
export type OperatorAnnouncementSaveReply = Static<typeof OperatorAnnouncementSaveReply>

export const OperatorEvent = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  /** What the image opens: a poll, a quest, a page of the site, or none of them. */
  poll_id: Nullable(Type.Integer()),
  quest_id: Nullable(Type.Integer()),
  link: Nullable(Type.String()),
})
export type OperatorEvent = Static<typeof OperatorEvent>

// GET /api/operator/event/list
export const OperatorEventListReply = Reply(Type.Array(OperatorEvent))
export type OperatorEventListReply = Static<typeof OperatorEventListReply>

// POST /api/operator/event/save — at most one of poll_id, quest_id and link.
export const OperatorEventSaveBody = Type.Object(
  {
    event_id: Type.Optional(RowId),
    image: Url,
    title: Title,
    sort: Sort,
    enabled: Type.Boolean(),
    poll_id: Nullable(RowId),
    quest_id: Nullable(RowId),
    link: Nullable(Type.String({ minLength: 1, maxLength: 200, pattern: '^/' })),
  },
  strict,
)
export type OperatorEventSaveBody = Static<typeof OperatorEventSaveBody>
export const OperatorEventSaveReply = Reply(OperatorEvent)
export type OperatorEventSaveReply = Static<typeof OperatorEventSaveReply>
