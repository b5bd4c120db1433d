import * as endpoints from '../../contract/endpoints'
import type { RedemptionBody } from '../../contract/shop'
import { call } from '../../lib/api-client'

/** The point shop's calls (no handling: errors reach the page, spec §8). */
export const getShopItems = async () => {
  const reply = await call(endpoints.redemptionList)
  return { items: reply.data ?? [], points: reply.point ?? 0 }
}
export const calcRedemption = async (body: RedemptionBody) => {
  const reply = await call(endpoints.redemptionCalc, { body })
  if (!reply.data) throw new Error('redemption/calc answered without data')
  return reply.data
}
export const redeemItem = async (body: RedemptionBody, idempotencyKey: string) => {
  const reply = await call(endpoints.redemptionRedeem, { body, idempotencyKey })
  if (!reply.data) throw new Error('redemption/redeem answered without data')
  return reply.data
}
export const getShopHistory = async () => (await call(endpoints.redemptionHistory)).data ?? []
