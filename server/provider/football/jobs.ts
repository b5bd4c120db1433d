import type { AppDeps } from '../../deps'
import type { JobDefinition } from '../../jobs/runner'
import type { ProviderContext } from '../context'
import { scheduleMatches } from './schedule'
import { settleDueMatches } from './settle'
import { SCHEDULE_EVERY_MS, SETTLE_JOB } from './texts'

/**
 * The provider's context (its wallet client) per app, set when the provider plugin starts: jobs get
 * only the app's deps, and settlement must call the wallet exactly as the pages' rounds do.
 */
const contexts = new WeakMap<AppDeps, ProviderContext>()
export const registerFootballContext = (ctx: ProviderContext): void => {
  contexts.set(ctx.deps, ctx)
}

/** Schedules the next kick-offs (each priced and committed before bets open). */
export const footballScheduleJob: JobDefinition = {
  name: 'football.schedule',
  schedule: { every: SCHEDULE_EVERY_MS },
  run: async (deps) => {
    await scheduleMatches(deps)
  },
}

/**
 * Settles every match whose time is over: results stored, each slip's `win` (or rollback of a slip
 * whose bet answer was lost). Also what closes matches a restart cut off. Runs every 10 s and at
 * each match's full time (enqueued with the match).
 */
export const footballSettleJob: JobDefinition = {
  name: SETTLE_JOB,
  schedule: { every: 10_000 },
  run: async (deps) => {
    const ctx = contexts.get(deps)
    if (!ctx) return
    await settleDueMatches(ctx)
  },
}

export const footballJobs = [footballScheduleJob, footballSettleJob]
