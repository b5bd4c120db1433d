import { and, asc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { Quest, QuestRedeemReply } from '../../../src/contract/quests'
import type { DbOrTx } from '../../db/open'
import { eventLinks, events, questClaims, quests } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { pointsOf } from '../points/ledger'
import { creditReward, pointsReward } from '../rewards/credit'
import { withIdempotency } from '../wallet/idempotency'
import { questClaimReference } from '../wallet/references'
import { memberWallets } from '../wallet/service'
import { QUEST_MESSAGES } from './messages'
import { type PeriodBounds, periodOf, type QuestPeriod } from './periods'
import { type Activity, loadActivity, progressOf, type QuestKindName } from './progress'

type QuestRow = typeof quests.$inferSelect
const MONEY_KINDS: ReadonlySet<string> = new Set(['deposit', 'bet_total'])

/** Satang on the wire as baht for money kinds; counts as they are. */
const amountOut = (kind: string, value: bigint): number =>
  MONEY_KINDS.has(kind) ? satangToBaht(value) : Number(value)

function toWire(row: QuestRow, bounds: PeriodBounds, progress: bigint, claimed: boolean): Quest {
  const capped = progress < row.target ? progress : row.target
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    period: row.period as QuestPeriod,
    kind: row.kind as QuestKindName,
    target: amountOut(row.kind, row.target),
    progress: amountOut(row.kind, capped),
    done: progress >= row.target,
    claimed,
    reward_kind: row.rewardKind === 'points' ? 'points' : 'credit',
    reward: row.rewardKind === 'points' ? Number(row.rewardAmount) : satangToBaht(row.rewardAmount),
    turnover_multiple: row.turnoverMultiple,
    resets_at: bounds.end.toISOString(),
  }
}

async function questView(db: DbOrTx, row: QuestRow, memberId: number, activity: Activity): Promise<Quest> {
  const bounds = periodOf(row.period as QuestPeriod, activity.now)
  const [claim] = await db
    .select({ id: questClaims.id })
    .from(questClaims)
    .where(
      and(
        eq(questClaims.memberId, memberId),
        eq(questClaims.questId, row.id),
        eq(questClaims.periodKey, bounds.key),
      ),
    )
  return toWire(row, bounds, progressOf(row.kind as QuestKindName, bounds, activity), Boolean(claim))
}

/** The agent's enabled quests, daily first, with this member's progress in the current periods. */
export async function questList(deps: AppDeps, memberId: number): Promise<Quest[]> {
  const rows = await deps.db
    .select()
    .from(quests)
    .where(and(eq(quests.agentId, deps.config.agentId), eq(quests.enabled, true)))
    .orderBy(asc(quests.period), asc(quests.sort), asc(quests.id))
  const activity = await loadActivity(deps.db, memberId, deps.clock.now())
  const claims = await deps.db
    .select({ questId: questClaims.questId, periodKey: questClaims.periodKey })
    .from(questClaims)
    .where(eq(questClaims.memberId, memberId))
  const claimed = new Set(claims.map((c) => `${c.questId}/${c.periodKey}`))
  return rows.map((row) => {
    const bounds = periodOf(row.period as QuestPeriod, activity.now)
    const progress = progressOf(row.kind as QuestKindName, bounds, activity)
    return toWire(row, bounds, progress, claimed.has(`${row.id}/${bounds.key}`))
  })
}

type RedeemAnswer = NonNullable<QuestRedeemReply['data']>

/**
 * Claims a finished quest's reward once per period: the claim row's unique index (member, quest,
 * period) is the rule, so replays and races give one reward; credit goes to the bonus wallet with
 * its turnover, points through the points ledger, in the claim's transaction.
 */
export async function redeemQuest(
  deps: AppDeps,
  memberId: number,
  key: string,
  questId: number,
): Promise<Result<RedeemAnswer>> {
  return withIdempotency(deps, { memberId, key, scope: 'quest.redeem', payload: { questId } }, async (tx) => {
    const [row] = await tx
      .select()
      .from(quests)
      .where(and(eq(quests.id, questId), eq(quests.agentId, deps.config.agentId), eq(quests.enabled, true)))
    if (!row) return refuse(QUEST_MESSAGES.notFound, ErrorCode.NOT_FOUND)
    const now = deps.clock.now()
    const bounds = periodOf(row.period as QuestPeriod, now)
    const activity = await loadActivity(tx, memberId, now)
    const progress = progressOf(row.kind as QuestKindName, bounds, activity)
    if (progress < row.target) return refuse(QUEST_MESSAGES.notDone)
    const [claim] = await tx
      .insert(questClaims)
      .values({ memberId, questId, periodKey: bounds.key, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: questClaims.id })
    if (!claim) return refuse(QUEST_MESSAGES.claimed)
    if (row.rewardKind === 'points') {
      await pointsReward(tx, deps, {
        memberId,
        source: 'quest',
        points: row.rewardAmount,
        reference: `quest:${questId}:${bounds.key}`,
        at: now,
      })
    } else {
      const transactionId = await creditReward(tx, deps, {
        memberId,
        source: 'quest',
        title: row.title,
        amountSatang: row.rewardAmount,
        turnoverMultiple: row.turnoverMultiple,
        // The member's claim: every member who finishes the quest in the period has their own.
        reference: questClaimReference(claim.id),
        at: now,
      })
      await tx.update(questClaims).set({ transactionId }).where(eq(questClaims.id, claim.id))
    }
    return ok({
      quest: toWire(row, bounds, progress, true),
      wallets: await memberWallets(tx, memberId),
      points: Number(await pointsOf(tx, memberId)),
    })
  })
}

/** The quest an event of the event dialog carries, with the member's progress. */
export async function eventQuest(deps: AppDeps, memberId: number, eventId: number): Promise<Result<Quest>> {
  const [row] = await deps.db
    .select({ quest: quests })
    .from(events)
    .leftJoin(eventLinks, eq(eventLinks.eventId, events.id))
    .leftJoin(quests, eq(quests.id, eventLinks.questId))
    .where(and(eq(events.id, eventId), eq(events.agentId, deps.config.agentId)))
  if (!row) return refuse(QUEST_MESSAGES.eventNotFound, ErrorCode.NOT_FOUND)
  if (!row.quest?.enabled) return refuse(QUEST_MESSAGES.eventNoQuest, ErrorCode.NOT_FOUND)
  const activity = await loadActivity(deps.db, memberId, deps.clock.now())
  return ok(await questView(deps.db, row.quest, memberId, activity))
}
