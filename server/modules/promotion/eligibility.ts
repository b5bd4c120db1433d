import { and, eq, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { memberPromotions, promotions } from '../../db/schema'
import { PROMOTION_MESSAGES, turnoverUnmetMessage } from './messages'
import { periodKey } from './rules'
import { refreshTurnover } from './turnover'

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
}

/** What decides a member's eligibility, read once (turnover brought up to date first). */
export async function memberState(tx: DbOrTx, memberId: number): Promise<MemberState> {
  const unmet = await refreshTurnover(tx, memberId)
  const rows = await tx
    .select({
      id: memberPromotions.id,
      promotionId: memberPromotions.promotionId,
      periodKey: memberPromotions.periodKey,
      status: memberPromotions.status,
    })
    .from(memberPromotions)
    .where(and(eq(memberPromotions.memberId, memberId), ne(memberPromotions.status, 'cancelled')))
  const taken = new Set<string>()
  const pendingIds = new Map<number, number>()
  for (const row of rows) {
    if (row.promotionId === null) continue
    taken.add(`${row.promotionId}:${row.periodKey}`)
    if (row.status === 'pending') pendingIds.set(row.promotionId, row.id)
  }
  return {
    taken,
    hasPending: rows.some((r) => r.status === 'pending'),
    pendingIds,
    unmet: unmet[0] ? { doneSatang: unmet[0].doneSatang, requiredSatang: unmet[0].requiredSatang } : null,
  }
}

/** Null when the member can take the promotion at `at`, else the Thai reason. */
export function takeRefusal(promotion: PromotionRow, state: MemberState, at: Date): string | null {
  const running = runningRefusal(promotion, at)
  if (running) return running
  if (state.taken.has(`${promotion.id}:${periodKey(promotion.frequency, at)}`)) {
    return promotion.frequency === 'daily'
      ? PROMOTION_MESSAGES.alreadyTakenToday
      : PROMOTION_MESSAGES.alreadyTaken
  }
  if (state.hasPending) return PROMOTION_MESSAGES.pendingOther
  if (state.unmet) return turnoverUnmetMessage(state.unmet.doneSatang, state.unmet.requiredSatang)
  return null
}

export async function findPromotion(tx: DbOrTx, agentId: number, id: number): Promise<PromotionRow | null> {
  const [row] = await tx
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.agentId, agentId)))
  return row ?? null
}
