import { eq } from 'drizzle-orm'
import { pollPayouts, polls } from '../../db/schema'
import type { JobDefinition } from '../../jobs/runner'
import { creditReward, pointsReward } from '../rewards/credit'
import { pollPayoutReference } from '../wallet/references'
import { membersWhoAnswered } from './service'

export const PAY_WINNERS_JOB = 'poll.pay_winners'

/**
 * Pays each member whose answer (first vote) is right, once (payload `{ pollId }`, enqueued when the operator
 * sets the answer). One transaction per winner: the payout row's unique index (poll, member) and the
 * ledger reference of that row make a re-run (retry, crash) pay nobody twice.
 */
export const payPollWinnersJob: JobDefinition = {
  name: PAY_WINNERS_JOB,
  run: async (deps, job) => {
    const pollId = (job.payload as { pollId?: number } | null)?.pollId
    if (typeof pollId !== 'number') throw new Error(`job ${job.id} has no pollId`)
    const [poll] = await deps.db.select().from(polls).where(eq(polls.id, pollId))
    if (!poll || poll.answerChoiceId === null || poll.prizeKind === 'none') return
    const winners = await membersWhoAnswered(deps.db, pollId, poll.answerChoiceId)
    const now = deps.clock.now()
    for (const memberId of winners) {
      await deps.db.transaction(async (tx) => {
        const [payout] = await tx
          .insert(pollPayouts)
          .values({ pollId, memberId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: pollPayouts.id })
        if (!payout) return
        if (poll.prizeKind === 'points') {
          await pointsReward(tx, deps, {
            memberId,
            source: 'poll',
            points: poll.prizeAmount,
            reference: `poll:${pollId}:winner`,
            at: now,
          })
        } else {
          await creditReward(tx, deps, {
            memberId,
            source: 'poll',
            title: `ทายผล: ${poll.title}`,
            amountSatang: poll.prizeAmount,
            turnoverMultiple: 1,
            // The winner's payout row: every winner of the poll has their own.
            reference: pollPayoutReference(payout.id),
            at: now,
          })
        }
      })
    }
  },
}

export const pollJobs = [payPollWinnersJob]
