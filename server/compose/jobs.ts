import { pruneJobsJob, pruneRateLimitsJob } from '../jobs/prune'
import type { JobDefinition } from '../jobs/runner'
import { affiliateJobs } from '../modules/affiliate/jobs'
import { cashbackJobs } from '../modules/cashback/jobs'
import { lineJobs } from '../modules/line/jobs'
import { lottoJobs } from '../modules/lotto/jobs'
import { paymentJobs } from '../modules/payment/jobs'
import { pollJobs } from '../modules/poll/jobs'
import { questJobs } from '../modules/quests/jobs'
import { walletJobs } from '../modules/wallet/jobs'
import { footballJobs } from '../provider/football/jobs'

/** Every job the server runs: each module exports its definitions from its own `jobs.ts`. */
export const jobDefinitions: readonly JobDefinition[] = [
  ...paymentJobs,
  ...walletJobs,
  pruneJobsJob,
  pruneRateLimitsJob,
  ...footballJobs,
  ...lottoJobs,
  ...questJobs,
  ...pollJobs,
  ...cashbackJobs,
  ...affiliateJobs,
  ...lineJobs,
]
