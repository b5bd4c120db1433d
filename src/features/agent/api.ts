import { AGENT_CODE } from '../../config'
import * as endpoints from '../../contract/endpoints'
import { ApiError, call } from '../../lib/api-client'
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

/** POST agent/bank_accounts: the agent's bank accounts members transfer to. */
export const getAgentBanks = async () =>
  (await quietly(call(endpoints.agentBanks, { body }), 'agent/bank_accounts'))?.data

/** POST agent/true_money_accounts: the agent's TrueMoney wallets. */
export const getAgentTrueMoney = async () =>
  (await quietly(call(endpoints.agentTrueMoney, { body }), 'agent/true_money_accounts'))?.data

/** ErrorCode.NOT_FOUND of the contract (kept here so the first screen ships no contract runtime). */
const NOT_FOUND = 2

/**
 * GET agent/validate?code=: whether the server knows this site's agent code. `false` only when the
 * server says it does not (NOT_FOUND); `undefined` when the call failed (logged: nothing to tell).
 */
export const checkAgentCode = async () =>
  quietly(
    call(endpoints.agentValidate, { query: { code: AGENT_CODE } }).then(
      () => true,
      (error: unknown) => {
        // HTTP 200 with NOT_FOUND is the server's answer; a 404 is a server without this call.
        if (error instanceof ApiError && error.code === NOT_FOUND && error.status === 200) {
          console.error('agent/validate:', AGENT_CODE, error.message)
          return false
        }
        throw error
      },
    ),
    'agent/validate',
  )
