import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { refuse, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { billDetail, listBills } from './bill-read'
import { cancelBill, createBill, validateBill } from './bills'
import {
  lobby,
  roundDetail,
  roundLimit,
  roundRate,
  roundResult,
  roundRule,
  roundsOf,
  wrongAgent,
} from './lobby'
import { LOTTO_MESSAGES as M } from './messages'
import { rateTables } from './rates'
import { listResults } from './results'
import { registerYeekeeRoutes } from './yeekee-routes'

const agentRefusal = toEnvelope(refuse(M.agentNotFound, ErrorCode.NOT_FOUND))

/** The lottery's member and public calls (src/contract/endpoints/lotto.ts). */
export const lottoRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'lottoLobby', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id)
        ? {
            ...agentRefusal,
            status: ErrorCode.NOT_FOUND,
            rounds: [],
            result: [],
            server_time: deps.clock.now().toISOString(),
          }
        : lobby(deps),
  })
  registerEndpoint(app, 'lottoRounds', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id)
        ? agentRefusal
        : { error: 0, data: await roundsOf(deps, query.category_id) },
  })
  registerEndpoint(app, 'lottoRound', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id) ? agentRefusal : toEnvelope(await roundDetail(deps, query.round_id)),
  })
  registerEndpoint(app, 'lottoResult', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id) ? agentRefusal : toEnvelope(await roundResult(deps, query.round_id)),
  })
  registerEndpoint(app, 'lottoResults', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id) ? agentRefusal : { error: 0, data: await listResults(deps, query) },
  })
  registerEndpoint(app, 'lottoRule', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id) ? agentRefusal : toEnvelope(await roundRule(deps, query.round_id)),
  })
  registerEndpoint(app, 'lottoRate', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id) ? agentRefusal : toEnvelope(await roundRate(deps, query.round_id)),
  })
  registerEndpoint(app, 'lottoLimit', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id) ? agentRefusal : toEnvelope(await roundLimit(deps, query.round_id)),
  })
  registerEndpoint(app, 'lottoRates', {
    handler: async ({ query }) =>
      wrongAgent(deps, query.agent_id)
        ? agentRefusal
        : { error: 0, data: await rateTables(deps.db, query.category_id) },
  })
  registerEndpoint(app, 'lottoBillValidate', {
    handler: async ({ member, body }) => toEnvelope(await validateBill(deps, member.memberId, body)),
  })
  registerEndpoint(app, 'lottoBillCreate', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await createBill(deps, member, body, headers['idempotency-key'])),
  })
  registerEndpoint(app, 'lottoBillCancel', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await cancelBill(deps, member.memberId, body, headers['idempotency-key'])),
  })
  registerEndpoint(app, 'lottoBillList', {
    handler: async ({ member, query }) =>
      wrongAgent(deps, query.agent_id)
        ? agentRefusal
        : { error: 0, data: await listBills(deps, member.memberId, query) },
  })
  registerEndpoint(app, 'lottoBillDetail', {
    handler: async ({ member, query }) =>
      wrongAgent(deps, query.agent_id)
        ? agentRefusal
        : toEnvelope(await billDetail(deps, member.memberId, query.bill_id)),
  })
  registerYeekeeRoutes(app, deps)
}
