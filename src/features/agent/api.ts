import { AGENT_CODE } from '../../config'
import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'
import { quietly } from '../../lib/api-errors'

// Agent and content calls (spec section 8): catch errors, log the message and return nothing.
const body = { agent_code: AGENT_CODE }
const query = { agent_code: AGENT_CODE }

export const getAgentConfig = async () =>
  (await quietly(call(endpoints.agentConfig, { body }), 'agent/config'))?.data

export const getNotifications = async () =>
  (await quietly(call(endpoints.notifications), 'notifications'))?.data

export const getBanners = async () => (await quietly(call(endpoints.banners, { query }), 'banner'))?.data

export const getEvents = async () => (await quietly(call(endpoints.events, { query }), 'event/list'))?.data
