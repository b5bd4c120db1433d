import type {
  AgentBanksReply,
  AgentBody,
  AgentCodeQuery,
  AgentConfigReply,
  AgentTrueMoneyReply,
  AgentValidateQuery,
  AgentValidateReply,
  BannersReply,
  EventsReply,
  NotificationsReply,
} from '../agent'
import { publicGet, publicPost, sharedGet } from '../endpoint'

// Agent content.
export const agentConfig = publicPost<AgentConfigReply, AgentBody>('agent/config', 'agent')
export const agentBanks = publicPost<AgentBanksReply, AgentBody>('agent/bank_accounts', 'agent')
export const agentTrueMoney = publicPost<AgentTrueMoneyReply, AgentBody>('agent/true_money_accounts', 'agent')
export const agentValidate = publicGet<AgentValidateReply, AgentValidateQuery>('agent/validate', 'agent')
export const notifications = publicGet<NotificationsReply>('notifications', 'agent')
export const banners = sharedGet<BannersReply, AgentCodeQuery>('banner', 'agent')
export const events = publicGet<EventsReply, AgentCodeQuery>('event/list', 'agent')
