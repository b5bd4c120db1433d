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
 * requirement is reached by this bet is completed at this bet's time (the database function
 * `turnover_count` of migration 0013, which the seamless wallet's `seamless_bet` calls too).
 */
export async function countBetTurnover(
  tx: Tx,
  _deps: EventDeps,
  event: EventOf<'bet.placed'>,
): Promise<void> {
  await tx.execute(
    sql`select turnover_count(${event.memberId}::int, ${event.stakeSatang.toString()}::bigint, ${event.at.toISOString()}::timestamptz)`,
  )
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
