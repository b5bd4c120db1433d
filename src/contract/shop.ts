import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import { Wallet } from './wallet'

const strict = { additionalProperties: false } as const

export const ShopItemKind = Type.Union([
  Type.Literal('credit'),
  Type.Literal('wheel_spin'),
  Type.Literal('item'),
])
export type ShopItemKind = Static<typeof ShopItemKind>

export const ShopItem = Type.Object({
  id: Type.Integer(),
  kind: ShopItemKind,
  title: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  /** Points per unit. */
  price: Type.Integer(),
  /** Baht into the bonus wallet per unit ('credit'). */
  credit: Type.Number(),
  turnover_multiple: Type.Integer(),
  /** Wheel spins per unit ('wheel_spin'). */
  spins: Type.Integer(),
  /** Units left; null = unlimited. */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  per_member_limit: Type.Union([Type.Integer(), Type.Null()]),
  /** Units this member has already redeemed. */
  redeemed: Type.Integer(),
})
export type ShopItem = Static<typeof ShopItem>

// GET /api/redemption/list — the items, and the member's points in the top-level `point`.
export const RedemptionListReply = Reply(Type.Array(ShopItem), { point: Type.Optional(Type.Integer()) })
export type RedemptionListReply = Static<typeof RedemptionListReply>

/** Quantity: 1 to 10 per redemption (other whole numbers get a Thai refusal). */
export const RedemptionBody = Type.Object(
  { item_id: RowId, quantity: Type.Integer({ minimum: -1000, maximum: 1000 }) },
  strict,
)
export type RedemptionBody = Static<typeof RedemptionBody>

// POST /api/redemption/calc — the price and what the member will get, without redeeming.
export const RedemptionCalc = Type.Object({
  item_id: Type.Integer(),
  quantity: Type.Integer(),
  /** Total points this redemption costs. */
  price: Type.Integer(),
  points: Type.Integer(),
  points_after: Type.Integer(),
  credit: Type.Number(),
  spins: Type.Integer(),
  /** Null when it can be redeemed, else the Thai reason. */
  refusal: Type.Union([Type.String(), Type.Null()]),
})
export type RedemptionCalc = Static<typeof RedemptionCalc>
export const RedemptionCalcReply = Reply(RedemptionCalc)
export type RedemptionCalcReply = Static<typeof RedemptionCalcReply>

export const ShopOrder = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  title: Type.String(),
  kind: ShopItemKind,
  quantity: Type.Integer(),
  points: Type.Integer(),
  /** 'delivered', or 'pending' for an operator item not sent yet. */
  status: Type.Union([Type.Literal('delivered'), Type.Literal('pending')]),
  created_at: Timestamp,
})
export type ShopOrder = Static<typeof ShopOrder>

// POST /api/redemption/redeem (Idempotency-Key) — debits points and delivers in one transaction.
export const RedemptionRedeemReply = Reply(
  Type.Object({
    order: ShopOrder,
    points: Type.Integer(),
    free_spins: Type.Integer(),
    wallets: Type.Array(Wallet),
  }),
  { point: Type.Optional(Type.Integer()) },
)
export type RedemptionRedeemReply = Static<typeof RedemptionRedeemReply>

// GET /api/redemption/history — the member's redemptions, newest first.
export const RedemptionHistoryReply = Reply(Type.Array(ShopOrder))
export type RedemptionHistoryReply = Static<typeof RedemptionHistoryReply>

// POST /api/operator/shop/item — the operator adds an item (no item_id) or changes one (audited).
// `stock` is required for a new item and left as it is when an edit leaves it out (members may have
// redeemed since the form was read); once redeemed, an item keeps its kind.
export const OperatorShopItemBody = Type.Object(
  {
    item_id: Type.Optional(RowId),
    kind: ShopItemKind,
    title: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.String({ maxLength: 500 }),
    image: Type.Optional(Type.String({ maxLength: 500 })),
    price: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    credit: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000, multipleOf: 0.01 })),
    turnover_multiple: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    spins: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
    stock: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 10_000_000 }), Type.Null()])),
    per_member_limit: Type.Union([Type.Integer({ minimum: 1, maximum: 10_000 }), Type.Null()]),
    enabled: Type.Boolean(),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  strict,
)
export type OperatorShopItemBody = Static<typeof OperatorShopItemBody>
