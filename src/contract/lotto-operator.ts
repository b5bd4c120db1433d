import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import {
  BetTypeOffer,
  BetTypeSchema,
  DateOnly,
  LimitedNumber,
  LottoRateTable,
  LottoResult,
  LottoRound,
} from './lotto'

/**
 * The lottery's operator calls (`/api/operator/lotto/...`, OPERATOR_TOKEN; each audited): official
 * results, settlement, voiding a round, moving a round's times, rates and limits, เลขอั้น.
 */

const CategoryId = Type.Integer({ minimum: 1, maximum: 100 })

// GET /api/operator/lotto/rounds?category_id=&date= — rounds with their betting totals (by close time).
export const OperatorRoundsQuery = Type.Object(
  { category_id: Type.Optional(CategoryId), date: Type.Optional(DateOnly) },
  { additionalProperties: false },
)
export type OperatorRoundsQuery = Static<typeof OperatorRoundsQuery>
export const OperatorRound = Type.Object({
  ...LottoRound.properties,
  /** Baht staked in waiting, won and lost bills. */
  staked: Type.Number(),
  /** Baht paid to winning bills. */
  paid: Type.Number(),
  bill_count: Type.Integer(),
  /** When settlement finished (every bill won or lost); null before. */
  settled_at: Type.Union([Timestamp, Type.Null()]),
})
export type OperatorRound = Static<typeof OperatorRound>
export const OperatorRoundsReply = Reply(Type.Array(OperatorRound))
export type OperatorRoundsReply = Static<typeof OperatorRoundsReply>
export const OperatorRoundReply = Reply(OperatorRound)
export type OperatorRoundReply = Static<typeof OperatorRoundReply>

// POST /api/operator/lotto/result — the official result of a closed round, once (a second entry is
// refused); settlement is queued at once. Fields per category: lotto-rules.ts RESULT_FIELDS.
export const OperatorResultBody = Type.Object(
  {
    round_id: RowId,
    first: Type.Optional(Type.String({ maxLength: 10 })),
    front3: Type.Optional(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 4 })),
    back3: Type.Optional(Type.Array(Type.String({ maxLength: 10 }), { maxItems: 4 })),
    top3: Type.Optional(Type.String({ maxLength: 10 })),
    bottom2: Type.Optional(Type.String({ maxLength: 10 })),
    digits4: Type.Optional(Type.String({ maxLength: 10 })),
    special: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
)
export type OperatorResultBody = Static<typeof OperatorResultBody>
export const OperatorResultReply = Reply(LottoResult)
export type OperatorResultReply = Static<typeof OperatorResultReply>

// POST /api/operator/lotto/settle — settles a resulted round now (the job does it too); repeating pays nothing twice.
export const OperatorRoundBody = Type.Object({ round_id: RowId }, { additionalProperties: false })
export type OperatorRoundBody = Static<typeof OperatorRoundBody>
export const OperatorSettleReply = Reply(
  Type.Object({
    round_id: Type.Integer(),
    /** Bills settled by this call (0 when an earlier run did it). */
    settled: Type.Integer(),
    won: Type.Integer(),
    /** Baht paid by this call. */
    paid: Type.Number(),
    /** Bills of the round still waiting (0 once settled). */
    waiting: Type.Integer(),
  }),
)
export type OperatorSettleReply = Static<typeof OperatorSettleReply>

// POST /api/operator/lotto/void — a round whose result never comes: no more bets, every waiting
// bill refunded once (by the settlement job, started at once).
export const OperatorVoidBody = Type.Object(
  { round_id: RowId, reason: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
)
export type OperatorVoidBody = Static<typeof OperatorVoidBody>

// POST /api/operator/lotto/round/times — moves a round's close and/or draw time (a draw moved, or
// closing betting early); a round with a result or void is refused.
export const OperatorRoundTimesBody = Type.Object(
  {
    round_id: RowId,
    close_at: Type.Optional(Timestamp),
    draw_at: Type.Optional(Timestamp),
  },
  { additionalProperties: false },
)
export type OperatorRoundTimesBody = Static<typeof OperatorRoundTimesBody>

// GET /api/operator/lotto/rates?category_id= and POST /api/operator/lotto/rate — a category's rate
// and stake limits per bet type (new bills use them; existing bills keep the rate they were made at).
export const OperatorRatesQuery = Type.Object(
  { category_id: Type.Optional(CategoryId) },
  { additionalProperties: false },
)
export type OperatorRatesQuery = Static<typeof OperatorRatesQuery>
export const OperatorRatesReply = Reply(Type.Array(LottoRateTable))
export type OperatorRatesReply = Static<typeof OperatorRatesReply>
export const OperatorRateBody = Type.Object(
  {
    category_id: CategoryId,
    bet_type: BetTypeSchema,
    /** Baht per 1 baht (up to 2 decimals). */
    rate: Type.Optional(Type.Number()),
    min_amount: Type.Optional(Type.Number()),
    max_amount: Type.Optional(Type.Number()),
    max_per_number: Type.Optional(Type.Number()),
    /** false = the category stops offering this bet type. */
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)
export type OperatorRateBody = Static<typeof OperatorRateBody>
export const OperatorRateReply = Reply(
  Type.Object({ category_id: Type.Integer(), enabled: Type.Boolean(), offer: BetTypeOffer }),
)
export type OperatorRateReply = Static<typeof OperatorRateReply>

// POST /api/operator/lotto/limited/set — sets a เลขอั้น of a round (replaces the number's previous one);
// POST /api/operator/lotto/limited/delete removes it. GET /api/operator/lotto/limited?round_id= lists.
export const OperatorLimitedBody = Type.Object(
  {
    round_id: RowId,
    bet_type: BetTypeSchema,
    number: Type.String({ maxLength: 10 }),
    kind: Type.Union([Type.Literal('closed'), Type.Literal('rate'), Type.Literal('cap')]),
    /** kind `rate`: the reduced rate (baht per 1 baht). */
    rate: Type.Optional(Type.Number()),
    /** kind `cap`: most baht everyone together may stake on the number. */
    cap: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
)
export type OperatorLimitedBody = Static<typeof OperatorLimitedBody>
export const OperatorLimitedDeleteBody = Type.Object(
  { round_id: RowId, bet_type: BetTypeSchema, number: Type.String({ maxLength: 10 }) },
  { additionalProperties: false },
)
export type OperatorLimitedDeleteBody = Static<typeof OperatorLimitedDeleteBody>
export const OperatorLimitedQuery = Type.Object({ round_id: RowId }, { additionalProperties: false })
export type OperatorLimitedQuery = Static<typeof OperatorLimitedQuery>
export const OperatorLimitedReply = Reply(Type.Array(LimitedNumber))
export type OperatorLimitedReply = Static<typeof OperatorLimitedReply>
