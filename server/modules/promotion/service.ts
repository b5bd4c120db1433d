import { and, asc, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { MemberPromotion, MemberPromotionStatus, Promotion } from '../../../src/contract/promotion'
import { coupons, memberPromotions, promotions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { withIdempotency } from '../wallet/idempotency'
import {
  expireStalePending,
  findPromotion,
  memberState,
  noLongerQualifies,
  type PromotionRow,
  runningRefusal,
  takeRefusal,
} from './eligibility'
import { PROMOTION_MESSAGES } from './messages'
import { basisPointsToPercent, periodKey } from './rules'

type MemberPromotionRow = typeof memberPromotions.$inferSelect

function promotionToWire(row: PromotionRow): Promotion {
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
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
  }
}

export function memberPromotionToWire(row: MemberPromotionRow, title: string): MemberPromotion {
  const done =
    row.turnoverDoneSatang < row.turnoverRequiredSatang ? row.turnoverDoneSatang : row.turnoverRequiredSatang
  return {
    id: row.id,
    // Extras rewards (reward_title) carry no deposit: shown like coupon credit.
    source: row.promotionId === null ? 'coupon' : 'promotion',
    promotion_id: row.promotionId,
    title,
    status: row.status as MemberPromotionStatus,
    deposit: satangToBaht(row.depositSatang),
    bonus: satangToBaht(row.bonusSatang),
    turnover_required: satangToBaht(row.turnoverRequiredSatang),
    turnover_done: satangToBaht(done),
    max_withdraw: row.maxWithdrawSatang === null ? null : satangToBaht(row.maxWithdrawSatang),
    taken_at: row.takenAt.toISOString(),
    applied_at: row.appliedAt ? row.appliedAt.toISOString() : null,
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
  }
}

/** Promotions running now, in display order; with a member, whether each can be taken and why not. */
export async function listPromotions(deps: AppDeps, memberId: number | null): Promise<Promotion[]> {
  const now = deps.clock.now()
  const rows = await deps.db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.agentId, deps.config.agentId),
        eq(promotions.enabled, true),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id))
  if (memberId === null) return rows.map(promotionToWire)
  const state = await memberState(deps.db, memberId, now)
  // A promotion the member can never take again is not offered; a passing refusal is shown with why.
  return rows
    .filter((row) => !noLongerQualifies(row, state))
    .map((row) => {
      const reason = takeRefusal(row, state, now)
      return {
        ...promotionToWire(row),
        can_take: reason === null,
        reason,
        pending_id: state.pendingIds.get(row.id) ?? null,
      }
    })
}

const STATUS_ORDER: Record<string, number> = { pending: 0, active: 1 }

/**
 * The member's promotions (and coupon credit with turnover), pending and active first, then newest
 * first. A read only: a pending take whose promotion ended reads as 'expired' (the next POST that
 * meets it marks it so).
 */
export async function memberPromotionList(deps: AppDeps, memberId: number): Promise<MemberPromotion[]> {
  const now = deps.clock.now()
  const rows = await deps.db
    .select({ row: memberPromotions, promotion: promotions, couponTitle: coupons.title })
    .from(memberPromotions)
    .leftJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
    .leftJoin(coupons, eq(coupons.id, memberPromotions.couponId))
    .where(eq(memberPromotions.memberId, memberId))
    .orderBy(desc(memberPromotions.id))
  const answer = rows.map(({ row, promotion, couponTitle }) => {
    const stale = row.status === 'pending' && promotion !== null && runningRefusal(promotion, now) !== null
    return memberPromotionToWire(
      stale ? { ...row, status: 'expired' } : row,
      promotion?.title ?? couponTitle ?? row.rewardTitle ?? '',
    )
  })
  return answer.sort((a, b) => (STATUS_ORDER[a.status] ?? 2) - (STATUS_ORDER[b.status] ?? 2))
}

/** Takes a promotion: its bonus is credited on the member's next deposit of at least its minimum. */
export async function takePromotion(
  deps: AppDeps,
  memberId: number,
  idempotencyKey: string,
  body: { promotion_id: number },
): Promise<Result<MemberPromotion>> {
  return withIdempotency(
    deps,
    { memberId, key: idempotencyKey, scope: 'promotion.take', payload: body },
    async (tx) => {
      const now = deps.clock.now()
      const promotion = await findPromotion(tx, deps.config.agentId, body.promotion_id)
      if (!promotion?.enabled) return refuse(PROMOTION_MESSAGES.notFound, ErrorCode.NOT_FOUND)
      await expireStalePending(tx, memberId, now)
      const reason = takeRefusal(promotion, await memberState(tx, memberId, now), now)
      if (reason) return refuse(reason)
      const [inserted] = await tx
        .insert(memberPromotions)
        .values({
          memberId,
          promotionId: promotion.id,
          periodKey: periodKey(promotion.frequency, now),
          status: 'pending',
          takenAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (!inserted) {
        // Another request of this member got there first (same promotion or another pending take).
        return refuse(
          takeRefusal(promotion, await memberState(tx, memberId, now), now) ??
            PROMOTION_MESSAGES.pendingOther,
        )
      }
      return ok(memberPromotionToWire(inserted, promotion.title))
    },
  )
}

/** Gives up a pending take (nothing was credited yet): the next deposit is made without a promotion. */
export async function cancelPromotion(
  deps: AppDeps,
  memberId: number,
  memberPromotionId: number,
): Promise<Result<null>> {
  const [cancelled] = await deps.db
    .update(memberPromotions)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(memberPromotions.id, memberPromotionId),
        eq(memberPromotions.memberId, memberId),
        eq(memberPromotions.status, 'pending'),
      ),
    )
    .returning({ id: memberPromotions.id })
  return cancelled ? ok(null) : refuse(PROMOTION_MESSAGES.pendingNotFound, ErrorCode.NOT_FOUND)
}
