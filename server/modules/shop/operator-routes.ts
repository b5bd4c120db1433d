import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { upsertShopItem } from './operator'

/** The point shop's operator call (inside the operator API): add or change an item, audited. */
export const shopOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
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
