import type { JobDefinition } from '../../jobs/runner'
import { demoDraw, SETTLE_JOB } from './results'
import { ensureRounds } from './rounds'
import { settleRound, unsettledRounds } from './settle'
import { dueYeekeeRounds, resultYeekeeRound } from './yeekee'

/** Keeps the next 14 days of rounds created (idempotent by slot key). */
export const scheduleRoundsJob: JobDefinition = {
  name: 'lotto.schedule_rounds',
  schedule: { every: 3600_000 },
  run: async (deps) => {
    await ensureRounds(deps.db, deps.clock.now(), deps.random)
  },
}

/** One round's settlement (or refund), queued when its result is entered or it is voided. */
export const settleRoundJob: JobDefinition = {
  name: SETTLE_JOB,
  run: async (deps, job) => {
    const { roundId } = job.payload as { roundId: number }
    await settleRound(deps, roundId)
  },
}

/** Finishes any settlement a crash or a failed run left unfinished. */
export const settleSweepJob: JobDefinition = {
  name: 'lotto.settle_sweep',
  schedule: { every: 5 * 60_000 },
  run: async (deps) => {
    for (const roundId of await unsettledRounds(deps)) await settleRound(deps, roundId)
  },
}

/** The demo draw: only with the demo seed, random results for official rounds nobody entered. */
export const demoDrawJob: JobDefinition = {
  name: 'lotto.demo_draw',
  schedule: { every: 60_000 },
  run: async (deps) => {
    if (deps.config.seed !== 'demo') return
    await demoDraw(deps)
  },
}

/** Yeekee: each round whose shooting closed gets its result from the shots (or is void under 20). */
export const yeekeeResultsJob: JobDefinition = {
  name: 'lotto.yeekee_results',
  schedule: { every: 15_000 },
  run: async (deps) => {
    for (const roundId of await dueYeekeeRounds(deps)) await resultYeekeeRound(deps, roundId)
  },
}

export const lottoJobs = [scheduleRoundsJob, settleRoundJob, settleSweepJob, demoDrawJob, yeekeeResultsJob]
