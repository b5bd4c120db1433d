import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import { Wallet } from './wallet'

const strict = { additionalProperties: false } as const
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })

/**
 * Return programmes: `daily_loss` คืนยอดเสียรายวัน, `weekly_loss` คืนยอดได้เสีย (Monday-Sunday, Bangkok),
 * `turnover` คืนยอดเทิร์น. Rates are percentages on the wire (5 = 5 %), money is baht.
 */
export const ReturnKind = Type.Union([
  Type.Literal('daily_loss'),
  Type.Literal('weekly_loss'),
  Type.Literal('turnover'),
])
export type ReturnKind = Static<typeof ReturnKind>

export const OfferStatus = Type.Union([
  Type.Literal('open'),
  Type.Literal('claimed'),
  Type.Literal('expired'),
])
export type OfferStatus = Static<typeof OfferStatus>

export const ReturnProgram = Type.Object({
  kind: ReturnKind,
  enabled: Type.Boolean(),
  /** From this base (baht) upward this rate (percent); the highest tier reached applies. */
  tiers: Type.Array(Type.Object({ from: Type.Number(), rate: Type.Number() })),
  /** Smaller offers are not made (baht). */
  min_amount: Type.Number(),
  /** An offer never exceeds this (baht). */
  cap: Type.Number(),
  /** Days an offer can be claimed. */
  claim_days: Type.Integer(),
  /** The wallet a claim goes into (1 = main). */
  wallet_type_id: Type.Integer(),
})
export type ReturnProgram = Static<typeof ReturnProgram>

/** One game's play in the period (how the figure was computed). */
export const GamePlay = Type.Object({
  category: Type.String(),
  category_name: Type.String(),
  game: Type.String(),
  bets: Type.Integer(),
  stake: Type.Number(),
  win: Type.Number(),
  refund: Type.Number(),
  /** stake - win - refund: positive is a loss. */
  net_loss: Type.Number(),
})
export type GamePlay = Static<typeof GamePlay>

export const CashbackOffer = Type.Object({
  id: Type.Integer(),
  kind: ReturnKind,
  /** Bangkok days, inclusive. */
  period_start: Day,
  period_end: Day,
  /** Net loss (loss programmes) or turnover of the period, baht. */
  base: Type.Number(),
  rate: Type.Number(),
  amount: Type.Number(),
  status: OfferStatus,
  expires_at: Timestamp,
  claimed_at: Type.Union([Timestamp, Type.Null()]),
  /** Game by game (empty in a claim's answer). */
  games: Type.Array(GamePlay),
})
export type CashbackOffer = Static<typeof CashbackOffer>

// GET /api/cashback/loss/history and /api/cashback/turnover/history
export const CashbackHistoryQuery = Type.Object({
  status: Type.Optional(OfferStatus),
  /** Bangkok days of the period start, inclusive. */
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  /** `weekly` lists the weekly loss return (/member/winloss); default daily. */
  period: Type.Optional(Type.Union([Type.Literal('daily'), Type.Literal('weekly')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export type CashbackHistoryQuery = Static<typeof CashbackHistoryQuery>

export const CashbackHistory = Type.Object({
  /** Newest period first. */
  items: Type.Array(CashbackOffer),
  total: Type.Integer(),
  /** What can be claimed now (baht, all open offers of this programme). */
  claimable: Type.Number(),
  /** The programme (null: the operator has not set it up or turned it off). */
  program: Type.Union([ReturnProgram, Type.Null()]),
})
export type CashbackHistory = Static<typeof CashbackHistory>
export const CashbackHistoryReply = Reply(CashbackHistory)
export type CashbackHistoryReply = Static<typeof CashbackHistoryReply>

// POST /api/cashback/loss/claim (Idempotency-Key): one offer (`id`) or every open offer of `kind`
// (default daily_loss).
export const CashbackClaimBody = Type.Object(
  { id: Type.Optional(RowId), kind: Type.Optional(ReturnKind) },
  strict,
)
export type CashbackClaimBody = Static<typeof CashbackClaimBody>
export const CashbackClaimReply = Reply(
  Type.Object({
    claimed: Type.Array(CashbackOffer),
    /** Baht credited. */
    amount: Type.Number(),
    wallets: Type.Array(Wallet),
  }),
)
export type CashbackClaimReply = Static<typeof CashbackClaimReply>

// GET /api/cashback/programs (public: the explanation pages)
export const CashbackProgramsReply = Reply(Type.Array(ReturnProgram))
export type CashbackProgramsReply = Static<typeof CashbackProgramsReply>

/** Win/loss of a period: positive `net` = the member won. */
export const WinLossTotals = Type.Object({
  bets: Type.Integer(),
  stake: Type.Number(),
  win: Type.Number(),
  refund: Type.Number(),
  /** win + refund - stake. */
  net: Type.Number(),
})
export type WinLossTotals = Static<typeof WinLossTotals>

// GET /api/cashback/winloss?period=day|week&date=YYYY-MM-DD (the Bangkok day, or a day of the week)
export const WinLossQuery = Type.Object({
  period: Type.Optional(Type.Union([Type.Literal('day'), Type.Literal('week')])),
  date: Type.Optional(Day),
})
export type WinLossQuery = Static<typeof WinLossQuery>
export const WinLoss = Type.Object({
  period: Type.Union([Type.Literal('day'), Type.Literal('week')]),
  start: Day,
  end: Day,
  totals: WinLossTotals,
  categories: Type.Array(
    Type.Intersect([Type.Object({ category: Type.String(), name: Type.String() }), WinLossTotals]),
  ),
  days: Type.Array(Type.Intersect([Type.Object({ day: Day }), WinLossTotals])),
})
export type WinLoss = Static<typeof WinLoss>
export const WinLossReply = Reply(WinLoss)
export type WinLossReply = Static<typeof WinLossReply>
