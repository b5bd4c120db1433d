import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import { operatorShopItems, shopItemBefore, upsertShopItem } from './operator'

/** The point shop's operator calls (inside the operator API): every item, and adding or changing one, audited. */
export const shopOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorShopItems', {
    handler: async () => ({ error: 0, data: await operatorShopItems(deps) }),
  })
  registerEndpoint(app, 'operatorShopItem', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'shop.item',
        before: (scoped) => shopItemBefore(scoped, request.body.item_id),
        run: (scoped) => upsertShopItem(scoped, request.body),
        target: (_, saved) =>
          saved.ok ? `shop_item:${saved.value.id}` : `shop_item:${request.body.item_id ?? '?'}`,
      })
      return toEnvelope(result)
    },
  })
}
