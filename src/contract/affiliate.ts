import { type Static, Type } from 'typebox'
import { Reply, Timestamp } from './envelope'
import { Wallet } from './wallet'

const strict = { additionalProperties: false } as const
const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })
/** Every affiliate call carries the agent id (spec section 9: 3); another agent is refused in Thai. */
const AgentId = Type.Integer({ minimum: 0, maximum: 2_147_483_647 })

export const AgentQuery = Type.Object({ agent_id: AgentId })
export type AgentQuery = Static<typeof AgentQuery>
export const AgentBody = Type.Object({ agent_id: AgentId }, strict)
export type AgentBody = Static<typeof AgentBody>
export const AgentPageQuery = Type.Object({
  agent_id: AgentId,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
})
export type AgentPageQuery = Static<typeof AgentPageQuery>

// GET /api/affiliate/v2/configs?agent_id=3
export const AffiliateConfig = Type.Object({
  enabled: Type.Boolean(),
  /** What commission is a share of: the referred members' turnover or their net loss. */
  base: Type.Union([Type.Literal('turnover'), Type.Literal('net_loss')]),
  /** Level 1 = your own referrals; rate in percent. */
  levels: Type.Array(Type.Object({ level: Type.Integer(), rate: Type.Number() })),
  /** The smallest amount that can be moved to the main wallet (baht). */
  min_redeem: Type.Number(),
})
export type AffiliateConfig = Static<typeof AffiliateConfig>
export const AffiliateConfigReply = Reply(AffiliateConfig)
export type AffiliateConfigReply = Static<typeof AffiliateConfigReply>

// POST /api/affiliate/network { agent_id, level? }
export const NetworkBody = Type.Object(
  {
    agent_id: AgentId,
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  strict,
)
export type NetworkBody = Static<typeof NetworkBody>
/** A member of the network: only masked fields (never an id, a full phone or a full name). */
export const NetworkMember = Type.Object({
  level: Type.Integer(),
  /** 08x-xxx-1234 */
  phone: Type.String(),
  /** The first name's first letters, the rest masked. */
  name: Type.String(),
  joined_at: Timestamp,
  /** Played in the last 7 Bangkok days. */
  active: Type.Boolean(),
  /** Commission this member earned you, all time (baht). */
  commission: Type.Number(),
})
export type NetworkMember = Static<typeof NetworkMember>
export const Network = Type.Object({
  /** Members per level (all levels of the programme). */
  levels: Type.Array(Type.Object({ level: Type.Integer(), count: Type.Integer(), active: Type.Integer() })),
  items: Type.Array(NetworkMember),
  total: Type.Integer(),
})
export type Network = Static<typeof Network>
export const NetworkReply = Reply(Network)
export type NetworkReply = Static<typeof NetworkReply>

// GET /api/affiliate/transactions: commission per day (and moves to the wallet)
export const AffiliateDay = Type.Object({
  day: Day,
  amount: Type.Number(),
  /** Already moved to the main wallet. */
  redeemed: Type.Boolean(),
})
export const AffiliateRedeem = Type.Object({
  id: Type.Integer(),
  amount: Type.Number(),
  created_at: Timestamp,
})
export type AffiliateRedeem = Static<typeof AffiliateRedeem>
export const AffiliateTransactions = Type.Object({
  days: Type.Array(AffiliateDay),
  redeems: Type.Array(AffiliateRedeem),
  total: Type.Integer(),
})
export type AffiliateTransactions = Static<typeof AffiliateTransactions>
export const AffiliateTransactionsReply = Reply(AffiliateTransactions)
export type AffiliateTransactionsReply = Static<typeof AffiliateTransactionsReply>

// GET /api/affiliate/v2/transactions: commission per day and level
export const CommissionRow = Type.Object({
  day: Day,
  level: Type.Integer(),
  /** Referred members who played that day at that level. */
  members: Type.Integer(),
  base: Type.Number(),
  rate: Type.Number(),
  amount: Type.Number(),
  redeemed: Type.Boolean(),
})
export type CommissionRow = Static<typeof CommissionRow>
export const CommissionPage = Type.Object({ items: Type.Array(CommissionRow), total: Type.Integer() })
export const CommissionReply = Reply(CommissionPage)
export type CommissionReply = Static<typeof CommissionReply>

// GET /api/affiliate/summary?agent_id=3
export const AffiliateSummary = Type.Object({
  /** Today so far (an estimate from today's play; booked after the Bangkok day ends). */
  today: Type.Number(),
  /** Booked this Bangkok month plus today's estimate. */
  month: Type.Number(),
  /** Booked and not yet moved: what "ถอนเข้ากระเป๋า" moves now. */
  withdrawable: Type.Number(),
  total_earned: Type.Number(),
  min_redeem: Type.Number(),
  referrals: Type.Integer(),
})
export type AffiliateSummary = Static<typeof AffiliateSummary>
export const AffiliateSummaryReply = Reply(AffiliateSummary)
export type AffiliateSummaryReply = Static<typeof AffiliateSummaryReply>

// POST /api/affiliate/redeem { agent_id } (Idempotency-Key): all withdrawable commission -> main wallet
export const AffiliateRedeemReply = Reply(
  Type.Object({ redeem: AffiliateRedeem, wallets: Type.Array(Wallet) }),
)
export type AffiliateRedeemReply = Static<typeof AffiliateRedeemReply>
