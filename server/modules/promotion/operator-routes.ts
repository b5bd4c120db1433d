import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { operatorPromotionList, savePromotion } from './operator'

/** The marketing desk's promotion calls (inside the operator API): the list, and add/change, audited. */
export const promotionOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorPromotionList', {
    handler: async () => ({ error: 0, data: await operatorPromotionList(deps) }),
  })

  registerEndpoint(app, 'operatorPromotionSave', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: request.body.promotion_id === undefined ? 'promotion.create' : 'promotion.update',
        run: (scoped) => savePromotion(scoped, request.body),
        target: (_, saved) => `promotion:${saved.ok ? saved.value.id : (request.body.promotion_id ?? '?')}`,
      })
      return toEnvelope(result)
    },
  })
}
