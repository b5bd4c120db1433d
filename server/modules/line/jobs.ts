import { lt } from 'drizzle-orm'
import { lineLoginAttempts, lineSignups } from '../../db/schema'
import type { JobDefinition } from '../../jobs/runner'

/** A LINE login attempt or signup ticket is kept a day past its expiry (support questions), then deleted. */
export const LINE_RETENTION_MS = 24 * 3600_000

export const pruneLineJob: JobDefinition = {
  name: 'line.prune',
  schedule: { every: 3600_000 },
  async run(deps) {
    const before = new Date(deps.clock.now().getTime() - LINE_RETENTION_MS)
    await deps.db.delete(lineLoginAttempts).where(lt(lineLoginAttempts.expiresAt, before))
    await deps.db.delete(lineSignups).where(lt(lineSignups.expiresAt, before))
  },
}

export const lineJobs: readonly JobDefinition[] = [pruneLineJob]
