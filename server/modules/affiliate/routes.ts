import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { AFFILIATE_MESSAGES } from './messages'
import { affiliateConfigToWire, affiliateProgramOf } from './program'
import { network, summary, transactionsByDay, transactionsByLevel } from './reads'
import { redeemCommission } from './redeem'

/** Referrals (spec section 7 "Wallet and affiliate"): every call names the agent (agent_id 3). */
export const affiliateRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  const wrongAgent = { error: ErrorCode.NOT_FOUND, message: AFFILIATE_MESSAGES.wrongAgent }
  const isOurs = (agentId: number) => agentId === deps.config.agentId

  registerEndpoint(app, 'affiliateConfigs', {
    handler: async ({ query }) =>
      isOurs(query.agent_id)
        ? { error: 0, data: affiliateConfigToWire(await affiliateProgramOf(deps.db, deps.config.agentId)) }
        : wrongAgent,
  })
  registerEndpoint(app, 'affiliateNetwork', {
    handler: async ({ member, body }) =>
      isOurs(body.agent_id) ? { error: 0, data: await network(deps, member.memberId, body) } : wrongAgent,
  })
  registerEndpoint(app, 'affiliateTransactions', {
    handler: async ({ member, query }) =>
      isOurs(query.agent_id)
        ? { error: 0, data: await transactionsByDay(deps, member.memberId, query.page, query.page_size) }
        : wrongAgent,
  })
  registerEndpoint(app, 'affiliateTransactionsV2', {
    handler: async ({ member, query }) =>
      isOurs(query.agent_id)
        ? { error: 0, data: await transactionsByLevel(deps, member.memberId, query.page, query.page_size) }
        : wrongAgent,
  })
  registerEndpoint(app, 'affiliateSummary', {
    handler: async ({ member, query }) =>
      isOurs(query.agent_id) ? { error: 0, data: await summary(deps, member.memberId) } : wrongAgent,
  })
  registerEndpoint(app, 'affiliateRedeem', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await redeemCommission(deps, member.memberId, headers['idempotency-key'], body.agent_id)),
  })
}
