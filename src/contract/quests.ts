import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'
import { Wallet } from './wallet'

const strict = { additionalProperties: false } as const

/** What a quest counts in its period (money kinds in baht on the wire, the others as counts). */
export const QuestKind = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('bet_total'),
  Type.Literal('lotto_count'),
  Type.Literal('distinct_games'),
  Type.Literal('login_streak'),
])
export type QuestKind = Static<typeof QuestKind>

export const Quest = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  period: Type.Union([Type.Literal('daily'), Type.Literal('weekly')]),
  kind: QuestKind,
  /** Baht for 'deposit' and 'bet_total'; a count (bets, games, days) otherwise. */
  target: Type.Number(),
  progress: Type.Number(),
  done: Type.Boolean(),
  claimed: Type.Boolean(),
  reward_kind: Type.Union([Type.Literal('credit'), Type.Literal('points')]),
  /** Baht (credit, into the bonus wallet) or points. */
  reward: Type.Number(),
  turnover_multiple: Type.Integer(),
  /** When this period ends and the quest starts again (Asia/Bangkok midnight / Monday). */
  resets_at: Timestamp,
})
export type Quest = Static<typeof Quest>

// GET /api/quest/list — the daily and weekly quests with the member's progress.
export const QuestListReply = Reply(Type.Array(Quest))
export type QuestListReply = Static<typeof QuestListReply>

// POST /api/quest/redeem (Idempotency-Key) — claim a finished quest's reward, once per period.
export const QuestRedeemBody = Type.Object({ quest_id: RowId }, strict)
export type QuestRedeemBody = Static<typeof QuestRedeemBody>
export const QuestRedeemReply = Reply(
  Type.Object({ quest: Quest, wallets: Type.Array(Wallet), points: Type.Integer() }),
  { point: Type.Optional(Type.Integer()) },
)
export type QuestRedeemReply = Static<typeof QuestRedeemReply>

// POST /api/event/quest — the quest an event of the event dialog carries.
export const EventQuestBody = Type.Object({ event_id: RowId }, strict)
export type EventQuestBody = Static<typeof EventQuestBody>
export const EventQuestReply = Reply(Quest)
export type EventQuestReply = Static<typeof EventQuestReply>
