import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { claimOffers } from './claim'
import { offerHistory } from './history'
import { enabledPrograms } from './programs'
import { winLoss } from './winloss'

/** Daily cashback, turnover return and the win/loss return (spec section 7 "Cashback"). */
export const cashbackRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'cashbackLossHistory', {
    handler: async ({ member, query }) => ({
      error: 0,
      data: await offerHistory(
        deps,
        member.memberId,
        query.period === 'weekly' ? 'weekly_loss' : 'daily_loss',
        query,
      ),
    }),
  })
  registerEndpoint(app, 'cashbackTurnoverHistory', {
    handler: async ({ member, query }) => ({
      error: 0,
      data: await offerHistory(deps, member.memberId, 'turnover', query),
    }),
  })
  registerEndpoint(app, 'cashbackLossClaim', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await claimOffers(deps, member.memberId, headers['idempotency-key'], body)),
  })
  registerEndpoint(app, 'cashbackPrograms', {
    handler: async () => ({ error: 0, data: await enabledPrograms(deps.db, deps.config.agentId) }),
  })
  registerEndpoint(app, 'cashbackWinLoss', {
    handler: async ({ member, query }) => {
      const data = await winLoss(deps, member.memberId, query)
      return data ? { error: 0, data } : { error: 1, message: 'วันที่ไม่ถูกต้อง' }
    },
  })
}
