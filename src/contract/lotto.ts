import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import type { BetType, BillStatus, CategoryCode, LineVerdict, RoundStatus } from './lotto-rules'

/**
 * The lottery (spec section 7 "Lotto"; rules in lotto-rules.ts, described in docs/lottery.md).
 * Every lotto call sends `agent_id` (3): in the query for GETs, in the body for POSTs; another
 * agent id is refused (NOT_FOUND). Money is baht with 2 decimals; times are ISO strings (UTC),
 * shown in Asia/Bangkok. Rates are baht paid per 1 baht staked (บาทละ N).
 */

const L = <T extends string>(value: T) => Type.Literal(value)

export const BetTypeSchema = Type.Union([
  L('3top'),
  L('3tod'),
  L('3front'),
  L('3back'),
  L('2top'),
  L('2bottom'),
  L('runTop'),
  L('runBottom'),
])
export const RoundStatusSchema = Type.Union([L('open'), L('closed'), L('resulted'), L('void')])
export const BillStatusSchema = Type.Union([L('waiting'), L('won'), L('lost'), L('cancelled'), L('refunded')])
export const LineVerdictSchema = Type.Union([
  L('ok'),
  L('reduced'),
  L('closed'),
  L('over_cap'),
  L('bad_number'),
  L('bad_amount'),
])
export const CategoryCodeSchema = Type.Union([
  L('gov'),
  L('gsb'),
  L('baac'),
  L('lao'),
  L('hanoi'),
  L('stock'),
  L('yeekee'),
])

// The unions above and the ones in lotto-rules.ts must agree (tsc fails otherwise).
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
export const lottoUnionsAgree: [
  Agree<Static<typeof BetTypeSchema>, BetType>,
  Agree<Static<typeof RoundStatusSchema>, RoundStatus>,
  Agree<Static<typeof BillStatusSchema>, BillStatus>,
  Agree<Static<typeof LineVerdictSchema>, LineVerdict>,
  Agree<Static<typeof CategoryCodeSchema>, CategoryCode>,
] = [true, true, true, true, true]

const AgentId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 })
/** A category id (1-7, lotto-rules.ts LOTTO_CATEGORIES). */
const CategoryId = Type.Integer({ minimum: 1, maximum: 100 })
/** 'YYYY-MM-DD', an Asia/Bangkok calendar day. */
export const DateOnly = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })

/** One round (งวด / รอบ) of a category. */
export const LottoRound = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  category_code: CategoryCodeSchema,
  category_name: Type.String(),
  /** Market code within the category (`gov`, `nikkei_am`, `hangseng_pm`, `yeekee`...). */
  market: Type.String(),
  /** Thai title, e.g. 'หวยรัฐบาลไทย งวด 16 ม.ค. 69' or 'หุ้นนิเคอิ รอบเช้า'. */
  title: Type.String(),
  /** The draw's Asia/Bangkok day. */
  draw_date: DateOnly,
  /** Yeekee round number of the day (1-88); null elsewhere. */
  seq: Type.Union([Type.Integer(), Type.Null()]),
  open_at: Timestamp,
  /** Betting closes here (server clock). */
  close_at: Timestamp,
  /** The result is expected here. */
  draw_at: Timestamp,
  status: RoundStatusSchema,
})
export type LottoRound = Static<typeof LottoRound>

/** The drawn numbers (lotto-rules.ts DrawNumbers): the same shape for every category. */
export const DrawNumbersSchema = Type.Object({
  top3: Type.String(),
  top2: Type.String(),
  bottom2: Type.String(),
  front3: Type.Array(Type.String()),
  back3: Type.Array(Type.String()),
})

/** The official result as entered (lotto-rules.ts ResultInput; which fields per category: RESULT_FIELDS). */
export const ResultDetail = Type.Object({
  first: Type.Optional(Type.String()),
  front3: Type.Optional(Type.Array(Type.String())),
  back3: Type.Optional(Type.Array(Type.String())),
  top3: Type.Optional(Type.String()),
  bottom2: Type.Optional(Type.String()),
  digits4: Type.Optional(Type.String()),
  special: Type.Optional(Type.String()),
  /**
   * Yeekee: the sum of the shots, the shot at position 16, the seed's number and sum − shot16 +
   * seed number (decimal strings; yeekee-rules.ts).
   */
  sum: Type.Optional(Type.String()),
  shot16: Type.Optional(Type.String()),
  seed_number: Type.Optional(Type.String()),
  value: Type.Optional(Type.String()),
})
export type ResultDetail = Static<typeof ResultDetail>

/** A round's result. */
export const LottoResult = Type.Object({
  round_id: Type.Integer(),
  category_id: Type.Integer(),
  category_code: CategoryCodeSchema,
  category_name: Type.String(),
  market: Type.String(),
  title: Type.String(),
  draw_date: DateOnly,
  draw_at: Timestamp,
  numbers: DrawNumbersSchema,
  detail: ResultDetail,
  /** Filled by the demo draw job with random numbers (demo data only), not an official result. */
  demo: Type.Boolean(),
  resulted_at: Timestamp,
})
export type LottoResult = Static<typeof LottoResult>

/** A bet type as a category or round offers it. */
export const BetTypeOffer = Type.Object({
  bet_type: BetTypeSchema,
  /** Thai name (3 ตัวบน...). */
  name: Type.String(),
  digits: Type.Integer(),
  /** Baht paid per 1 baht staked. */
  rate: Type.Number(),
  /** Stake per line, baht. */
  min_amount: Type.Number(),
  max_amount: Type.Number(),
  /** Most one member may stake on one number of this type in one round, baht. */
  max_per_number: Type.Number(),
})
export type BetTypeOffer = Static<typeof BetTypeOffer>

/**
 * A limited number (เลขอั้น) of a round: `closed` (refused), `rate` (paid at `rate` instead of the
 * normal rate) or `cap` (everyone together may stake at most `cap` baht on it; `remaining` is left).
 */
export const LimitedNumber = Type.Object({
  bet_type: BetTypeSchema,
  number: Type.String(),
  kind: Type.Union([Type.Literal('closed'), Type.Literal('rate'), Type.Literal('cap')]),
  rate: Type.Union([Type.Number(), Type.Null()]),
  cap: Type.Union([Type.Number(), Type.Null()]),
  remaining: Type.Union([Type.Number(), Type.Null()]),
})
export type LimitedNumber = Static<typeof LimitedNumber>

// GET /api/lotto/lobby?agent_id=3 — success is `status == 0` (spec section 4): open and recently
// closed rounds of every category (Yeekee: the next few), and the latest result of each market.
export const LottoAgentQuery = Type.Object(
  { agent_id: Type.Optional(AgentId) },
  { additionalProperties: false },
)
export type LottoAgentQuery = Static<typeof LottoAgentQuery>
export const LottoLobbyReply = Type.Object({
  error: Type.Integer(),
  message: Type.Optional(Type.String()),
  status: Type.Integer(),
  rounds: Type.Array(LottoRound),
  result: Type.Array(LottoResult),
  /** The server's clock, so countdowns do not trust the device's clock. */
  server_time: Timestamp,
})
export type LottoLobbyReply = Static<typeof LottoLobbyReply>

// GET /api/lotto/rounds?category_id=&agent_id=3 — a category's open rounds and those closed in the
// last 24 hours (all categories without category_id), by close time.
export const LottoRoundsQuery = Type.Object(
  { agent_id: Type.Optional(AgentId), category_id: Type.Optional(CategoryId) },
  { additionalProperties: false },
)
export type LottoRoundsQuery = Static<typeof LottoRoundsQuery>
export const LottoRoundsReply = Reply(Type.Array(LottoRound))
export type LottoRoundsReply = Static<typeof LottoRoundsReply>

// GET /api/lotto/round?round_id= — one round with what the slip needs.
export const LottoRoundQuery = Type.Object(
  { round_id: RowId, agent_id: Type.Optional(AgentId) },
  { additionalProperties: false },
)
export type LottoRoundQuery = Static<typeof LottoRoundQuery>
export const LottoRoundDetail = Type.Object({
  ...LottoRound.properties,
  bet_types: Type.Array(BetTypeOffer),
  limited: Type.Array(LimitedNumber),
  result: Type.Union([LottoResult, Type.Null()]),
  server_time: Timestamp,
})
export type LottoRoundDetail = Static<typeof LottoRoundDetail>
export const LottoRoundReply = Reply(LottoRoundDetail)
export type LottoRoundReply = Static<typeof LottoRoundReply>

// GET /api/lotto/result?round_id= — the round's result (NOT_FOUND with a Thai message before it is out).
export const LottoResultReply = Reply(LottoResult)
export type LottoResultReply = Static<typeof LottoResultReply>

// GET /api/lotto/results?agent_id=3&category_id=&date= — results, latest draw first.
export const LottoResultsQuery = Type.Object(
  {
    agent_id: Type.Optional(AgentId),
    category_id: Type.Optional(CategoryId),
    /** Draw day (Asia/Bangkok). */
    date: Type.Optional(DateOnly),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
)
export type LottoResultsQuery = Static<typeof LottoResultsQuery>
export const LottoResultsReply = Reply(
  Type.Object({
    items: Type.Array(LottoResult),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
  }),
)
export type LottoResultsReply = Static<typeof LottoResultsReply>

// GET /api/lotto/rule?round_id= — the round's rules in Thai (one paragraph each).
export const LottoRule = Type.Object({
  round_id: Type.Integer(),
  title: Type.String(),
  rules: Type.Array(Type.String()),
})
export const LottoRuleReply = Reply(LottoRule)
export type LottoRuleReply = Static<typeof LottoRuleReply>

// GET /api/lotto/rate?round_id= — rate per bet type, and the เลขอั้น that cut or close numbers.
export const LottoRate = Type.Object({
  round_id: Type.Integer(),
  rates: Type.Array(Type.Object({ bet_type: BetTypeSchema, name: Type.String(), rate: Type.Number() })),
  limited: Type.Array(LimitedNumber),
})
export const LottoRateReply = Reply(LottoRate)
export type LottoRateReply = Static<typeof LottoRateReply>

// GET /api/lotto/limit?round_id= — stake limits per line and per number, and the capped numbers.
export const LottoLimit = Type.Object({
  round_id: Type.Integer(),
  limits: Type.Array(
    Type.Object({
      bet_type: BetTypeSchema,
      name: Type.String(),
      min_amount: Type.Number(),
      max_amount: Type.Number(),
      max_per_number: Type.Number(),
    }),
  ),
  limited: Type.Array(LimitedNumber),
})
export const LottoLimitReply = Reply(LottoLimit)
export type LottoLimitReply = Static<typeof LottoLimitReply>

// GET /api/lotto/rates?category_id=&agent_id=3 — the rate table of each category (or of one).
export const LottoRatesQuery = Type.Object(
  { agent_id: Type.Optional(AgentId), category_id: Type.Optional(CategoryId) },
  { additionalProperties: false },
)
export type LottoRatesQuery = Static<typeof LottoRatesQuery>
export const LottoRateTable = Type.Object({
  category_id: Type.Integer(),
  category_code: CategoryCodeSchema,
  category_name: Type.String(),
  bet_types: Type.Array(BetTypeOffer),
})
export type LottoRateTable = Static<typeof LottoRateTable>
export const LottoRatesReply = Reply(Type.Array(LottoRateTable))
export type LottoRatesReply = Static<typeof LottoRatesReply>

// POST /api/lotto/bill/validate and /api/lotto/bill/create (Idempotency-Key) — the slip.
export const BillLineInput = Type.Object(
  {
    bet_type: BetTypeSchema,
    /** Digits as typed (checked by the server: a wrong length is verdict `bad_number`). */
    number: Type.String({ maxLength: 10 }),
    /** Baht per line (checked by the server: verdict `bad_amount`). */
    amount: Type.Number(),
  },
  { additionalProperties: false },
)
export type BillLineInput = Static<typeof BillLineInput>
export const BillBody = Type.Object(
  {
    agent_id: AgentId,
    round_id: RowId,
    lines: Type.Array(BillLineInput, { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false },
)
export type BillBody = Static<typeof BillBody>

export const BillCheckLine = Type.Object({
  bet_type: BetTypeSchema,
  name: Type.String(),
  number: Type.String(),
  amount: Type.Number(),
  /** The rate this line would get (a เลขอั้น `rate` cut shows here, verdict `reduced`); 0 if refused. */
  rate: Type.Number(),
  /** What it pays if it wins, baht. */
  payout: Type.Number(),
  verdict: LineVerdictSchema,
  /** Thai reason for anything but `ok`. */
  reason: Type.Union([Type.String(), Type.Null()]),
})
export type BillCheckLine = Static<typeof BillCheckLine>
export const BillCheck = Type.Object({
  round: LottoRound,
  lines: Type.Array(BillCheckLine),
  /** Sum of the lines' amounts, baht. */
  total: Type.Number(),
  /** Whether bill/create would accept every line (all `ok` or `reduced`). */
  ok: Type.Boolean(),
})
export type BillCheck = Static<typeof BillCheck>
export const BillCheckReply = Reply(BillCheck)
export type BillCheckReply = Static<typeof BillCheckReply>

export const LottoBill = Type.Object({
  id: Type.Integer(),
  round: LottoRound,
  status: BillStatusSchema,
  /** Baht staked (debited at creation). */
  total: Type.Number(),
  /** Baht paid for its winning lines (0 until settled). */
  payout: Type.Number(),
  line_count: Type.Integer(),
  created_at: Timestamp,
  settled_at: Type.Union([Timestamp, Type.Null()]),
  cancelled_at: Type.Union([Timestamp, Type.Null()]),
  /** Waiting and its round still open: bill/cancel refunds it. */
  can_cancel: Type.Boolean(),
})
export type LottoBill = Static<typeof LottoBill>
export const LottoBillReply = Reply(LottoBill)
export type LottoBillReply = Static<typeof LottoBillReply>

export const LottoBillLine = Type.Object({
  id: Type.Integer(),
  bet_type: BetTypeSchema,
  name: Type.String(),
  number: Type.String(),
  amount: Type.Number(),
  rate: Type.Number(),
  /** Rate cut by a เลขอั้น when the bill was made. */
  reduced: Type.Boolean(),
  /** Paid if it wins (amount × rate), baht. */
  potential_payout: Type.Number(),
  status: BillStatusSchema,
  /** Baht paid for this line (won lines only). */
  win_amount: Type.Number(),
})
export type LottoBillLine = Static<typeof LottoBillLine>
export const LottoBillDetail = Type.Object({
  ...LottoBill.properties,
  lines: Type.Array(LottoBillLine),
  result: Type.Union([LottoResult, Type.Null()]),
})
export type LottoBillDetail = Static<typeof LottoBillDetail>

// POST /api/lotto/bill/cancel (Idempotency-Key) — refunds the whole bill once, only while its round is open.
export const BillCancelBody = Type.Object(
  { agent_id: AgentId, bill_id: RowId },
  { additionalProperties: false },
)
export type BillCancelBody = Static<typeof BillCancelBody>

// GET /api/lotto/bill/list?agent_id=3&round_id=&status= — the member's bills, newest first.
export const BillListQuery = Type.Object(
  {
    agent_id: Type.Optional(AgentId),
    round_id: Type.Optional(RowId),
    status: Type.Optional(BillStatusSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
)
export type BillListQuery = Static<typeof BillListQuery>
export const BillListReply = Reply(
  Type.Object({
    items: Type.Array(LottoBill),
    total: Type.Integer(),
    page: Type.Integer(),
    page_size: Type.Integer(),
  }),
)
export type BillListReply = Static<typeof BillListReply>

// GET /api/lotto/bill/detail?bill_id=&agent_id=3 — one of the member's bills with its lines.
export const BillDetailQuery = Type.Object(
  { bill_id: RowId, agent_id: Type.Optional(AgentId) },
  { additionalProperties: false },
)
export type BillDetailQuery = Static<typeof BillDetailQuery>
export const BillDetailReply = Reply(LottoBillDetail)
export type BillDetailReply = Static<typeof BillDetailReply>
