import { type Static, Type } from 'typebox'
import { Reply, RowId, Timestamp } from './envelope'

const strict = { additionalProperties: false } as const

/** Every poll call carries the agent id (spec section 9: 3). */
export const PollQuery = Type.Object({
  poll_id: RowId,
  agent_id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
})
export type PollQuery = Static<typeof PollQuery>

export const PollChoice = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
})

export const PollConfig = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]),
  choices: Type.Array(PollChoice),
  /** Metadata: when voting opens and closes, the daily quota, the prize and (once set) the answer. */
  metadata: Type.Object({
    opens_at: Timestamp,
    closes_at: Timestamp,
    closed: Type.Boolean(),
    quota_per_day: Type.Integer(),
    prize_kind: Type.Union([Type.Literal('none'), Type.Literal('credit'), Type.Literal('points')]),
    /** Baht or points each winner gets. */
    prize_amount: Type.Number(),
    answer_choice_id: Type.Union([Type.Integer(), Type.Null()]),
  }),
})
export type PollConfig = Static<typeof PollConfig>
export const PollConfigReply = Reply(PollConfig)
export type PollConfigReply = Static<typeof PollConfigReply>

export const PollQuota = Type.Object({
  poll_id: Type.Integer(),
  /** Votes left today (Asia/Bangkok). */
  quota: Type.Integer(),
  used: Type.Integer(),
  /** The member's last vote (when the quota last changed), or null. */
  last_updated_quota: Type.Union([Timestamp, Type.Null()]),
  /**
   * The member's answer (the choice of their first vote), or null before it: one answer per poll,
   * further votes may only go to this choice.
   */
  choice_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Open and quota left today (for `choice_id` once the member has an answer). */
  can_vote: Type.Boolean(),
})
export type PollQuota = Static<typeof PollQuota>
export const PollQuotaReply = Reply(PollQuota)
export type PollQuotaReply = Static<typeof PollQuotaReply>

// GET /api/poll/quota/check — the quota with why the member cannot vote now (asked before a vote).
export const PollQuotaCheck = Type.Object({
  ...PollQuota.properties,
  /** Thai, when `can_vote` is false: not open yet, closed, or no votes left today; null otherwise. */
  reason: Type.Union([Type.String(), Type.Null()]),
})
export type PollQuotaCheck = Static<typeof PollQuotaCheck>
export const PollQuotaCheckReply = Reply(PollQuotaCheck)
export type PollQuotaCheckReply = Static<typeof PollQuotaCheckReply>

export const PollStats = Type.Object({
  poll_id: Type.Integer(),
  total_votes: Type.Integer(),
  choices: Type.Array(
    Type.Object({ choice_id: Type.Integer(), votes: Type.Integer(), percent: Type.Number() }),
  ),
})
export type PollStats = Static<typeof PollStats>
export const PollStatsReply = Reply(PollStats)
export type PollStatsReply = Static<typeof PollStatsReply>

// POST /api/poll/submit — one vote (poll_id, choice_id; agent_id too).
export const PollSubmitBody = Type.Object(
  {
    poll_id: RowId,
    choice_id: RowId,
    agent_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  },
  strict,
)
export type PollSubmitBody = Static<typeof PollSubmitBody>
export const PollSubmitReply = Reply(Type.Object({ quota: PollQuota, stats: PollStats }))
export type PollSubmitReply = Static<typeof PollSubmitReply>

// GET /api/poll/winners — once the answer is set: the members who chose it, masked.
export const PollWinnersReply = Reply(
  Type.Object({
    poll_id: Type.Integer(),
    answer_choice_id: Type.Integer(),
    winners: Type.Array(Type.Object({ name: Type.String(), paid: Type.Boolean() })),
  }),
)
export type PollWinnersReply = Static<typeof PollWinnersReply>

// POST /api/operator/poll/answer — the operator sets the answer; a prize poll's winners are paid by a job.
export const OperatorPollAnswerBody = Type.Object({ poll_id: RowId, choice_id: RowId }, strict)
export type OperatorPollAnswerBody = Static<typeof OperatorPollAnswerBody>
export const OperatorPollAnswerReply = Reply(
  Type.Object({ poll_id: Type.Integer(), answer_choice_id: Type.Integer(), winners: Type.Integer() }),
)
export type OperatorPollAnswerReply = Static<typeof OperatorPollAnswerReply>
