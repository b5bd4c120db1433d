import { and, asc, count, eq, isNotNull, ne } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { OperatorPromotion, OperatorPromotionSaveBody } from '../../../src/contract/marketing'
import { memberPromotions, promotions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, parseBahtOrZero, parsePercentBp, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import type { PromotionRow } from './eligibility'
import { PROMOTION_MESSAGES, PROMOTION_OPERATOR_MESSAGES } from './messages'
import { basisPointsToPercent } from './rules'

function toOperatorWire(row: PromotionRow, taken: number): OperatorPromotion {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    image: row.image,
    bonus_percent: basisPointsToPercent(row.bonusBasisPoints),
    min_deposit: satangToBaht(row.minDepositSatang),
    max_bonus: satangToBaht(row.maxBonusSatang),
    frequency: row.frequency === 'daily' ? 'daily' : 'once',
    turnover_multiple: row.turnoverMultiple,
    max_withdraw: row.maxWithdrawSatang === null ? null : satangToBaht(row.maxWithdrawSatang),
    first_deposit_only: row.firstDepositOnly,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
    enabled: row.enabled,
    sort: row.sort,
    taken,
  }
}

/** Members who took each promotion (any status but cancelled), by promotion id. */
async function takenCounts(deps: AppDeps): Promise<Map<number, number>> {
  const rows = await deps.db
    .select({ id: memberPromotions.promotionId, n: count() })
    .from(memberPromotions)
    .where(and(isNotNull(memberPromotions.promotionId), ne(memberPromotions.status, 'cancelled')))
    .groupBy(memberPromotions.promotionId)
  return new Map(rows.map((r) => [r.id as number, Number(r.n)]))
}

/** Every promotion of this agent, turned off ones too, in the members' order. */
export async function operatorPromotionList(deps: AppDeps): Promise<OperatorPromotion[]> {
  const [rows, taken] = await Promise.all([
    deps.db
      .select()
      .from(promotions)
      .where(eq(promotions.agentId, deps.config.agentId))
      .orderBy(asc(promotions.sort), asc(promotions.id)),
    takenCounts(deps),
  ])
  return rows.map((row) => toOperatorWire(row, taken.get(row.id) ?? 0))
}

/**
 * Adds a promotion (no promotion_id) or replaces an existing one's fields. Turning one off
 * (`enabled: false`) keeps it and every member's take of it; members can no longer take it, and a
 * take waiting for a deposit gets no bonus.
 */
export async function savePromotion(
  deps: AppDeps,
  body: OperatorPromotionSaveBody,
): Promise<Result<OperatorPromotion>> {
  const bp = parsePercentBp(body.bonus_percent)
  if (bp === null || bp <= 0) return refuse(PROMOTION_OPERATOR_MESSAGES.bonusPercent)
  const minDepositSatang = parseBahtOrZero(body.min_deposit)
  if (minDepositSatang === null || minDepositSatang < 0n)
    return refuse(PROMOTION_OPERATOR_MESSAGES.minDeposit)
  const maxBonusSatang = parseBahtAmount(body.max_bonus)
  if (maxBonusSatang === null) return refuse(PROMOTION_OPERATOR_MESSAGES.maxBonus)
  const maxWithdrawSatang = body.max_withdraw === null ? null : parseBahtAmount(body.max_withdraw)
  if (body.max_withdraw !== null && maxWithdrawSatang === null)
    return refuse(PROMOTION_OPERATOR_MESSAGES.maxWithdraw)
  const startsAt = new Date(body.starts_at)
  const endsAt = body.ends_at === null ? null : new Date(body.ends_at)
  if (endsAt && endsAt <= startsAt) return refuse(PROMOTION_OPERATOR_MESSAGES.endBeforeStart)
  const values = {
    agentId: deps.config.agentId,
    title: body.title.trim(),
    description: body.description.trim(),
    image: body.image,
    bonusBasisPoints: bp,
    minDepositSatang,
    maxBonusSatang,
    frequency: body.frequency,
    turnoverMultiple: body.turnover_multiple,
    maxWithdrawSatang,
    firstDepositOnly: body.first_deposit_only,
    startsAt,
    endsAt,
    enabled: body.enabled,
    ...(body.sort === undefined ? {} : { sort: body.sort }),
  }
  if (!values.title) return refuse(PROMOTION_OPERATOR_MESSAGES.title)
  if (body.promotion_id === undefined) {
    const [row] = await deps.db.insert(promotions).values(values).returning()
    return ok(toOperatorWire(row, 0))
  }
  const [row] = await deps.db
    .update(promotions)
    .set(values)
    .where(and(eq(promotions.id, body.promotion_id), eq(promotions.agentId, deps.config.agentId)))
    .returning()
  if (!row) return refuse(PROMOTION_MESSAGES.notFound, ErrorCode.NOT_FOUND)
  return ok(toOperatorWire(row, (await takenCounts(deps)).get(row.id) ?? 0))
}
