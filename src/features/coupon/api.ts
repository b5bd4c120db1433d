import type { CouponHistoryReply, RedeemCouponReply } from '../../contract/coupon'
import { apiGet, apiPost } from '../../lib/api-client'

/** POST member/coupon/redeem (Idempotency-Key): throws ApiError with the Thai refusal. */
export const redeemCoupon = async (code: string, idempotencyKey: string) => {
  const reply = await apiPost<RedeemCouponReply>('member/coupon/redeem', {
    area: 'account',
    body: { code },
    idempotencyKey,
  })
  if (!reply.data) throw new Error('coupon/redeem answered without a redemption')
  return reply.data
}

/** GET member/coupon/history: the member's redemptions, newest first. */
export const getCouponHistory = async () =>
  (await apiGet<CouponHistoryReply>('member/coupon/history', { area: 'account' })).data ?? []
