import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { shopCalc, shopHistory, shopList, shopRedeem } from './service'

export const shopRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'redemptionList', {
    handler: async ({ member }) => {
      const { items, points } = await shopList(deps, member.memberId)
      return { error: 0, point: points, data: items }
    },
  })
  registerEndpoint(app, 'redemptionCalc', {
    handler: async ({ member, body }) => toEnvelope(await shopCalc(deps, member.memberId, body)),
  })
  registerEndpoint(app, 'redemptionRedeem', {
    handler: async ({ member, body, headers }) => {
      const result = await shopRedeem(deps, member.memberId, headers['idempotency-key'], body)
      return result.ok ? { error: 0, point: result.value.points, data: result.value } : toEnvelope(result)
    },
  })
  registerEndpoint(app, 'redemptionHistory', {
    handler: async ({ member }) => ({ error: 0, data: await shopHistory(deps.db, member.memberId) }),
  })
}
