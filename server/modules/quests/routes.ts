import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { eventQuest, questList, redeemQuest } from './service'

export const questRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'questList', {
    handler: async ({ member }) => ({ error: 0, data: await questList(deps, member.memberId) }),
  })
  registerEndpoint(app, 'questRedeem', {
    handler: async ({ member, body, headers }) => {
      const result = await redeemQuest(deps, member.memberId, headers['idempotency-key'], body.quest_id)
      return result.ok ? { error: 0, point: result.value.points, data: result.value } : toEnvelope(result)
    },
  })
  registerEndpoint(app, 'eventQuest', {
    handler: async ({ member, body }) => toEnvelope(await eventQuest(deps, member.memberId, body.event_id)),
  })
}
