import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { operatorCouponList, saveCoupon } from './operator'

/** The marketing desk's coupon calls (inside the operator API): the list, and add/change, audited. */
export const couponOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorCouponList', {
    handler: async () => ({ error: 0, data: await operatorCouponList(deps) }),
  })

  registerEndpoint(app, 'operatorCouponSave', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: request.body.coupon_id === undefined ? 'coupon.create' : 'coupon.update',
        run: (scoped) => saveCoupon(scoped, request.body),
        target: (_, saved) => `coupon:${saved.ok ? saved.value.id : (request.body.coupon_id ?? '?')}`,
      })
      return toEnvelope(result)
    },
  })
}
