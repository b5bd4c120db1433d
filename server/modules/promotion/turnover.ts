import { and, asc, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { memberPromotions } from '../../db/schema'

/**
 * Turnover is a counter per bonus, kept up to date per bet by the bet's own database function
 * (`bet_move` counts a stake and uncounts a refunded one, `server/db/functions/`; wallet/bets.ts), so
 * reading it is a plain SELECT: no page scans the member's bets and no GET writes.
 */

const done = memberPromotions.turnoverDoneSatang
const required = memberPromotions.turnoverRequiredSatang

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
