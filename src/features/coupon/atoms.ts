import { atom } from 'jotai'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getCouponHistory } from './api'

/**
 * The member's redeemed coupons, newest first: reloaded when shown and after a redemption
 * (`refreshCouponHistoryAtom`). A failure is logged and shows as an empty history.
 */
export const couponHistoryQueryAtom = queryAtom(async (get) => {
  if (!get(accessTokenAtom)) return []
  try {
    return await getCouponHistory()
  } catch (error) {
    console.warn('coupon/history failed:', error instanceof Error ? error.message : error)
    return []
  }
})

export const refreshCouponHistoryAtom = atom(null, (_get, set) => set(couponHistoryQueryAtom))
