import { memberGet, memberPost, moneyPost, operatorPost } from '../endpoint'
import type {
  OperatorShopItemBody,
  OperatorShopItemReply,
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
