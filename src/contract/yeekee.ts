import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import { DateOnly, DrawNumbersSchema, LottoRound } from './lotto'

/**
 * Yeekee (ยี่กี): 88 rounds a day, bets through the usual bill calls, and a result made from
 * members' shots and the round's committed seed: the sum of all shots minus the shot at position 16
 * counted from the newest, plus the number drawn from the seed (yeekee-rules.ts). Shooting stays
 * open 2 minutes after betting closes.
 */

const AgentId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 })

/** One shot as every member sees it. */
export const YeekeeShot = Type.Object({
  /** The server's order (a database sequence): larger is newer, total across instances. */
  id: Type.Integer(),
  round_id: Type.Integer(),
  /** 5 digits, 00000-99999. */
  number: Type.String(),
  /** Masked ('08****1234'). */
  username: Type.String(),
  shot_at: Timestamp,
  /** This member's own shot (only when the call carries their session). */
  mine: Type.Boolean(),
})
export type YeekeeShot = Static<typeof YeekeeShot>

// POST /api/lotto/yeekee/shoot_number — any logged-in member, free, a short cooldown per member.
export const YeekeeShootBody = Type.Object(
  {
    round_id: RowId,
    /** Checked by the server: 5 digits (a Thai refusal otherwise). */
    number: Type.String({ maxLength: 10 }),
    agent_id: Type.Optional(AgentId),
  },
  { additionalProperties: false },
)
export type YeekeeShootBody = Static<typeof YeekeeShootBody>
export const YeekeeShootReply = Reply(YeekeeShot)
export type YeekeeShootReply = Static<typeof YeekeeShootReply>

/** A Yeekee round with its shooting close and the running count and sum of shots. */
export const YeekeeRound = Type.Object({
  ...LottoRound.properties,
  /** Shooting closes here (close_at + 2 minutes); the result follows. */
  shoot_close_at: Timestamp,
  shot_count: Type.Integer(),
  /** Sum of all shots so far (a decimal string: it can exceed 2^53 in theory). */
  shot_sum: Type.String(),
  /** Distinct members who shot so far: the round needs YEEKEE_MIN_SHOOTERS of them. */
  shooter_count: Type.Integer(),
  /**
   * The commitment: hex SHA-256 of the round's secret seed, published from the round's creation
   * (null only for rounds made before seeds existed).
   */
  seed_hash: Type.Union([Type.String(), Type.Null()]),
})
export type YeekeeRound = Static<typeof YeekeeRound>

// GET /api/lotto/yeekee/list?date= — a Bangkok day's rounds (default: the rounds around now).
export const YeekeeListQuery = Type.Object(
  { agent_id: Type.Optional(AgentId), date: Type.Optional(DateOnly) },
  { additionalProperties: false },
)
export type YeekeeListQuery = Static<typeof YeekeeListQuery>
/** `server_time`: the server's clock, so the list's countdowns do not trust the device's clock. */
export const YeekeeListReply = Reply(Type.Array(YeekeeRound), { server_time: Type.Optional(Timestamp) })
export type YeekeeListReply = Static<typeof YeekeeListReply>

/** How a resulted round's numbers came out, for anyone to recompute. */
export const YeekeeArithmetic = Type.Object({
  sum: Type.String(),
  /** The shot at position 16 counted from the newest. */
  shot16: Type.String(),
  shot16_id: Type.Integer(),
  /** The round's secret seed, revealed after shooting closed (null: a round from before seeds). */
  seed: Type.Union([Type.String(), Type.Null()]),
  /** 5 digits drawn from the seed (yeekee-rules.ts `yeekeeSeedNumber`; '00000' without a seed). */
  seed_number: Type.String(),
  /** sum − shot16 + seed_number. */
  value: Type.String(),
  numbers: DrawNumbersSchema,
})
export type YeekeeArithmetic = Static<typeof YeekeeArithmetic>

// GET /api/lotto/yeekee/lists?round_id= — the round and every shot, newest first (position 1 first).
export const YeekeeListsQuery = Type.Object(
  { round_id: RowId, agent_id: Type.Optional(AgentId) },
  { additionalProperties: false },
)
export type YeekeeListsQuery = Static<typeof YeekeeListsQuery>
/** The bonus decided at a round's result for the shooter of position 1 or 16 (newest first). */
export const YeekeeBonus = Type.Object({
  /** 1 or 16. */
  position: Type.Integer(),
  shot_id: Type.Integer(),
  /** Masked, as on the board. */
  username: Type.String(),
  /** Baht: the operator's bonus for this position at the result. */
  amount: Type.Number(),
  /** Credited to the shooter's main wallet; false when they had no bill in the round (not paid). */
  paid: Type.Boolean(),
})
export type YeekeeBonus = Static<typeof YeekeeBonus>

// GET /api/lotto/yeekee/shots?round_id=&before_id= — every shot of a round, newest first, a page at a
// time (the board carries the newest 5,000): what the audit and its CSV download read.
export const YeekeeShotsQuery = Type.Object(
  {
    round_id: RowId,
    /** Shots older than this id (the previous page's `next_before_id`); none = from the newest. */
    before_id: Type.Optional(Type.Integer({ minimum: 1 })),
    agent_id: Type.Optional(AgentId),
  },
  { additionalProperties: false },
)
export type YeekeeShotsQuery = Static<typeof YeekeeShotsQuery>
export const YeekeeShotsPage = Type.Object({
  shots: Type.Array(YeekeeShot),
  /** Pass it as `before_id` for the next page; null on the last page. */
  next_before_id: Type.Union([Type.Integer(), Type.Null()]),
})
export type YeekeeShotsPage = Static<typeof YeekeeShotsPage>
export const YeekeeShotsReply = Reply(YeekeeShotsPage)
export type YeekeeShotsReply = Static<typeof YeekeeShotsReply>

export const YeekeeBoard = Type.Object({
  round: YeekeeRound,
  shots: Type.Array(YeekeeShot),
  /** Null until the result (and on a void round: fewer than 20 members shot). */
  result: Type.Union([YeekeeArithmetic, Type.Null()]),
  /** The position 1 and 16 bonuses of a resulted round; null when none (bonus off, not resulted, void). */
  bonus: Type.Optional(Type.Union([Type.Array(YeekeeBonus), Type.Null()])),
  server_time: Timestamp,
})
export type YeekeeBoard = Static<typeof YeekeeBoard>
export const YeekeeListsReply = Reply(YeekeeBoard)
export type YeekeeListsReply = Static<typeof YeekeeListsReply>

/**
 * The operator's Yeekee bonus (GET /api/operator/lotto/yeekee/bonus; POST .../bonus/set, audited):
 * baht for the shooter of position 1 and of position 16 at each result, paid once into the main
 * wallet when that member bet in the round. 0 = off (the default).
 */
export const YeekeeBonusSetting = Type.Object(
  {
    position_1: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    position_16: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  },
  { additionalProperties: false },
)
export type YeekeeBonusSetting = Static<typeof YeekeeBonusSetting>
export const YeekeeBonusSettingReply = Reply(YeekeeBonusSetting)
export type YeekeeBonusSettingReply = Static<typeof YeekeeBonusSettingReply>
