import { type Static, Type } from 'typebox'
import { Reply } from './envelope'

export const AgentInfo = Type.Object({
  agent_logo: Type.String(),
  line_admin_url: Type.String(),
  line_contact_url: Type.String(),
})

export const AgentConfig = Type.Object({
  agent_code: Type.String(),
  agent_id: Type.Integer(),
  name: Type.String(),
  info: AgentInfo,
})
export type AgentConfig = Static<typeof AgentConfig>

// POST /api/agent/config
export const AgentConfigReply = Reply(AgentConfig)
export type AgentConfigReply = Static<typeof AgentConfigReply>

export const AgentBank = Type.Object({
  id: Type.Integer(),
  bank_code: Type.String(),
  bank_name: Type.String(),
  account_no: Type.String(),
  account_name: Type.String(),
})
export type AgentBank = Static<typeof AgentBank>
// POST /api/agent/bank_accounts
export const AgentBanksReply = Reply(Type.Array(AgentBank))
export type AgentBanksReply = Static<typeof AgentBanksReply>

export const AgentTrueMoney = Type.Object({
  id: Type.Integer(),
  phone: Type.String(),
  account_name: Type.String(),
})
export type AgentTrueMoney = Static<typeof AgentTrueMoney>
// POST /api/agent/true_money_accounts
export const AgentTrueMoneyReply = Reply(Type.Array(AgentTrueMoney))
export type AgentTrueMoneyReply = Static<typeof AgentTrueMoneyReply>

// GET /api/agent/validate?code=
export const AgentValidateQuery = Type.Object({ code: Type.String({ minLength: 1, maxLength: 32 }) })
export type AgentValidateQuery = Static<typeof AgentValidateQuery>
export const AgentValidateReply = Reply(Type.Object({ agent_code: Type.String(), agent_id: Type.Integer() }))
export type AgentValidateReply = Static<typeof AgentValidateReply>

/** Type 1 notifications are the important announcements; the others are general news. */
export const Notification = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  image: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  /** Plain text; never rendered as HTML. */
  description: Type.String(),
})
export type Notification = Static<typeof Notification>
// GET /api/notifications
export const NotificationsReply = Reply(Type.Array(Notification))
export type NotificationsReply = Static<typeof NotificationsReply>

export const AgentCodeQuery = Type.Object({ agent_code: Type.String({ minLength: 1, maxLength: 32 }) })
export type AgentCodeQuery = Static<typeof AgentCodeQuery>

export const Banner = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  /** Who it speaks to: everyone, visitors only (a call to join) or members only. */
  audience: Type.Optional(Type.Union([Type.Literal('all'), Type.Literal('visitor'), Type.Literal('member')])),
  /** The promotion it offers: hidden from a member who can no longer take it (promotion/list). */
  promotion_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
})
export type Banner = Static<typeof Banner>
// GET /api/banner?agent_code=
export const BannersReply = Reply(Type.Array(Banner))
export type BannersReply = Static<typeof BannersReply>

export const EventItem = Type.Object({
  id: Type.Integer(),
  image: Type.String(),
  title: Type.String(),
  /**
   * What the image opens (issue 13): a poll (`/poll/{id}`), a quest (event/quest), a page of the site
   * (`link`, a path such as the wheel's `/member/wheel`), or none of them (`/poll/1`).
   */
  poll_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  quest_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  link: Type.Optional(Type.Union([Type.String({ pattern: '^/' }), Type.Null()])),
})
export type EventItem = Static<typeof EventItem>
// GET /api/event/list?agent_code=
export const EventsReply = Reply(Type.Array(EventItem))
export type EventsReply = Static<typeof EventsReply>

/** Body of the agent POST calls: the site may name its agent; nothing else is accepted. */
export const AgentBody = Type.Object(
  { agent_code: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) },
  { additionalProperties: false },
)
export type AgentBody = Static<typeof AgentBody>
