import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import { QuestKind } from './quests'
import { ShopItem } from './shop'
import { WheelPrizeKind } from './wheel'

/**
 * The marketing desk's calls for the extras (`/api/operator/{poll,quest,wheel,shop}/...`): every
 * poll, quest, wheel prize and point-shop item, turned off ones included, and saving them. Nothing a
 * member has used is ever deleted: a poll is closed, the others are turned off (`enabled: false`).
 * Amounts are plain numbers here and checked by the server (a Thai refusal, never rounded).
 */

const strict = { additionalProperties: false } as const
const Title = Type.String({ minLength: 1, maxLength: 120 })
const Description = Type.String({ maxLength: 1000 })
const Image = Type.Union([Type.String({ maxLength: 500 }), Type.Null()])
const Sort = Type.Integer({ minimum: 0, maximum: 10_000 })

// --- Polls ---

export const PollStatus = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('open'),
  Type.Literal('closed'),
  Type.Literal('answered'),
])
export type PollStatus = Static<typeof PollStatus>
export const PollPrizeKind = Type.Union([
  Type.Literal('none'),
  Type.Literal('credit'),
  Type.Literal('points'),
])

export const OperatorPoll = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  quota: Type.Integer(),
  opens_at: Timestamp,
  closes_at: Timestamp,
  /** scheduled (not open yet), open, closed (voting over, no answer yet), answered. */
  status: PollStatus,
  prize_kind: PollPrizeKind,
  /** Baht (credit) or points each winner gets; 0 for none. */
  prize_amount: Type.Number(),
  answer_choice_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Members who answered (one answer each: their first vote). */
  voters: Type.Integer(),
  choices: Type.Array(
    Type.Object({
      id: Type.Integer(),
      label: Type.String(),
      image: Type.Union([Type.String(), Type.Null()]),
      /** Members whose answer is this choice. */
      voters: Type.Integer(),
    }),
  ),
})
export type OperatorPoll = Static<typeof OperatorPoll>

// GET /api/operator/poll/list — every poll, newest first.
export const OperatorPollsReply = Reply(Type.Array(OperatorPoll))
export type OperatorPollsReply = Static<typeof OperatorPollsReply>

// POST /api/operator/poll/save — a new poll (no poll_id) or changes to one not answered yet. Once a
// member has voted its choices and prize stay as they are (a choice keeps its id when sent with it).
export const OperatorPollSaveBody = Type.Object(
  {
    poll_id: Type.Optional(RowId),
    title: Title,
    description: Description,
    image: Type.Optional(Image),
    quota: Type.Integer({ minimum: 1, maximum: 100 }),
    opens_at: Timestamp,
    closes_at: Timestamp,
    prize_kind: PollPrizeKind,
    prize_amount: Type.Number(),
    choices: Type.Array(
      Type.Object(
        {
          id: Type.Optional(RowId),
          label: Type.String({ minLength: 1, maxLength: 80 }),
          image: Type.Optional(Image),
        },
        strict,
      ),
      { minItems: 2, maxItems: 10 },
    ),
  },
  strict,
)
export type OperatorPollSaveBody = Static<typeof OperatorPollSaveBody>
export const OperatorPollReply = Reply(OperatorPoll)
export type OperatorPollReply = Static<typeof OperatorPollReply>

// POST /api/operator/poll/close — stop voting now (the answer is set later with poll/answer).
export const OperatorPollCloseBody = Type.Object({ poll_id: RowId }, strict)
export type OperatorPollCloseBody = Static<typeof OperatorPollCloseBody>

// --- Quests ---

export const OperatorQuest = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  period: Type.Union([Type.Literal('daily'), Type.Literal('weekly')]),
  kind: QuestKind,
  /** Baht for 'deposit' and 'bet_total'; a count (bets, games, days) otherwise. */
  target: Type.Number(),
  reward_kind: Type.Union([Type.Literal('credit'), Type.Literal('points')]),
  /** Baht (credit, into the bonus wallet) or points. */
  reward: Type.Number(),
  turnover_multiple: Type.Integer(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  /** Rewards claimed in the current period, and ever. */
  claims_now: Type.Integer(),
  claims: Type.Integer(),
})
export type OperatorQuest = Static<typeof OperatorQuest>

// GET /api/operator/quest/list — every quest, daily first.
export const OperatorQuestsReply = Reply(Type.Array(OperatorQuest))
export type OperatorQuestsReply = Static<typeof OperatorQuestsReply>

// POST /api/operator/quest/save — a new quest (no quest_id) or changes; once a reward was claimed
// its period and kind stay (a claim is once per period).
export const OperatorQuestSaveBody = Type.Object(
  {
    quest_id: Type.Optional(RowId),
    title: Title,
    description: Description,
    period: Type.Union([Type.Literal('daily'), Type.Literal('weekly')]),
    kind: QuestKind,
    target: Type.Number(),
    reward_kind: Type.Union([Type.Literal('credit'), Type.Literal('points')]),
    reward: Type.Number(),
    turnover_multiple: Type.Integer({ minimum: 0, maximum: 100 }),
    sort: Type.Optional(Sort),
    enabled: Type.Boolean(),
  },
  strict,
)
export type OperatorQuestSaveBody = Static<typeof OperatorQuestSaveBody>
export const OperatorQuestReply = Reply(OperatorQuest)
export type OperatorQuestReply = Static<typeof OperatorQuestReply>

// --- Wheel prizes ---

export const OperatorWheelPrize = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  kind: WheelPrizeKind,
  /** Baht (credit) or points; 0 for none. */
  amount: Type.Number(),
  weight: Type.Integer(),
  color: Type.String(),
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  /** Percent a spin lands here now (weight / sum of the enabled weights), 0 when turned off. */
  chance: Type.Number(),
  /** Spins that landed here. */
  wins: Type.Integer(),
})
export type OperatorWheelPrize = Static<typeof OperatorWheelPrize>

// GET /api/operator/wheel/prizes — every prize in wheel order, and the sum of the enabled weights.
export const OperatorWheelPrizesReply = Reply(
  Type.Object({
    prizes: Type.Array(OperatorWheelPrize),
    total_weight: Type.Integer(),
    cost_points: Type.Integer(),
  }),
)
export type OperatorWheelPrizesReply = Static<typeof OperatorWheelPrizesReply>

// POST /api/operator/wheel/prize — a new prize (no prize_id) or changes; the wheel keeps 1 to 16
// enabled prizes, each weight a whole number from 1. Spins already made keep the table they drew from.
export const OperatorWheelPrizeBody = Type.Object(
  {
    prize_id: Type.Optional(RowId),
    label: Type.String({ minLength: 1, maxLength: 40 }),
    kind: WheelPrizeKind,
    amount: Type.Number(),
    weight: Type.Number(),
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$' }),
    sort: Type.Optional(Sort),
    enabled: Type.Boolean(),
  },
  strict,
)
export type OperatorWheelPrizeBody = Static<typeof OperatorWheelPrizeBody>

export const OperatorWheelPrizeReply = Reply(
  Type.Object({
    /** The prize saved. */
    prize_id: Type.Integer(),
    prizes: Type.Array(OperatorWheelPrize),
    total_weight: Type.Integer(),
    cost_points: Type.Integer(),
  }),
)
export type OperatorWheelPrizeReply = Static<typeof OperatorWheelPrizeReply>

// --- Point-shop items ---

export const OperatorShopItem = Type.Object({
  ...ShopItem.properties,
  sort: Type.Integer(),
  enabled: Type.Boolean(),
  /** Units redeemed by all members, and orders of an operator item still waiting to be sent. */
  redeemed: Type.Integer(),
  pending: Type.Integer(),
})
export type OperatorShopItem = Static<typeof OperatorShopItem>

// GET /api/operator/shop/items — every item, turned off ones included, in display order.
export const OperatorShopItemsReply = Reply(Type.Array(OperatorShopItem))
export type OperatorShopItemsReply = Static<typeof OperatorShopItemsReply>

// POST /api/operator/shop/item answers the saved item like the list.
export const OperatorShopItemReply = Reply(OperatorShopItem)
export type OperatorShopItemReply = Static<typeof OperatorShopItemReply>
