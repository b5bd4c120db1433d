import { memberGet, memberPost, moneyPost, publicGet } from '../endpoint'
import type {
  CancelPromotionBody,
  CancelPromotionReply,
  ForfeitBonusBody,
  ForfeitBonusReply,
  MemberPromotionsReply,
  PromotionListReply,
  TakePromotionBody,
  TakePromotionReply,
} from '../promotion'

/** Public; with a bearer token each item also says whether this member can take it. */
export const promotionList = publicGet<PromotionListReply>('promotion/list', 'other')
export const memberPromotions = memberGet<MemberPromotionsReply>('member/promotions', 'account')
export const takePromotion = moneyPost<TakePromotionReply, TakePromotionBody>(
  'member/promotion/take',
  'account',
)
export const cancelPromotion = memberPost<CancelPromotionReply, CancelPromotionBody>(
  'member/promotion/cancel',
  'account',
)
/** "สละโบนัส": gives up an active bonus (its credit goes back, the member's own money is free). */
export const forfeitBonus = moneyPost<ForfeitBonusReply, ForfeitBonusBody>(
  'member/promotion/forfeit',
  'account',
)
