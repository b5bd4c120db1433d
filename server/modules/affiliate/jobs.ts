import type { JobDefinition } from '../../jobs/runner'
import { addDays, bangkokDate } from '../../lib/bangkok'
import { bookCommission } from './compute'

/** Right after each Bangkok midnight: the commission of the day that just ended (compute.ts). */
export const affiliateCommissionJob: JobDefinition = {
  name: 'affiliate.commission',
  schedule: { dailyAt: '00:10' },
  run: async (deps, job) => {
    await bookCommission(deps, bangkokDate(addDays(job.runAt, -1)))
  },
}

export const affiliateJobs = [affiliateCommissionJob]
