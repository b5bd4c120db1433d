import type { LedgerKind } from '../../../src/contract/ledger'

/**
 * A ledger transaction's reference: the business object behind a movement, made only by the builders
 * below. `ledger_transactions` holds one transaction per (kind, reference) (unique index): the same
 * fact posted twice is refused by the database whatever the caller's own claim did.
 *
 * `K` lists the kinds a reference may be posted with (a withdrawal's id names its hold, its payout and
 * its refund); `postTransaction` and the bet calls refuse, at compile time, a reference built for
 * another kind. A plain string is no reference: the brand comes from these functions only.
 */
declare const forKinds: unique symbol
export type LedgerReference<K extends LedgerKind = LedgerKind> = string & {
  readonly [forKinds]: (kind: K) => void
}

const reference = <K extends LedgerKind>(text: string) => text as LedgerReference<K>

/** A confirmed payment order (the deposit's credit). */
export const depositReference = (orderId: number) => reference<'deposit'>(`payment_order:${orderId}`)

/** A withdrawal: its hold at request, its payout on approval, its refund on rejection. */
export const withdrawalReference = (withdrawalId: number) =>
  reference<'withdraw' | 'withdraw_paid' | 'withdraw_refund'>(`withdrawal:${withdrawalId}`)

/** A lottery bill's stake. */
export const lottoBillReference = (billId: number) => reference<'bet'>(`lotto-bill:${billId}`)

/** A lottery bill's stake coming back: cancelled by the member or its round void (one or the other). */
export const lottoRefundReference = (billId: number) => reference<'bet_refund'>(`lotto-refund:${billId}`)

/** A lottery bill's winnings. */
export const lottoWinReference = (billId: number) => reference<'win'>(`lotto-win:${billId}`)

/** The Yeekee bonus of a round's shot at `position` (1 or 16). */
export const yeekeeBonusReference = (roundId: number, position: number) =>
  reference<'yeekee_bonus'>(`yeekee-bonus:${roundId}:${position}`)

/**
 * A provider's seamless-wallet call (bet, win or rollback): the provider's transaction id, unique per
 * provider across the three (game_transactions).
 */
export const gameReference = (providerCode: string, transactionId: string) =>
  reference<'bet' | 'win' | 'bet_refund'>(`game:${providerCode}:${transactionId}`)

/** One claim of cashback offers (the lowest offer id, and how many more were claimed with it). */
export function cashbackClaimReference(offerIds: readonly number[]) {
  if (offerIds.length === 0) throw new Error('a cashback claim has at least one offer')
  const first = Math.min(...offerIds)
  return reference<'cashback'>(
    `cashback_offer:${first}${offerIds.length > 1 ? `+${offerIds.length - 1}` : ''}`,
  )
}

/** One redeem of affiliate commission. */
export const affiliateRedeemReference = (redeemId: number) =>
  reference<'affiliate'>(`affiliate_redeem:${redeemId}`)

/** A coupon redemption's credit. */
export const couponReference = (redemptionId: number) => reference<'coupon'>(`coupon:${redemptionId}`)

/** A deposit promotion's bonus (the member_promotions row the member took). */
export const promotionBonusReference = (memberPromotionId: number) =>
  reference<'bonus'>(`promotion:${memberPromotionId}`)

/** What a forfeited bonus (member_promotions row) gave back. */
export const bonusForfeitReference = (memberPromotionId: number) =>
  reference<'bonus_forfeit'>(`member_promotion:${memberPromotionId}`)

/** A quest reward paid as credit: the member's claim of the quest for its period. */
export const questClaimReference = (claimId: number) => reference<'quest'>(`quest_claim:${claimId}`)

/** A point-shop order paid as credit. */
export const shopOrderReference = (orderId: number) => reference<'shop'>(`shop_order:${orderId}`)

/** A wheel spin's prize paid as credit. */
export const wheelPrizeReference = (spinId: number) => reference<'wheel'>(`wheel_spin:${spinId}:prize`)

/** A manual balance adjustment made by staff (the balance_adjustments row). */
export const adjustmentReference = (adjustmentId: number) => reference<'adjust'>(`adjustment:${adjustmentId}`)

/** A poll winner's prize paid as credit (the poll_payouts row: one per poll and member). */
export const pollPayoutReference = (payoutId: number) => reference<'poll'>(`poll_payout:${payoutId}`)

/** A member's opening balance (demo data, a move from another system): once per member. */
export const openingReference = (memberId: number) => reference<'opening'>(`opening:member:${memberId}`)

/** The demo's play of yesterday (`npm start` only): one bet and its win per member and game. */
export const demoPlayReference = (memberId: number, game: string) =>
  reference<'bet' | 'win'>(`demo:${memberId}:${game}`)
