import { and, asc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { OperatorQuest, OperatorQuestSaveBody } from '../../../src/contract/extras-operator'
import { questClaims, quests } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { QUEST_MESSAGES, QUEST_OPERATOR_MESSAGES } from './messages'
import { periodOf, type QuestPeriod } from './periods'
import type { QuestKindName } from './progress'

type QuestRow = typeof quests.$inferSelect
const MONEY_KINDS: ReadonlySet<string> = new Set(['deposit', 'bet_total'])
const MAX_COUNT = 10_000
const MAX_POINTS = 100_000_000
/** The longest login streak a quest can count: a week within a weekly quest, 31 days back for a daily one. */
const MAX_STREAK = { daily: 31, weekly: 7 } as const

async function claimCounts(deps: AppDeps, now: Date, questId?: number) {
  const keys = { daily: periodOf('daily', now).key, weekly: periodOf('weekly', now).key }
  const rows = await deps.db
    .select({
      questId: questClaims.questId,
      total: sql<number>`count(*)::int`,
      daily: sql<number>`count(*) filter (where ${questClaims.periodKey} = ${keys.daily})::int`,
      weekly: sql<number>`count(*) filter (where ${questClaims.periodKey} = ${keys.weekly})::int`,
    })
    .from(questClaims)
    .where(questId === undefined ? undefined : eq(questClaims.questId, questId))
    .groupBy(questClaims.questId)
  return new Map(rows.map((r) => [r.questId, r]))
}

function toOperator(row: QuestRow, counts?: { total: number; daily: number; weekly: number }): OperatorQuest {
  const money = MONEY_KINDS.has(row.kind)
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    period: row.period as QuestPeriod,
    kind: row.kind as QuestKindName,
    target: money ? satangToBaht(row.target) : Number(row.target),
    reward_kind: row.rewardKind === 'points' ? 'points' : 'credit',
    reward: row.rewardKind === 'points' ? Number(row.rewardAmount) : satangToBaht(row.rewardAmount),
    turnover_multiple: row.turnoverMultiple,
    sort: row.sort,
    enabled: row.enabled,
    claims_now: Number((row.period === 'weekly' ? counts?.weekly : counts?.daily) ?? 0),
    claims: Number(counts?.total ?? 0),
  }
}

/** Every quest of the agent, turned off ones included, daily first, with its claims. */
export async function operatorQuests(deps: AppDeps): Promise<OperatorQuest[]> {
  const [rows, counts] = await Promise.all([
    deps.db
      .select()
      .from(quests)
      .where(eq(quests.agentId, deps.config.agentId))
      .orderBy(asc(quests.period), asc(quests.sort), asc(quests.id)),
    claimCounts(deps, deps.clock.now()),
  ])
  return rows.map((r) => toOperator(r, counts.get(r.id)))
}

/** The stored target (satang or a count) and reward, or the Thai refusal of a bad one. */
function amountsOf(body: OperatorQuestSaveBody): { target: bigint; reward: bigint } | string {
  let target: bigint
  if (MONEY_KINDS.has(body.kind)) {
    const satang = parseBahtAmount(body.target)
    if (satang === null) return QUEST_OPERATOR_MESSAGES.targetBaht
    target = satang
  } else {
    if (!Number.isInteger(body.target) || body.target < 1 || body.target > MAX_COUNT)
      return QUEST_OPERATOR_MESSAGES.targetCount
    if (body.kind === 'login_streak' && body.target > MAX_STREAK[body.period])
      return body.period === 'daily'
        ? QUEST_OPERATOR_MESSAGES.streakDaily
        : QUEST_OPERATOR_MESSAGES.streakWeekly
    target = BigInt(body.target)
  }
  if (body.reward_kind === 'credit') {
    const satang = parseBahtAmount(body.reward)
    return satang === null ? QUEST_OPERATOR_MESSAGES.rewardCredit : { target, reward: satang }
  }
  return Number.isInteger(body.reward) && body.reward >= 1 && body.reward <= MAX_POINTS
    ? { target, reward: BigInt(body.reward) }
    : QUEST_OPERATOR_MESSAGES.rewardPoints
}

/**
 * Adds a quest (no quest_id) or changes one. A quest a member has claimed keeps its period and kind:
 * claims are once per period key, and a daily quest turned weekly (or a deposit quest turned into a
 * login one) would count and pay the same period again. Turning it off (`enabled: false`) takes it out
 * of the members' list, its claim and the event that carried it; nothing is deleted.
 */
export async function saveQuest(deps: AppDeps, body: OperatorQuestSaveBody): Promise<Result<OperatorQuest>> {
  const amounts = amountsOf(body)
  if (typeof amounts === 'string') return refuse(amounts)
  const values = {
    title: body.title,
    description: body.description,
    period: body.period,
    kind: body.kind,
    target: amounts.target,
    rewardKind: body.reward_kind,
    rewardAmount: amounts.reward,
    turnoverMultiple: body.reward_kind === 'credit' ? body.turnover_multiple : 0,
    enabled: body.enabled,
    ...(body.sort === undefined ? {} : { sort: body.sort }),
  }
  if (body.quest_id === undefined) {
    const [row] = await deps.db
      .insert(quests)
      .values({ agentId: deps.config.agentId, ...values })
      .returning()
    return ok(toOperator(row))
  }
  const [current] = await deps.db
    .select()
    .from(quests)
    .where(and(eq(quests.id, body.quest_id), eq(quests.agentId, deps.config.agentId)))
    .for('update')
  if (!current) return refuse(QUEST_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  const counts = (await claimCounts(deps, deps.clock.now(), current.id)).get(current.id)
  if (counts && (current.period !== body.period || current.kind !== body.kind))
    return refuse(QUEST_OPERATOR_MESSAGES.fixed)
  const [row] = await deps.db.update(quests).set(values).where(eq(quests.id, current.id)).returning()
  return ok(toOperator(row, counts))
}

/** The quest as the audit's `before` keeps it (null for a new one or another agent's id). */
export async function questBefore(deps: AppDeps, questId: number | undefined) {
  if (questId === undefined) return null
  const [row] = await deps.db
    .select()
    .from(quests)
    .where(and(eq(quests.id, questId), eq(quests.agentId, deps.config.agentId)))
  return row ? toOperator(row) : null
}
