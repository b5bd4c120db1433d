import { and, eq } from 'drizzle-orm'
import { hashServerSeed, newServerSeed } from '../../../src/contract/fair'
import type { DbOrTx } from '../../db/open'
import { wheelSpins } from '../../db/schema'

/**
 * The member's next spin, committed: a fresh secret server seed whose sha256 is published (config_v2,
 * and every spin's answer) before the member spins with it. Made when the member is created
 * (`member.created`) and by each spin for the next; one committed row per member (unique partial
 * index); racing creators meet the index and read the winner's row.
 */
export async function nextCommitment(
  db: DbOrTx,
  memberId: number,
  now: Date,
): Promise<{ id: number; hash: string }> {
  const existing = await committedOf(db, memberId)
  if (existing) return existing
  const serverSeed = newServerSeed()
  await db
    .insert(wheelSpins)
    .values({
      memberId,
      serverSeed,
      seedHash: await hashServerSeed(serverSeed),
      state: 'committed',
      createdAt: now,
    })
    .onConflictDoNothing()
  const created = await committedOf(db, memberId)
  if (!created) throw new Error(`member ${memberId} has no committed spin`)
  return created
}

/** The member's committed next spin (its hash is what config_v2 publishes), if any. */
export async function committedOf(db: DbOrTx, memberId: number) {
  const [row] = await db
    .select({ id: wheelSpins.id, hash: wheelSpins.seedHash })
    .from(wheelSpins)
    .where(and(eq(wheelSpins.memberId, memberId), eq(wheelSpins.state, 'committed')))
  return row
}
