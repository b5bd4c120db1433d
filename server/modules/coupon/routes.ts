import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CouponHistoryReply, RedeemCouponBody, RedeemCouponReply } from '../../../src/contract/coupon'
import { IdempotencyHeaders, memberResponses } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { couponHistory, redeemCoupon } from './service'

export const couponRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['coupon']
  const security = [{ bearer: [] }]

  app.post(
    '/member/coupon/redeem',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: 'Redeem a coupon code for bonus credit or points (once per member)',
        security,
        headers: IdempotencyHeaders,
        body: RedeemCouponBody,
        response: memberResponses(RedeemCouponReply),
      },
    },
    async (request) => {
      const result = await redeemCoupon(
        deps,
        currentMember(request).memberId,
        request.headers['idempotency-key'],
        request.body,
      )
      return result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }
    },
  )

  app.get(
    '/member/coupon/history',
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        summary: "The member's coupon redemptions, newest first",
        security,
        response: memberResponses(CouponHistoryReply),
      },
    },
    async (request) => ({ error: 0, data: await couponHistory(deps.db, currentMember(request).memberId) }),
  )
}
