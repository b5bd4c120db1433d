import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { toEnvelope } from '../auth/result'
import { audit } from '../operator/audit'
import { upsertShopItem } from '../shop/operator'
import { setPollAnswer } from './answer'

/** The extras' operator calls (registered inside the operator API, so behind its token); audited. */
export const extrasOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorPollAnswer', {
    handler: async (request) => {
      const { poll_id, choice_id } = request.body
      const result = await setPollAnswer(deps, poll_id, choice_id)
      await audit(deps, request, { action: 'poll.answer', target: `poll:${poll_id}`, before: null, result })
      return toEnvelope(result)
    },
  })
  registerEndpoint(app, 'operatorShopItem', {
    handler: async (request) => {
      const result = await upsertShopItem(deps, request.body)
      const target = result.ok ? `shop_item:${result.value.id}` : 'shop_item:?'
      await audit(deps, request, { action: 'shop.item', target, before: null, result })
      return toEnvelope(result)
    },
  })
}
