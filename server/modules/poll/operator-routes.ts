import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { toEnvelope } from '../auth/result'
import { audited } from '../operator/audit'
import { upsertShopItem } from '../shop/operator'
import { setPollAnswer } from './answer'

/** The extras' operator calls (registered inside the operator API, so behind its token); each runs in one transaction with its audit row. */
export const extrasOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorPollAnswer', {
    handler: async (request) => {
      const { poll_id, choice_id } = request.body
      const result = await audited(deps, request, {
        action: 'poll.answer',
        target: `poll:${poll_id}`,
        run: (scoped) => setPollAnswer(scoped, poll_id, choice_id),
      })
      return toEnvelope(result)
    },
  })
  registerEndpoint(app, 'operatorShopItem', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'shop.item',
        run: (scoped) => upsertShopItem(scoped, request.body),
        target: (_, saved) => (saved.ok ? `shop_item:${saved.value.id}` : 'shop_item:?'),
      })
      return toEnvelope(result)
    },
  })
}
