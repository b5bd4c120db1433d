import type { ClaimedJob, JobDefinition } from '../../jobs/runner'
import { addDays, bangkokDate, weekdayOf } from '../../lib/bangkok'
import { makeOffers } from './compute'

/** The Bangkok day that ended just before this run's slot. */
const dayBefore = (job: ClaimedJob): string => bangkokDate(addDays(job.runAt, -1))

/**
 * Right after each Bangkok midnight: the day that just ended gets its daily cashback (net loss) and
 * turnover return offers. One statement each (compute.ts); a rerun adds only what is missing.
 */
export const cashbackDailyJob: JobDefinition = {
  name: 'cashback.daily',
  schedule: { dailyAt: '00:05' },
  run: async (deps, job) => {
    const day = dayBefore(job)
    await makeOffers(deps, 'daily_loss', day)
    await makeOffers(deps, 'turnover', day)
  },
}

/** After a Sunday ends (Bangkok): the week Monday-Sunday gets its win/loss return offers. */
export const cashbackWeeklyJob: JobDefinition = {
  name: 'cashback.weekly',
  schedule: { dailyAt: '00:15' },
  run: async (deps, job) => {
    const day = dayBefore(job)
    if (weekdayOf(day) !== 0) return
    await makeOffers(deps, 'weekly_loss', day)
  },
}

export const cashbackJobs = [cashbackDailyJob, cashbackWeeklyJob]
