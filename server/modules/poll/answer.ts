import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { OperatorPollAnswerReply } from '../../../src/contract/poll'
import { pollChoices, polls } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { enqueueJob } from '../../jobs/runner'
import { ok, type Result, refuse } from '../../lib/result'
import { PAY_WINNERS_JOB } from './jobs'
import { POLL_MESSAGES } from './messages'
import { membersWhoAnswered } from './service'

type AnswerReply = NonNullable<OperatorPollAnswerReply['data']>

/**
 * The operator sets a poll's answer (once: a conditional UPDATE on `answer_choice_id is null`),
 * which closes the poll; a prize poll's payout job is enqueued in the same transaction.
 */
export async function setPollAnswer(
  deps: AppDeps,
  pollId: number,
  choiceId: number,
): Promise<Result<AnswerReply>> {
  return deps.db.transaction(async (tx) => {
    const [choice] = await tx
      .select({ id: pollChoices.id })
      .from(pollChoices)
      .innerJoin(polls, eq(polls.id, pollChoices.pollId))
      .where(and(eq(pollChoices.id, choiceId), eq(polls.id, pollId), eq(polls.agentId, deps.config.agentId)))
    if (!choice) return refuse(POLL_MESSAGES.choiceNotFound, ErrorCode.NOT_FOUND)
    const now = deps.clock.now()
    const [poll] = await tx
      .update(polls)
      .set({ answerChoiceId: choiceId, answeredAt: now })
      .where(and(eq(polls.id, pollId), sql`${polls.answerChoiceId} is null`))
      .returning()
    if (!poll) return refuse(POLL_MESSAGES.alreadyAnswered)
    const winners = await membersWhoAnswered(tx, pollId, choiceId)
    if (poll.prizeKind !== 'none') {
      await enqueueJob(tx, {
        name: PAY_WINNERS_JOB,
        key: `poll:${pollId}`,
        runAt: now,
        payload: { pollId },
        now,
      })
    }
    return ok({ poll_id: pollId, answer_choice_id: choiceId, winners: winners.length })
  })
}
