import * as endpoints from '../../contract/endpoints'
import { call } from '../../lib/api-client'

/** GET promotion/list: everyone's list; with the member's token each item says whether it can be taken. */
export const getPromotions = async () => (await call(endpoints.promotionList)).data ?? []

/** GET member/promotions: what the member took, pending and active first. */
export const getMemberPromotions = async () => (await call(endpoints.memberPromotions)).data ?? []

/** POST member/promotion/take (Idempotency-Key): the bonus comes with the next qualifying deposit. */
export const takePromotion = async (promotionId: number, idempotencyKey: string) =>
  (await call(endpoints.takePromotion, { body: { promotion_id: promotionId }, idempotencyKey })).data

/** POST member/promotion/cancel: gives up a promotion still waiting for its deposit. */
export const cancelPromotion = (memberPromotionId: number) =>
  call(endpoints.cancelPromotion, { body: { member_promotion_id: memberPromotionId } })

/**
 * POST member/promotion/forfeit (Idempotency-Key): gives up an active bonus ("สละโบนัส"); what is left
 * of its credit goes, and the main-wallet money it held back can be withdrawn at once.
 */
export const forfeitPromotion = (memberPromotionId: number, idempotencyKey: string) =>
  call(endpoints.forfeitBonus, { body: { member_promotion_id: memberPromotionId }, idempotencyKey })
