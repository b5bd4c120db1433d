import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'

/** POST member/coupon/redeem (Idempotency-Key): throws ApiError with the Thai refusal. */
export const redeemCoupon = async (code: string, idempotencyKey: string) => {
  const reply = await call(endpoints.redeemCoupon, { body: { code }, idempotencyKey })
  if (!reply.data) throw new Error('coupon/redeem answered without a redemption')
  return reply.data
}

/** GET member/coupon/history: the member's redemptions, newest first. */
export const getCouponHistory = async () => (await call(endpoints.couponHistory)).data ?? []
