import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { findSession } from '../auth/sessions'
import { forfeitBonus } from './forfeit'
import { PROMOTION_MESSAGES } from './messages'
import { cancelPromotion, listPromotions, memberPromotionList, takePromotion } from './service'

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/

export const promotionRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  /** A public call that says more to a logged-in member; a missing or stale token reads as a visitor. */
  async function optionalMember(request: FastifyRequest): Promise<number | null> {
    const match = BEARER.exec(request.headers.authorization ?? '')
    if (!match) return null
    return (await findSession(deps, match[1]))?.memberId ?? null
  }

  registerEndpoint(app, 'promotionList', {
    handler: async (request) => ({
      error: 0,
      data: await listPromotions(deps, await optionalMember(request)),
    }),
  })

  registerEndpoint(app, 'memberPromotions', {
    handler: async ({ member }) => ({ error: 0, data: await memberPromotionList(deps, member.memberId) }),
  })

  registerEndpoint(app, 'takePromotion', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await takePromotion(deps, member.memberId, headers['idempotency-key'], body)),
  })

  registerEndpoint(app, 'cancelPromotion', {
    handler: async ({ member, body }) => {
      const result = await cancelPromotion(deps, member.memberId, body.member_promotion_id)
      return result.ok ? { error: 0, message: PROMOTION_MESSAGES.cancelled } : toEnvelope(result)
    },
  })

  registerEndpoint(app, 'forfeitBonus', {
    handler: async ({ member, body, headers }) => {
      const result = await forfeitBonus(deps, member.memberId, headers['idempotency-key'], body)
      return result.ok ? { error: 0, message: result.value.message } : toEnvelope(result)
    },
  })
}
