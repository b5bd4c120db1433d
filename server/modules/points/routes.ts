import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { memberResponses } from '../../../src/contract/envelope'
import { PointsBody, PointsReply } from '../../../src/contract/points'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { pointsOf } from './ledger'

export const pointsRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/member/points',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['points'],
        summary: "The member's point balance (top-level `point`, spec section 7)",
        security: [{ bearer: [] }],
        body: PointsBody,
        response: memberResponses(PointsReply),
      },
    },
    async (request) => {
      const point = Number(await pointsOf(deps.db, currentMember(request).memberId))
      return { error: 0, point, data: { point } }
    },
  )
}
