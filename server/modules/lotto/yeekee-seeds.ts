import { and, eq, inArray, isNull } from 'drizzle-orm'
import { hashServerSeed } from '../../../src/contract/fair'
import { LOTTO_CATEGORIES } from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoRounds, lottoYeekeeSeeds } from '../../db/schema'
import type { RandomSource } from '../../lib/random'

/**
 * Every open Yeekee round without a seed gets one (32 random bytes, hex) and its commitment: called
 * whenever rounds are created, so a round has its published hash from its creation, long before
 * shooting opens. Idempotent (a round keeps its first seed) and safe after a crash between the
 * round's insert and this step: it looks for any open round without a seed.
 */
export async function ensureYeekeeSeeds(db: DbOrTx, random: RandomSource): Promise<number> {
  const missing = await db
    .select({ id: lottoRounds.id })
    .from(lottoRounds)
    .leftJoin(lottoYeekeeSeeds, eq(lottoYeekeeSeeds.roundId, lottoRounds.id))
    .where(
      and(
        eq(lottoRounds.categoryId, LOTTO_CATEGORIES.yeekee.id),
        eq(lottoRounds.status, 'open'),
        isNull(lottoYeekeeSeeds.roundId),
      ),
    )
  let created = 0
  for (let i = 0; i < missing.length; i += 500) {
    const values = await Promise.all(
      missing.slice(i, i + 500).map(async ({ id }) => {
        const seed = random.bytes(32).toString('hex')
        return { roundId: id, seed, seedHash: await hashServerSeed(seed) }
      }),
    )
    const rows = await db
      .insert(lottoYeekeeSeeds)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: lottoYeekeeSeeds.roundId })
    created += rows.length
  }
  return created
}

/** The seed rows of some rounds (the secret included: callers reveal it only after shooting). */
export async function seedsOf(db: DbOrTx, roundIds: number[]) {
  if (roundIds.length === 0) return new Map<number, { seed: string; seedHash: string }>()
  const rows = await db.select().from(lottoYeekeeSeeds).where(inArray(lottoYeekeeSeeds.roundId, roundIds))
  return new Map(rows.map((r) => [r.roundId, { seed: r.seed, seedHash: r.seedHash }]))
}
