import { and, asc, eq, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '../../db/open'
import { memberPromotions } from '../../db/schema'
import type { EventDeps, EventOf } from '../wallet/events'

/**
 * Turnover is a counter per bonus, kept up to date per bet by these subscribers (wallet/events.ts),
 * so reading it is a plain SELECT: no page scans the member's bets and no GET writes.
 */

const done = memberPromotions.turnoverDoneSatang
const required = memberPromotions.turnoverRequiredSatang

/**
 * bet.placed: every active bonus of the member counts the stake (from any wallet); a bonus whose
 * requirement is reached by this bet is completed at this bet's time.
 */
export async function countBetTurnover(
  tx: Tx,
  _deps: EventDeps,
  event: EventOf<'bet.placed'>,
): Promise<void> {
  const stake = event.stakeSatang
  const at = event.at.toISOString()
  await tx
    .update(memberPromotions)
    .set({
      turnoverDoneSatang: sql`${done} + ${stake}`,
      status: sql`case when ${done} + ${stake} >= ${required} then 'completed' else ${memberPromotions.status} end`,
      completedAt: sql`case when ${done} + ${stake} >= ${required} then ${at}::timestamptz else ${memberPromotions.completedAt} end`,
    })
    .where(and(eq(memberPromotions.memberId, event.memberId), eq(memberPromotions.status, 'active')))
}

/** bet.refunded: a stake that came back no longer counts for the bonuses still running. */
export async function uncountBetTurnover(
  tx: Tx,
  _deps: EventDeps,
  event: EventOf<'bet.refunded'>,
): Promise<void> {
  await tx
    .update(memberPromotions)
    .set({ turnoverDoneSatang: sql`greatest(${done} - ${event.stakeSatang}, 0)` })
    .where(and(eq(memberPromotions.memberId, event.memberId), eq(memberPromotions.status, 'active')))
}

export interface ActiveTurnover {
  id: number
  doneSatang: bigint
  requiredSatang: bigint
}

/** The member's active bonuses (turnover not met yet), oldest first. A read, never a write. */
export async function activeTurnovers(db: DbOrTx, memberId: number): Promise<ActiveTurnover[]> {
  const rows = await db
    .select({ id: memberPromotions.id, doneSatang: done, requiredSatang: required })
    .from(memberPromotions)
    .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'active')))
    .orderBy(asc(memberPromotions.id))
  return rows
}
