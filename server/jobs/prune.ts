import { and, inArray, lt } from 'drizzle-orm'
import { jobs, rateLimits } from '../db/schema'
import type { JobDefinition } from './runner'

/** Finished runs are kept this long for operators, then deleted. */
export const FINISHED_JOB_RETENTION_MS = 14 * 24 * 3600_000

export const pruneJobsJob: JobDefinition = {
  name: 'jobs.prune',
  schedule: { dailyAt: '04:10' },
  async run(deps) {
    const before = new Date(deps.clock.now().getTime() - FINISHED_JOB_RETENTION_MS)
    await deps.db.delete(jobs).where(and(inArray(jobs.state, ['done', 'failed']), lt(jobs.runAt, before)))
  },
}

/** Rate-limit counts (plugins/rate-limit-store.ts) whose window started this long ago are over. */
export const RATE_LIMIT_RETENTION_MS = 3600_000

export const pruneRateLimitsJob: JobDefinition = {
  name: 'jobs.prune_rate_limits',
  schedule: { every: 3600_000 },
  async run(deps) {
    const before = new Date(deps.clock.now().getTime() - RATE_LIMIT_RETENTION_MS)
    await deps.db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before))
  },
}
