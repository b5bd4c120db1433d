import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'

/**
 * Responsible play (docs/product.md "Responsible play"): limits the member sets for themselves,
 * the reality check, time-outs and self-exclusion, and the play history. A decrease of a limit
 * applies at once; an increase or a removal after 24 hours (`pending`).
 */

export const LimitKind = Type.Union([
  Type.Literal('deposit_day'),
  Type.Literal('deposit_week'),
  Type.Literal('deposit_month'),
  Type.Literal('loss_day'),
  Type.Literal('loss_week'),
  Type.Literal('session'),
])
export type LimitKind = Static<typeof LimitKind>

/** Baht for the deposit and loss limits, minutes for `session`; null = no limit. */
const LimitValue = Type.Union([Type.Number(), Type.Null()])

export const ResponsibleLimit = Type.Object({
  kind: LimitKind,
  value: LimitValue,
  /** What the limit becomes at `from` (an increase or a removal waits 24 hours); null = nothing waits. */
  pending: Type.Union([Type.Object({ value: LimitValue, from: Timestamp }), Type.Null()]),
  /** Used in the current period (baht; deposits counting the open QR order), null for `session`. */
  used: Type.Union([Type.Number(), Type.Null()]),
  /** When the current period ends (Bangkok day, week from Monday, calendar month); null for `session`. */
  resets_at: Type.Union([Timestamp, Type.Null()]),
})
export type ResponsibleLimit = Static<typeof ResponsibleLimit>

export const BlockKind = Type.Union([Type.Literal('timeout'), Type.Literal('exclusion')])
export type BlockKind = Static<typeof BlockKind>

export const RealityMinutes = Type.Union([
  Type.Literal(0),
  Type.Literal(15),
  Type.Literal(30),
  Type.Literal(60),
])
export type RealityMinutes = Static<typeof RealityMinutes>

export const ResponsibleStatus = Type.Object({
  limits: Type.Array(ResponsibleLimit),
  /** A time-out or self-exclusion still running; null when none. */
  block: Type.Union([Type.Object({ kind: BlockKind, until: Timestamp }), Type.Null()]),
  /** Reality check interval in minutes; 0 = off. */
  reality_check_minutes: RealityMinutes,
  /** This login session: when it began and its stakes and wins so far (baht), for the reality check. */
  session: Type.Object({ started_at: Timestamp, stakes: Type.Number(), wins: Type.Number() }),
  /**
   * Offer the limits (after the first deposit): true while the member has exactly one paid deposit
   * and has set nothing here yet. The site shows the offer once per member on a device.
   */
  offer: Type.Boolean(),
})
export type ResponsibleStatus = Static<typeof ResponsibleStatus>

// GET /api/member/responsible
export const ResponsibleStatusReply = Reply(ResponsibleStatus)
export type ResponsibleStatusReply = Static<typeof ResponsibleStatusReply>

// POST /api/member/responsible/limit — value: baht (2 decimals) or minutes (session, 15-1440); null removes.
export const ResponsibleLimitBody = Type.Object(
  { kind: LimitKind, value: LimitValue },
  { additionalProperties: false },
)
export type ResponsibleLimitBody = Static<typeof ResponsibleLimitBody>

// POST /api/member/responsible/reality_check
export const RealityCheckBody = Type.Object({ minutes: RealityMinutes }, { additionalProperties: false })
export type RealityCheckBody = Static<typeof RealityCheckBody>

/** Time-out periods (24 h, 7 d, 30 d, 6 weeks) and self-exclusion periods (6 months, 1, 2, 5 years). */
export const TimeoutPeriod = Type.Union([
  Type.Literal('24h'),
  Type.Literal('7d'),
  Type.Literal('30d'),
  Type.Literal('6w'),
])
export type TimeoutPeriod = Static<typeof TimeoutPeriod>
export const ExclusionPeriod = Type.Union([
  Type.Literal('6m'),
  Type.Literal('1y'),
  Type.Literal('2y'),
  Type.Literal('5y'),
])
export type ExclusionPeriod = Static<typeof ExclusionPeriod>

// POST /api/member/responsible/block — `confirm` must be true (the member read what it means).
export const ResponsibleBlockBody = Type.Union([
  Type.Object(
    { kind: Type.Literal('timeout'), period: TimeoutPeriod, confirm: Type.Boolean() },
    { additionalProperties: false },
  ),
  Type.Object(
    { kind: Type.Literal('exclusion'), period: ExclusionPeriod, confirm: Type.Boolean() },
    { additionalProperties: false },
  ),
])
export type ResponsibleBlockBody = Static<typeof ResponsibleBlockBody>

/** One product's play of a day (category as the lobbies name it: lotto, slot, casino...). */
export const HistoryProduct = Type.Object({
  category: Type.String(),
  stakes: Type.Number(),
  wins: Type.Number(),
})
export const HistoryDay = Type.Object({
  /** Bangkok day YYYY-MM-DD. */
  day: Type.String(),
  deposits: Type.Number(),
  withdrawals: Type.Number(),
  /** deposits - withdrawals. */
  net_deposits: Type.Number(),
  stakes: Type.Number(),
  /** Wins and refunded stakes. */
  wins: Type.Number(),
  products: Type.Array(HistoryProduct),
})
export type HistoryDay = Static<typeof HistoryDay>

// GET /api/member/responsible/history — the last 92 Bangkok days with any activity, newest first.
export const PlayHistoryReply = Reply(Type.Object({ days: Type.Array(HistoryDay) }))
export type PlayHistoryReply = Static<typeof PlayHistoryReply>

// GET /api/operator/member/responsible?member_id= — what the member set (read only).
export const OperatorResponsibleQuery = Type.Object({ member_id: RowId })
export type OperatorResponsibleQuery = Static<typeof OperatorResponsibleQuery>
export const OperatorResponsibleReply = Reply(
  Type.Object({
    member_id: Type.Integer(),
    limits: Type.Array(ResponsibleLimit),
    block: Type.Union([Type.Object({ kind: BlockKind, until: Timestamp }), Type.Null()]),
    reality_check_minutes: RealityMinutes,
  }),
)
export type OperatorResponsibleReply = Static<typeof OperatorResponsibleReply>

// POST /api/operator/member/responsible/block — staff record a member's own request (by phone or
// chat) for a time-out or exclusion; it may lengthen one, never shorten or lift it (audited).
export const OperatorResponsibleBlockBody = Type.Object(
  {
    member_id: RowId,
    kind: BlockKind,
    period: Type.Union([TimeoutPeriod, ExclusionPeriod]),
  },
  { additionalProperties: false },
)
export type OperatorResponsibleBlockBody = Static<typeof OperatorResponsibleBlockBody>
