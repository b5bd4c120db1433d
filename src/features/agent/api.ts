import { AGENT_CODE } from '../../config'
import type {
  AgentBanksReply,
  AgentConfigReply,
  AgentTrueMoneyReply,
  AgentValidateReply,
  BannersReply,
  EventsReply,
  NotificationsReply,
} from '../../contract/agent'
import { apiGet, apiPost } from '../../lib/api-client'
import { quietly } from '../../lib/api-errors'

// Agent and content calls (spec section 8): catch errors, log the message and return nothing.
const body = { agent_code: AGENT_CODE }
const query = { agent_code: AGENT_CODE }

export const getAgentConfig = async () =>
  (await quietly(apiPost<AgentConfigReply>('agent/config', { area: 'agent', body }), 'agent/config'))?.data

export const getAgentBanks = async () =>
  (
    await quietly(
      apiPost<AgentBanksReply>('agent/bank_accounts', { area: 'agent', body }),
      'agent/bank_accounts',
    )
  )?.data

export const getAgentTrueMoney = async () =>
  (
    await quietly(
      apiPost<AgentTrueMoneyReply>('agent/true_money_accounts', { area: 'agent', body }),
      'agent/true_money_accounts',
    )
  )?.data

export const validateAgent = async (code: string = AGENT_CODE) =>
  (
    await quietly(
      apiGet<AgentValidateReply>('agent/validate', { area: 'agent', query: { code } }),
      'agent/validate',
    )
  )?.data

export const getNotifications = async () =>
  (await quietly(apiGet<NotificationsReply>('notifications', { area: 'agent' }), 'notifications'))?.data

export const getBanners = async () =>
  (await quietly(apiGet<BannersReply>('banner', { area: 'agent', query }), 'banner'))?.data

export const getEvents = async () =>
  (await quietly(apiGet<EventsReply>('event/list', { area: 'agent', query }), 'event/list'))?.data
