import type { CouponHistoryReply, RedeemCouponBody, RedeemCouponReply } from '../coupon'
import { memberGet, moneyPost } from '../endpoint'

// Coupons (member/coupon/*).
export const redeemCoupon = moneyPost<RedeemCouponReply, RedeemCouponBody>('member/coupon/redeem', 'account')
export const couponHistory = memberGet<CouponHistoryReply>('member/coupon/history', 'account')
