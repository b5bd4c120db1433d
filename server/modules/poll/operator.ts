import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { OperatorPoll, OperatorPollSaveBody, PollStatus } from '../../../src/contract/extras-operator'
import type { DbOrTx } from '../../db/open'
import { pollChoices, polls, pollVotes } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { POLL_MESSAGES, POLL_OPERATOR_MESSAGES } from './messages'

type PollRow = typeof polls.$inferSelect
type ChoiceRow = typeof pollChoices.$inferSelect
const MAX_POINTS = 100_000_000

export function pollStatus(poll: PollRow, now: Date): PollStatus {
  if (poll.answerChoiceId !== null) return 'answered'
  if (now >= poll.closesAt) return 'closed'
  if (now < poll.opensAt) return 'scheduled'
  return 'open'
}

/** Members per answer (a member's answer is their first vote's choice), per poll. */
async function answersOf(db: DbOrTx, pollIds: number[]) {
  if (pollIds.length === 0) return new Map<number, number>()
  const result = (await db.execute(sql`
    select choice_id, count(*)::int as voters from (
      select distinct on (poll_id, member_id) poll_id, member_id, choice_id from ${pollVotes}
      where poll_id in (${sql.join(pollIds, sql`, `)}) order by poll_id, member_id, id
    ) first_votes group by choice_id`)) as unknown as { rows: { choice_id: number; voters: number }[] }
  return new Map(result.rows.map((r) => [Number(r.choice_id), Number(r.voters)]))
}

async function toOperator(db: DbOrTx, rows: PollRow[], now: Date): Promise<OperatorPoll[]> {
  const ids = rows.map((p) => p.id)
  const [choices, answers] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([] as ChoiceRow[])
      : db
          .select()
          .from(pollChoices)
          .where(inArray(pollChoices.pollId, ids))
          .orderBy(asc(pollChoices.sort), asc(pollChoices.id)),
    answersOf(db, ids),
  ])
  return rows.map((poll) => {
    const own = choices
      .filter((c) => c.pollId === poll.id)
      .map((c) => ({ id: c.id, label: c.label, image: c.image, voters: answers.get(c.id) ?? 0 }))
    const prizeKind = poll.prizeKind === 'credit' || poll.prizeKind === 'points' ? poll.prizeKind : 'none'
    return {
      id: poll.id,
      title: poll.title,
      description: poll.description,
      image: poll.image,
      quota: poll.quota,
      opens_at: poll.opensAt.toISOString(),
      closes_at: poll.closesAt.toISOString(),
      status: pollStatus(poll, now),
      prize_kind: prizeKind,
      prize_amount: prizeKind === 'credit' ? satangToBaht(poll.prizeAmount) : Number(poll.prizeAmount),
      answer_choice_id: poll.answerChoiceId,
      voters: own.reduce((sum, c) => sum + c.voters, 0),
      choices: own,
    }
  })
}

/** Every poll of the agent, newest first, with its status and how many members chose each answer. */
export async function operatorPolls(deps: AppDeps): Promise<OperatorPoll[]> {
  const rows = await deps.db
    .select()
    .from(polls)
    .where(eq(polls.agentId, deps.config.agentId))
    .orderBy(desc(polls.id))
  return toOperator(deps.db, rows, deps.clock.now())
}

async function lockedPoll(deps: AppDeps, pollId: number) {
  const [row] = await deps.db
    .select()
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.agentId, deps.config.agentId)))
    .for('update')
  return row
}

async function onePoll(deps: AppDeps, row: PollRow): Promise<OperatorPoll> {
  return (await toOperator(deps.db, [row], deps.clock.now()))[0]
}

/** The stored prize amount (satang, points, 0 for none), or the Thai refusal of a bad one. */
function prizeOf(body: OperatorPollSaveBody): bigint | string {
  if (body.prize_kind === 'none') return 0n
  if (body.prize_kind === 'credit') return parseBahtAmount(body.prize_amount) ?? POLL_OPERATOR_MESSAGES.credit
  return Number.isInteger(body.prize_amount) && body.prize_amount >= 1 && body.prize_amount <= MAX_POINTS
    ? BigInt(body.prize_amount)
    : POLL_OPERATOR_MESSAGES.points
}

/**
 * Adds a poll (no poll_id) or changes one not answered yet. Once a member has voted, its choices
 * (ids and labels) and its prize stay as they are: a vote was cast for that choice and that prize.
 * The poll row is locked, and a vote locks it FOR SHARE, so a change and a vote never interleave.
 * A choice no one voted for may be dropped before the first vote; nothing a member used is deleted.
 */
export async function savePoll(deps: AppDeps, body: OperatorPollSaveBody): Promise<Result<OperatorPoll>> {
  const opensAt = new Date(body.opens_at)
  const closesAt = new Date(body.closes_at)
  if (Number.isNaN(opensAt.getTime()) || Number.isNaN(closesAt.getTime()) || closesAt <= opensAt)
    return refuse(POLL_OPERATOR_MESSAGES.times)
  const labels = body.choices.map((c) => c.label.trim())
  if (new Set(labels).size !== labels.length || labels.some((l) => l === ''))
    return refuse(POLL_OPERATOR_MESSAGES.sameLabel)
  const prize = prizeOf(body)
  if (typeof prize === 'string') return refuse(prize)
  const values = {
    title: body.title,
    description: body.description,
    image: body.image ?? null,
    quota: body.quota,
    opensAt,
    closesAt,
    prizeKind: body.prize_kind,
    prizeAmount: prize,
  }
  const choiceValues = (i: number) => ({
    label: labels[i],
    image: body.choices[i].image ?? null,
    sort: i,
  })

  if (body.poll_id === undefined) {
    if (closesAt <= deps.clock.now()) return refuse(POLL_OPERATOR_MESSAGES.closesPast)
    if (body.choices.some((c) => c.id !== undefined)) return refuse(POLL_MESSAGES.choiceNotFound)
    const [poll] = await deps.db
      .insert(polls)
      .values({ agentId: deps.config.agentId, ...values })
      .returning()
    await deps.db
      .insert(pollChoices)
      .values(body.choices.map((_, i) => ({ pollId: poll.id, ...choiceValues(i) })))
    return ok(await onePoll(deps, poll))
  }

  const current = await lockedPoll(deps, body.poll_id)
  if (!current) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  if (current.answerChoiceId !== null) return refuse(POLL_OPERATOR_MESSAGES.answered)
  const existing = await deps.db.select().from(pollChoices).where(eq(pollChoices.pollId, current.id))
  const byId = new Map(existing.map((c) => [c.id, c]))
  if (body.choices.some((c) => c.id !== undefined && !byId.has(c.id)))
    return refuse(POLL_MESSAGES.choiceNotFound, ErrorCode.NOT_FOUND)
  const [voted] = await deps.db
    .select({ id: pollVotes.id })
    .from(pollVotes)
    .where(eq(pollVotes.pollId, current.id))
    .limit(1)
  if (voted) {
    const sameChoices =
      body.choices.length === existing.length &&
      body.choices.every((c, i) => c.id !== undefined && byId.get(c.id)?.label === labels[i])
    const samePrize = current.prizeKind === body.prize_kind && current.prizeAmount === prize
    if (!sameChoices || !samePrize) return refuse(POLL_OPERATOR_MESSAGES.votedFixed)
  }
  const [poll] = await deps.db.update(polls).set(values).where(eq(polls.id, current.id)).returning()
  const kept = body.choices.flatMap((c) => (c.id === undefined ? [] : [c.id]))
  // Only reached with no votes at all, or with every choice kept: no vote loses its choice.
  await deps.db
    .delete(pollChoices)
    .where(
      kept.length === 0
        ? eq(pollChoices.pollId, poll.id)
        : and(eq(pollChoices.pollId, poll.id), notInArray(pollChoices.id, kept)),
    )
  for (const [i, choice] of body.choices.entries()) {
    if (choice.id === undefined)
      await deps.db.insert(pollChoices).values({ pollId: poll.id, ...choiceValues(i) })
    else await deps.db.update(pollChoices).set(choiceValues(i)).where(eq(pollChoices.id, choice.id))
  }
  return ok(await onePoll(deps, poll))
}

/** Stops voting now (the answer comes later with poll/answer); a closed or answered poll is refused. */
export async function closePoll(deps: AppDeps, pollId: number): Promise<Result<OperatorPoll>> {
  const current = await lockedPoll(deps, pollId)
  if (!current) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const now = deps.clock.now()
  const status = pollStatus(current, now)
  if (status === 'closed' || status === 'answered') return refuse(POLL_MESSAGES.closed)
  const [poll] = await deps.db
    .update(polls)
    .set({ closesAt: now, opensAt: status === 'scheduled' ? now : current.opensAt })
    .where(eq(polls.id, current.id))
    .returning()
  return ok(await onePoll(deps, poll))
}

/** The poll as the audit's `before` keeps it (null for a new one or another agent's id). */
export async function pollBefore(deps: AppDeps, pollId: number | undefined) {
  if (pollId === undefined) return null
  const [row] = await deps.db
    .select()
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.agentId, deps.config.agentId)))
  return row ? onePoll(deps, row) : null
}
