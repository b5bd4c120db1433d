import { affiliateJobs } from '../modules/affiliate/jobs'
import { cashbackJobs } from '../modules/cashback/jobs'
import { paymentJobs } from '../modules/payment/jobs'
import { walletJobs } from '../modules/wallet/jobs'
import { pruneJobsJob } from './prune'
import type { JobDefinition } from './runner'

/** Every job the server runs: each module exports its definitions from its own `jobs.ts`. */
export const jobDefinitions: readonly JobDefinition[] = [
  ...paymentJobs,
  ...walletJobs,
  pruneJobsJob,
  ...cashbackJobs,
  ...affiliateJobs,
]
