import { memberGet, memberPost, moneyPost, operatorGet, operatorPost } from '../endpoint'
import type { OperatorShopItemReply, OperatorShopItemsReply } from '../extras-operator'
import type {
  OperatorShopItemBody,
  RedemptionBody,
  RedemptionCalcReply,
  RedemptionHistoryReply,
  RedemptionListReply,
  RedemptionRedeemReply,
} from '../shop'

// The point shop (spec section 7; section 8: no handling).
export const redemptionList = memberGet<RedemptionListReply>('redemption/list', 'other')
export const redemptionCalc = memberPost<RedemptionCalcReply, RedemptionBody>('redemption/calc', 'other')
export const redemptionRedeem = moneyPost<RedemptionRedeemReply, RedemptionBody>('redemption/redeem', 'other')
export const redemptionHistory = memberGet<RedemptionHistoryReply>('redemption/history', 'other')
export const operatorShopItem = operatorPost<OperatorShopItemReply, OperatorShopItemBody>(
  'operator/shop/item',
  ['marketing'],
)
export const operatorShopItems = operatorGet<OperatorShopItemsReply>('operator/shop/items', [
  'marketing',
  'read_only',
])
