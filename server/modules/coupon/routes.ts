import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { couponHistory, redeemCoupon } from './service'

export const couponRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'redeemCoupon', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await redeemCoupon(deps, member.memberId, headers['idempotency-key'], body)),
  })

  registerEndpoint(app, 'couponHistory', {
    handler: async ({ member }) => ({ error: 0, data: await couponHistory(deps.db, member.memberId) }),
  })
}
