import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import {
  BetTypeOffer,
  BetTypeSchema,
  DateOnly,
  DrawNumbersSchema,
  LimitedNumber,
  LottoRateTable,
  LottoResult,
  LottoRound,
} from './lotto'

/**
 * The lottery's operator calls (`/api/operator/lotto/...`, OPERATOR_TOKEN; each write audited):
 * official results (and what one would pay, before it is entered), settlement, voiding a round,
 * moving a round's times, rates and limits, เลขอั้น and the exposure per number.
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

/** A proposed result field in a query: digits; front3 and back3 take their numbers comma-separated. */
const ResultText = Type.String({ maxLength: 40 })

// GET /api/operator/lotto/result/preview?round_id=&first=&front3=111,222&back3=&top3=&bottom2=&digits4=&special=
// — what settlement would pay if this result were entered now (the round's waiting bills, the same
// payout rule the settlement uses). The same checks as entering it: a wrong field is refused alike.
export const OperatorResultPreviewQuery = Type.Object(
  {
    round_id: RowId,
    first: Type.Optional(ResultText),
    front3: Type.Optional(ResultText),
    back3: Type.Optional(ResultText),
    top3: Type.Optional(ResultText),
    bottom2: Type.Optional(ResultText),
    digits4: Type.Optional(ResultText),
    special: Type.Optional(ResultText),
  },
  { additionalProperties: false },
)
export type OperatorResultPreviewQuery = Static<typeof OperatorResultPreviewQuery>
export const ResultPreviewWinner = Type.Object({
  bet_type: BetTypeSchema,
  number: Type.String(),
  lines: Type.Integer(),
  /** Baht staked on the winning lines of this number. */
  staked: Type.Number(),
  /** Baht these lines would be paid. */
  payout: Type.Number(),
})
export type ResultPreviewWinner = Static<typeof ResultPreviewWinner>
export const OperatorResultPreview = Type.Object({
  round_id: Type.Integer(),
  /** The numbers the proposed result gives (as settlement would check them). */
  numbers: DrawNumbersSchema,
  /** The round's bills waiting for this result, and their stakes in baht. */
  bills: Type.Integer(),
  staked: Type.Number(),
  winning_lines: Type.Integer(),
  winning_bills: Type.Integer(),
  /** Members with at least one winning bill. */
  members: Type.Integer(),
  /** Baht settlement would pay in all. */
  payout: Type.Number(),
  /** Each winning bet type and number, the largest payout first. */
  winners: Type.Array(ResultPreviewWinner),
})
export type OperatorResultPreview = Static<typeof OperatorResultPreview>
export const OperatorResultPreviewReply = Reply(OperatorResultPreview)
export type OperatorResultPreviewReply = Static<typeof OperatorResultPreviewReply>

// GET /api/operator/lotto/exposure?round_id=&bet_type=&limit= — every bet type and number staked on
// in a round (bills not cancelled or refunded): total stake and what it would pay if it came out,
// the largest payout first, with its เลขอั้น.
export const OperatorExposureQuery = Type.Object(
  {
    round_id: RowId,
    bet_type: Type.Optional(BetTypeSchema),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
)
export type OperatorExposureQuery = Static<typeof OperatorExposureQuery>
export const ExposureRow = Type.Object({
  bet_type: BetTypeSchema,
  number: Type.String(),
  /** Baht staked on this number. */
  staked: Type.Number(),
  /** Baht paid if it comes out (each line at the rate it was accepted at). */
  payout: Type.Number(),
  lines: Type.Integer(),
  members: Type.Integer(),
  limited: Type.Union([
    Type.Object({
      kind: Type.Union([Type.Literal('closed'), Type.Literal('rate'), Type.Literal('cap')]),
      rate: Type.Union([Type.Number(), Type.Null()]),
      cap: Type.Union([Type.Number(), Type.Null()]),
    }),
    Type.Null(),
  ]),
})
export type ExposureRow = Static<typeof ExposureRow>
export const OperatorExposure = Type.Object({
  round_id: Type.Integer(),
  /** Baht staked in the round (every bet type, or the one asked for). */
  staked: Type.Number(),
  /** How many bet type + number pairs were staked on (the rows may be fewer: `limit`). */
  numbers: Type.Integer(),
  items: Type.Array(ExposureRow),
})
export type OperatorExposure = Static<typeof OperatorExposure>
export const OperatorExposureReply = Reply(OperatorExposure)
export type OperatorExposureReply = Static<typeof OperatorExposureReply>
