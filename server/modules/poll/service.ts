import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { PollConfig, PollQuota, PollQuotaCheck, PollStats } from '../../../src/contract/poll'
import type { DbOrTx } from '../../db/open'
import { members, pollChoices, pollPayouts, polls, pollVotes } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { bangkokDate } from '../../lib/bangkok'
import { maskPhone } from '../../lib/mask'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { POLL_MESSAGES } from './messages'

type PollRow = typeof polls.$inferSelect

export async function pollById(
  deps: AppDeps,
  pollId: number,
  db: DbOrTx = deps.db,
): Promise<PollRow | undefined> {
  const [row] = await db
    .select()
    .from(polls)
    .where(and(eq(polls.id, pollId), eq(polls.agentId, deps.config.agentId)))
  return row
}

/** The poll's choices and metadata. */
export async function pollConfig(deps: AppDeps, pollId: number): Promise<Result<PollConfig>> {
  const poll = await pollById(deps, pollId)
  if (!poll) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const choices = await deps.db
    .select()
    .from(pollChoices)
    .where(eq(pollChoices.pollId, poll.id))
    .orderBy(asc(pollChoices.sort), asc(pollChoices.id))
  const prizeKind = poll.prizeKind === 'credit' || poll.prizeKind === 'points' ? poll.prizeKind : 'none'
  return ok({
    id: poll.id,
    title: poll.title,
    description: poll.description,
    image: poll.image,
    choices: choices.map((c) => ({ id: c.id, label: c.label, image: c.image })),
    metadata: {
      opens_at: poll.opensAt.toISOString(),
      closes_at: poll.closesAt.toISOString(),
      closed: deps.clock.now() >= poll.closesAt || poll.answerChoiceId !== null,
      quota_per_day: poll.quota,
      prize_kind: prizeKind,
      prize_amount: prizeKind === 'credit' ? satangToBaht(poll.prizeAmount) : Number(poll.prizeAmount),
      answer_choice_id: poll.answerChoiceId,
    },
  })
}

/**
 * Votes left today (Asia/Bangkok), when the quota last changed (the member's last vote) and the
 * member's answer: the choice of their first vote, the only one they may vote for again.
 */
export async function pollQuota(
  deps: AppDeps,
  memberId: number,
  poll: PollRow,
  db: DbOrTx = deps.db,
): Promise<PollQuota> {
  const now = deps.clock.now()
  const [today] = await db
    .select({ used: sql<number>`count(*)::int` })
    .from(pollVotes)
    .where(
      and(
        eq(pollVotes.pollId, poll.id),
        eq(pollVotes.memberId, memberId),
        eq(pollVotes.day, bangkokDate(now)),
      ),
    )
  const [last] = await db
    .select({ at: pollVotes.createdAt })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, poll.id), eq(pollVotes.memberId, memberId)))
    .orderBy(desc(pollVotes.id))
    .limit(1)
  const [first] = await db
    .select({ choiceId: pollVotes.choiceId })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, poll.id), eq(pollVotes.memberId, memberId)))
    .orderBy(asc(pollVotes.id))
    .limit(1)
  const used = Number(today?.used ?? 0)
  const quota = Math.max(0, poll.quota - used)
  const open = now >= poll.opensAt && now < poll.closesAt && poll.answerChoiceId === null
  return {
    poll_id: poll.id,
    quota,
    used,
    last_updated_quota: last ? last.at.toISOString() : null,
    choice_id: first?.choiceId ?? null,
    can_vote: open && quota > 0,
  }
}

export async function quotaFor(deps: AppDeps, memberId: number, pollId: number): Promise<Result<PollQuota>> {
  const poll = await pollById(deps, pollId)
  if (!poll) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  return ok(await pollQuota(deps, memberId, poll))
}

/**
 * The quota with the reason a vote would be refused now (the refusals of `submitVote`, in its order):
 * the site asks it before a vote and shows the reason instead of voting.
 */
export async function quotaCheck(
  deps: AppDeps,
  memberId: number,
  pollId: number,
): Promise<Result<PollQuotaCheck>> {
  const poll = await pollById(deps, pollId)
  if (!poll) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const quota = await pollQuota(deps, memberId, poll)
  const now = deps.clock.now()
  const reason = quota.can_vote
    ? null
    : now < poll.opensAt
      ? POLL_MESSAGES.notOpen
      : now >= poll.closesAt || poll.answerChoiceId !== null
        ? POLL_MESSAGES.closed
        : POLL_MESSAGES.noQuota
  return ok({ ...quota, reason })
}

/** Votes and percentages per choice (every choice listed, 0 when nobody chose it). */
export async function pollStats(
  deps: AppDeps,
  pollId: number,
  db: DbOrTx = deps.db,
): Promise<Result<PollStats>> {
  const poll = await pollById(deps, pollId, db)
  if (!poll) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const rows = await db
    .select({ choiceId: pollChoices.id, votes: sql<number>`count(${pollVotes.id})::int` })
    .from(pollChoices)
    .leftJoin(pollVotes, eq(pollVotes.choiceId, pollChoices.id))
    .where(eq(pollChoices.pollId, poll.id))
    .groupBy(pollChoices.id)
    .orderBy(asc(pollChoices.sort), asc(pollChoices.id))
  const total = rows.reduce((sum, r) => sum + Number(r.votes), 0)
  return ok({
    poll_id: poll.id,
    total_votes: total,
    choices: rows.map((r) => ({
      choice_id: r.choiceId,
      votes: Number(r.votes),
      // One decimal; the site shows it as it is.
      percent: total === 0 ? 0 : Math.round((Number(r.votes) * 1000) / total) / 10,
    })),
  })
}

/**
 * One vote: the poll must be open, the member must have quota left today, and the choice must be
 * their answer if they have one (one answer per poll: voting for every answer would make any prize
 * a sure win). The member's votes are serialised by locking their member row, so two racing votes
 * can neither both take the last quota nor fix two different answers.
 */
export async function submitVote(deps: AppDeps, memberId: number, pollId: number, choiceId: number) {
  return deps.db.transaction(async (tx) => {
    // FOR SHARE: votes run side by side, but wait for (and then see) a marketing desk change to the
    // poll's choices, prize or times (poll/operator.ts locks the row FOR UPDATE).
    const [poll] = await tx
      .select()
      .from(polls)
      .where(and(eq(polls.id, pollId), eq(polls.agentId, deps.config.agentId)))
      .for('share')
    if (!poll) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
    const [choice] = await tx
      .select({ id: pollChoices.id })
      .from(pollChoices)
      .where(and(eq(pollChoices.id, choiceId), eq(pollChoices.pollId, poll.id)))
    if (!choice) return refuse(POLL_MESSAGES.choiceNotFound, ErrorCode.NOT_FOUND)
    const now = deps.clock.now()
    if (now < poll.opensAt) return refuse(POLL_MESSAGES.notOpen)
    if (now >= poll.closesAt || poll.answerChoiceId !== null) return refuse(POLL_MESSAGES.closed)
    await tx.execute(sql`select id from ${members} where id = ${memberId} for update`)
    const before = await pollQuota(deps, memberId, poll, tx)
    if (before.choice_id !== null && before.choice_id !== choiceId) {
      const [chosen] = await tx
        .select({ label: pollChoices.label })
        .from(pollChoices)
        .where(eq(pollChoices.id, before.choice_id))
      return refuse(POLL_MESSAGES.otherAnswer(chosen?.label ?? ''))
    }
    if (before.quota <= 0) return refuse(POLL_MESSAGES.noQuota)
    await tx
      .insert(pollVotes)
      .values({ pollId: poll.id, choiceId, memberId, day: bangkokDate(now), createdAt: now })
    const stats = await pollStats(deps, poll.id, tx)
    if (!stats.ok) throw new Error('poll vanished during a vote')
    return ok({ quota: await pollQuota(deps, memberId, poll, tx), stats: stats.value })
  })
}

/**
 * The members whose answer to a poll is `choiceId`: a member's answer is their first vote's choice
 * (one answer per member; votes for another choice stored before that rule count for nothing).
 */
export async function membersWhoAnswered(db: DbOrTx, pollId: number, choiceId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    select member_id from (
      select distinct on (member_id) member_id, choice_id from ${pollVotes}
      where poll_id = ${pollId} order by member_id, id
    ) first_votes where choice_id = ${choiceId} order by member_id`)) as unknown as {
    rows: { member_id: number }[]
  }
  return result.rows.map((r) => Number(r.member_id))
}

/** The members who answered right (each once), masked, and whether their prize was paid. */
export async function pollWinners(deps: AppDeps, pollId: number) {
  const poll = await pollById(deps, pollId)
  if (!poll) return refuse(POLL_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  if (poll.answerChoiceId === null) return refuse(POLL_MESSAGES.notAnswered)
  const ids = await membersWhoAnswered(deps.db, poll.id, poll.answerChoiceId)
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({ memberId: members.id, phone: members.phone, paid: pollPayouts.id })
          .from(members)
          .leftJoin(pollPayouts, and(eq(pollPayouts.pollId, poll.id), eq(pollPayouts.memberId, members.id)))
          .where(inArray(members.id, ids))
          .orderBy(asc(members.id))
  return ok({
    poll_id: poll.id,
    answer_choice_id: poll.answerChoiceId,
    winners: rows.map((r) => ({
      name: maskPhone(r.phone),
      paid: poll.prizeKind === 'none' || r.paid !== null,
    })),
  })
}
