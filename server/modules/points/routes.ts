import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { pointsOf } from './ledger'

export const pointsRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'memberPoints', {
    handler: async ({ member }) => {
      const point = Number(await pointsOf(deps.db, member.memberId))
      return { error: 0, point, data: { point } }
    },
  })
}
