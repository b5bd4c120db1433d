import { lt, sql } from 'drizzle-orm'
import { idempotencyKeys } from '../../db/schema'
import type { JobDefinition } from '../../jobs/runner'

/** Keys are kept well past the 24 hours a client may retry within, then pruned. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 3600_000
const BATCH = 5000

/** Deletes idempotency keys older than the retention, in batches (short transactions). */
export const pruneIdempotencyKeysJob: JobDefinition = {
  name: 'wallet.prune_idempotency_keys',
  schedule: { dailyAt: '04:00' },
  async run(deps) {
    const before = new Date(deps.clock.now().getTime() - IDEMPOTENCY_KEY_RETENTION_MS)
    for (;;) {
      const deleted = await deps.db
        .delete(idempotencyKeys)
        .where(
          sql`${idempotencyKeys.id} in (select ${idempotencyKeys.id} from ${idempotencyKeys} where ${lt(idempotencyKeys.createdAt, before)} limit ${BATCH})`,
        )
        .returning({ id: idempotencyKeys.id })
      if (deleted.length < BATCH) return
    }
  },
}

export const walletJobs: JobDefinition[] = [pruneIdempotencyKeysJob]
