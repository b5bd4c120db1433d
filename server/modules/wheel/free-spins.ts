import { and, eq, gte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { wheelFreeSpins } from '../../db/schema'

/** Adds free spins (point shop): an upsert, in the caller's transaction. */
export async function addFreeSpins(db: DbOrTx, memberId: number, spins: number): Promise<void> {
  if (spins <= 0) return
  await db
    .insert(wheelFreeSpins)
    .values({ memberId, spins })
    .onConflictDoUpdate({
      target: wheelFreeSpins.memberId,
      set: { spins: sql`${wheelFreeSpins.spins} + ${spins}` },
    })
}

/** Spends one free spin if the member has one (conditional UPDATE: never below zero). */
export async function takeFreeSpin(db: DbOrTx, memberId: number): Promise<boolean> {
  const rows = await db
    .update(wheelFreeSpins)
    .set({ spins: sql`${wheelFreeSpins.spins} - 1` })
    .where(and(eq(wheelFreeSpins.memberId, memberId), gte(wheelFreeSpins.spins, 1)))
    .returning({ spins: wheelFreeSpins.spins })
  return rows.length > 0
}

export async function freeSpinsOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ spins: wheelFreeSpins.spins })
    .from(wheelFreeSpins)
    .where(eq(wheelFreeSpins.memberId, memberId))
  return row?.spins ?? 0
}
