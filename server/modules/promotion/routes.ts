import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { IdempotencyHeaders, memberResponses, publicResponses } from '../../../src/contract/envelope'
import {
  CancelPromotionBody,
  CancelPromotionReply,
  ForfeitBonusBody,
  ForfeitBonusReply,
  MemberPromotionsReply,
  PromotionListReply,
  TakePromotionBody,
  TakePromotionReply,
} from '../../../src/contract/promotion'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { findSession } from '../auth/sessions'
import { forfeitBonus } from './forfeit'
import { PROMOTION_MESSAGES } from './messages'
import { cancelPromotion, listPromotions, memberPromotionList, takePromotion } from './service'

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/

export const promotionRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['promotion']
  const security = [{ bearer: [] }]

  /** A public call that says more to a logged-in member; a missing or stale token reads as a visitor. */
  async function optionalMember(request: FastifyRequest): Promise<number | null> {
    const match = BEARER.exec(request.headers.authorization ?? '')
    if (!match) return null
    return (await findSession(deps, match[1]))?.memberId ?? null
  }

  app.get(
    '/promotion/list',
    {
      schema: {
        tags,
        summary: 'Promotions running now; with a bearer token also whether this member can take each',
        response: publicResponses(PromotionListReply),
      },
    },
    async (request) => ({ error: 0, data: await listPromotions(deps, await optionalMember(request)) }),
  )

  app.get(
    '/member/promotions',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's promotions and bonuses with turnover progress",
        security,
        response: memberResponses(MemberPromotionsReply),
      },
    },
    async (request) => ({ error: 0, data: await memberPromotionList(deps, currentMember(request).memberId) }),
  )

  app.post(
    '/member/promotion/take',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Take a promotion: its bonus is credited on the next qualifying deposit',
        security,
        headers: IdempotencyHeaders,
        body: TakePromotionBody,
        response: memberResponses(TakePromotionReply),
      },
    },
    async (request) => {
      const result = await takePromotion(
        deps,
        currentMember(request).memberId,
        request.headers['idempotency-key'],
        request.body,
      )
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/member/promotion/cancel',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Give up a promotion taken but not applied yet (the next deposit gets none)',
        security,
        body: CancelPromotionBody,
        response: memberResponses(CancelPromotionReply),
      },
    },
    async (request) => {
      const result = await cancelPromotion(
        deps,
        currentMember(request).memberId,
        request.body.member_promotion_id,
      )
      return result.ok
        ? { error: 0, message: PROMOTION_MESSAGES.cancelled }
        : { error: result.error, message: result.message }
    },
  )

  app.post(
    '/member/promotion/forfeit',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Give up an active bonus: its credit goes back, its turnover is lifted, own money is free',
        security,
        headers: IdempotencyHeaders,
        body: ForfeitBonusBody,
        response: memberResponses(ForfeitBonusReply),
      },
    },
    async (request) => {
      const result = await forfeitBonus(
        deps,
        currentMember(request).memberId,
        request.headers['idempotency-key'],
        request.body,
      )
      return result.ok
        ? { error: 0, message: result.value.message }
        : { error: result.error, message: result.message }
    },
  )
}
