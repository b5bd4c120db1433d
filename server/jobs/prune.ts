import { and, inArray, lt } from 'drizzle-orm'
import { jobs } from '../db/schema'
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
