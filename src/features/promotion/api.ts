import type { Envelope } from '../../contract/envelope'
import type { MemberPromotionsReply, PromotionListReply, TakePromotionReply } from '../../contract/promotion'
import { apiGet, apiPost } from '../../lib/api-client'

/** GET promotion/list: everyone's list; with the member's token each item says whether it can be taken. */
export const getPromotions = async () => (await apiGet<PromotionListReply>('promotion/list')).data ?? []

/** GET member/promotions: what the member took, pending and active first. */
export const getMemberPromotions = async () =>
  (await apiGet<MemberPromotionsReply>('member/promotions', { area: 'account' })).data ?? []

/** POST member/promotion/take (Idempotency-Key): the bonus comes with the next qualifying deposit. */
export const takePromotion = async (promotionId: number, idempotencyKey: string) =>
  (
    await apiPost<TakePromotionReply>('member/promotion/take', {
      area: 'account',
      body: { promotion_id: promotionId },
      idempotencyKey,
    })
  ).data

/** POST member/promotion/cancel: gives up a promotion still waiting for its deposit. */
export const cancelPromotion = (memberPromotionId: number) =>
  apiPost<Envelope>('member/promotion/cancel', {
    area: 'account',
    body: { member_promotion_id: memberPromotionId },
  })

/**
 * POST member/promotion/forfeit (Idempotency-Key): gives up an active bonus ("สละโบนัส"); what is left
 * of its credit goes, and the main-wallet money it held back can be withdrawn at once.
 */
export const forfeitPromotion = (memberPromotionId: number, idempotencyKey: string) =>
  apiPost<Envelope>('member/promotion/forfeit', {
    area: 'account',
    body: { member_promotion_id: memberPromotionId },
    idempotencyKey,
  })
