import { and, eq, lt, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { ledgerTransactions, memberPromotions, promotions } from '../../db/schema'
import { PROMOTION_MESSAGES, turnoverUnmetMessage } from './messages'
import { periodKey } from './rules'
import { activeTurnovers } from './turnover'

export type PromotionRow = typeof promotions.$inferSelect

/** Whether the promotion runs at `at`: null, or the Thai reason it cannot be taken. */
export function runningRefusal(promotion: PromotionRow, at: Date): string | null {
  if (!promotion.enabled) return PROMOTION_MESSAGES.notFound
  if (at < promotion.startsAt) return PROMOTION_MESSAGES.notStarted
  if (promotion.endsAt && at >= promotion.endsAt) return PROMOTION_MESSAGES.expired
  return null
}

export interface MemberState {
  /** Live takes (not cancelled) by promotion id and period. */
  taken: Set<string>
  hasPending: boolean
  /** The member's pending take (member_promotions id) by promotion id. */
  pendingIds: Map<number, number>
  /** The oldest active bonus whose turnover is not met yet. */
  unmet: { doneSatang: bigint; requiredSatang: bigint } | null
  /** Whether the member has had a deposit credited (first-deposit promotions no longer apply). */
  hasDeposited: boolean
}

/**
 * What decides a member's eligibility at `at`, read once; a read only (GET calls use it). A pending
 * take whose promotion no longer runs counts as expired. `depositsBefore`: count only deposits
 * posted before this ledger transaction (the deposit being applied is not a "previous" one).
 */
export async function memberState(
  tx: DbOrTx,
  memberId: number,
  at: Date,
  depositsBefore?: number,
): Promise<MemberState> {
  const unmet = await activeTurnovers(tx, memberId)
  const rows = await tx
    .select({
      id: memberPromotions.id,
      promotionId: memberPromotions.promotionId,
      periodKey: memberPromotions.periodKey,
      status: memberPromotions.status,
      promotion: promotions,
    })
    .from(memberPromotions)
    .leftJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
    .where(and(eq(memberPromotions.memberId, memberId), ne(memberPromotions.status, 'cancelled')))
  const taken = new Set<string>()
  const pendingIds = new Map<number, number>()
  for (const row of rows) {
    if (row.promotionId === null) continue
    taken.add(`${row.promotionId}:${row.periodKey}`)
    if (row.status === 'pending' && row.promotion && !runningRefusal(row.promotion, at)) {
      pendingIds.set(row.promotionId, row.id)
    }
  }
  const deposits = [eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'deposit')]
  if (depositsBefore !== undefined) deposits.push(lt(ledgerTransactions.id, depositsBefore))
  const [deposit] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(and(...deposits))
    .limit(1)
  return {
    taken,
    hasPending: pendingIds.size > 0,
    pendingIds,
    unmet: unmet[0] ? { doneSatang: unmet[0].doneSatang, requiredSatang: unmet[0].requiredSatang } : null,
    hasDeposited: deposit !== undefined,
  }
}

/** Null when the member can take the promotion at `at`, else the Thai reason. */
export function takeRefusal(promotion: PromotionRow, state: MemberState, at: Date): string | null {
  const running = runningRefusal(promotion, at)
  if (running) return running
  if (promotion.firstDepositOnly && state.hasDeposited) return PROMOTION_MESSAGES.firstDepositOnly
  if (state.taken.has(`${promotion.id}:${periodKey(promotion.frequency, at)}`)) {
    return promotion.frequency === 'daily'
      ? PROMOTION_MESSAGES.alreadyTakenToday
      : PROMOTION_MESSAGES.alreadyTaken
  }
  if (state.hasPending) return PROMOTION_MESSAGES.pendingOther
  if (state.unmet) return turnoverUnmetMessage(state.unmet.doneSatang, state.unmet.requiredSatang)
  return null
}

/**
 * Whether the member can never take this promotion again (so it is not offered to them at all):
 * a first-deposit promotion after a deposit, or a once-only promotion already taken and not
 * waiting for a deposit. Passing refusals (taken today, another take pending...) are shown instead.
 */
export function noLongerQualifies(promotion: PromotionRow, state: MemberState): boolean {
  if (promotion.firstDepositOnly && state.hasDeposited) return true
  return (
    promotion.frequency === 'once' &&
    state.taken.has(`${promotion.id}:once`) &&
    !state.pendingIds.has(promotion.id)
  )
}

/**
 * Marks the member's pending takes whose promotion no longer runs 'expired' (a POST does this
 * before taking another, so the one-pending-take index does not count a dead one).
 */
export async function expireStalePending(tx: DbOrTx, memberId: number, at: Date): Promise<void> {
  const rows = await tx
    .select({ id: memberPromotions.id, promotion: promotions })
    .from(memberPromotions)
    .innerJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
    .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'pending')))
  for (const row of rows) {
    if (!runningRefusal(row.promotion, at)) continue
    await tx
      .update(memberPromotions)
      .set({ status: 'expired' })
      .where(and(eq(memberPromotions.id, row.id), eq(memberPromotions.status, 'pending')))
  }
}

export async function findPromotion(tx: DbOrTx, agentId: number, id: number): Promise<PromotionRow | null> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.agentId, agentId)))
  return row ?? null
}
