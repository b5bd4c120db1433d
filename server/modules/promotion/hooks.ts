import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { HouseAccount } from '../../../src/contract/ledger'
import type { DbOrTx, Tx } from '../../db/open'
import { memberPromotions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import type { EventDeps, EventOf } from '../wallet/events'
import { moveMoney } from '../wallet/ledger'
import { promotionBonusReference } from '../wallet/references'
import { ensureBonusWallet } from './bonus-wallet'
import { findPromotion, memberState, type PromotionRow, runningRefusal, takeRefusal } from './eligibility'
import { belowMinimumMessage, PROMOTION_MESSAGES } from './messages'
import { bonusFor, periodKey, turnoverRequirement } from './rules'
import { activeTurnovers } from './turnover'

/** The house account every bonus and coupon credit is paid from. */
export const BONUS_HOUSE: HouseAccount = 'bonus'

type MemberPromotionRow = typeof memberPromotions.$inferSelect

/**
 * The deposit.credited subscriber (wallet/events.ts): runs inside the deposit's transaction, after
 * the main wallet was credited. `promotionId` is the promotion chosen at deposit time; null applies
 * the member's pending take (if any). A deposit that does not qualify (below the minimum, promotion
 * ended, first-deposit promotion after an earlier deposit, or not eligible) is simply credited
 * without a bonus: it never fails the deposit. A pending take stays pending for a later deposit when
 * this one is below its minimum.
 */
export async function applyDepositPromotion(
  tx: Tx,
  deps: EventDeps,
  event: EventOf<'deposit.credited'>,
): Promise<void> {
  const { memberId, at } = event
  const input = { ...event, depositTransactionId: event.transactionId }
  const pending = await pendingTake(tx, memberId, input.promotionId)
  let take: MemberPromotionRow
  let promotion: PromotionRow | null
  if (pending) {
    take = pending
    promotion =
      take.promotionId === null ? null : await findPromotion(tx, deps.config.agentId, take.promotionId)
    const earlierDeposit = async () =>
      (await memberState(tx, memberId, at, input.depositTransactionId)).hasDeposited
    if (
      !promotion ||
      runningRefusal(promotion, at) ||
      (promotion.firstDepositOnly && (await earlierDeposit()))
    ) {
      await tx
        .update(memberPromotions)
        .set({ status: 'expired' })
        .where(and(eq(memberPromotions.id, take.id), eq(memberPromotions.status, 'pending')))
      return
    }
    if (input.amountSatang < promotion.minDepositSatang) return
  } else {
    if (input.promotionId === null) return
    promotion = await findPromotion(tx, deps.config.agentId, input.promotionId)
    if (!promotion || input.amountSatang < promotion.minDepositSatang) return
    if (takeRefusal(promotion, await memberState(tx, memberId, at, input.depositTransactionId), at)) return
    const [inserted] = await tx
      .insert(memberPromotions)
      .values({
        memberId,
        promotionId: promotion.id,
        periodKey: periodKey(promotion.frequency, at),
        status: 'pending',
        takenAt: at,
      })
      .onConflictDoNothing()
      .returning()
    if (!inserted) return
    take = inserted
  }

  const bonus = bonusFor(input.amountSatang, promotion.bonusBasisPoints, promotion.maxBonusSatang)
  // A deposit too small to earn a single satang leaves the take pending for a later one.
  if (bonus === 0n) return
  const required = turnoverRequirement(input.amountSatang, bonus, promotion.turnoverMultiple)
  // Claiming the pending row with a conditional UPDATE: two confirmations never apply one take twice.
  const [claimed] = await tx
    .update(memberPromotions)
    .set({
      status: 'active',
      depositOrderId: input.orderId,
      depositSatang: input.amountSatang,
      bonusSatang: bonus,
      turnoverRequiredSatang: required,
      maxWithdrawSatang: promotion.maxWithdrawSatang,
      appliedAt: at,
    })
    .where(and(eq(memberPromotions.id, take.id), eq(memberPromotions.status, 'pending')))
    .returning({ id: memberPromotions.id })
  if (!claimed) return
  const walletId = await ensureBonusWallet(tx, memberId)
  await moveMoney(
    tx,
    deps,
    {
      kind: 'bonus',
      memberId,
      reference: promotionBonusReference(take.id),
      memo: promotion.title,
      legs: [
        { walletId, amount: bonus },
        { house: BONUS_HOUSE, amount: -bonus },
      ],
      at,
    },
    // The bonus row names its credit before the fact is heard.
    async ({ transactionId: bonusTransactionId }) => {
      await tx
        .update(memberPromotions)
        .set(
          required === 0n
            ? { bonusTransactionId, status: 'completed', completedAt: at }
            : { bonusTransactionId },
        )
        .where(eq(memberPromotions.id, take.id))
      return { type: 'bonus.credited', source: 'promotion', memberPromotionId: take.id, amountSatang: bonus }
    },
  )
}

async function pendingTake(tx: DbOrTx, memberId: number, promotionId: number | null) {
  const conditions = [eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'pending')]
  if (promotionId !== null) conditions.push(eq(memberPromotions.promotionId, promotionId))
  const [row] = await tx
    .select()
    .from(memberPromotions)
    .where(and(...conditions))
  return row ?? null
}

/** The turnover of the member's oldest bonus whose requirement is not met yet, or null. A read. */
export async function withdrawTurnoverBlock(
  tx: DbOrTx,
  memberId: number,
): Promise<{ doneSatang: bigint; requiredSatang: bigint } | null> {
  const [first] = await activeTurnovers(tx, memberId)
  return first ? { doneSatang: first.doneSatang, requiredSatang: first.requiredSatang } : null
}

/**
 * For the deposit form (e.g. at generate_qr): whether a deposit of `amountSatang` made now with
 * `promotionId` would get its bonus; a refusal carries the Thai reason (not found, expired, already
 * taken, turnover unmet, below the minimum...). A promotion the member already took and that waits
 * for this deposit is accepted.
 */
export async function checkDepositPromotion(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'config'>,
  input: { memberId: number; amountSatang: bigint; promotionId: number; at: Date },
): Promise<Result<null>> {
  const promotion = await findPromotion(tx, deps.config.agentId, input.promotionId)
  if (!promotion?.enabled) return refuse(PROMOTION_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const pending = await pendingTake(tx, input.memberId, input.promotionId)
  const state = await memberState(tx, input.memberId, input.at)
  const reason = pending
    ? (runningRefusal(promotion, input.at) ??
      (promotion.firstDepositOnly && state.hasDeposited ? PROMOTION_MESSAGES.firstDepositOnly : null))
    : takeRefusal(promotion, state, input.at)
  if (reason) return refuse(reason)
  if (input.amountSatang < promotion.minDepositSatang)
    return refuse(belowMinimumMessage(promotion.minDepositSatang))
  return ok(null)
}
