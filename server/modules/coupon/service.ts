import { and, desc, eq, sql } from 'drizzle-orm'
import type { CouponRedemption, RedeemCouponReply } from '../../../src/contract/coupon'
import { ErrorCode } from '../../../src/contract/envelope'
import type { DbOrTx, Tx } from '../../db/open'
import { couponRedemptions, coupons, memberPromotions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { movePoints, pointsOf } from '../points/ledger'
import { ensureBonusWallet } from '../promotion/bonus-wallet'
import { BONUS_HOUSE } from '../promotion/hooks'
import type { EventDeps } from '../wallet/events'
import { withIdempotency } from '../wallet/idempotency'
import { moveMoney } from '../wallet/ledger'
import { couponReference } from '../wallet/references'
import { memberWallets } from '../wallet/service'
import { COUPON_MESSAGES } from './messages'

type CouponRow = typeof coupons.$inferSelect
type RedemptionRow = typeof couponRedemptions.$inferSelect
type RedeemAnswer = NonNullable<RedeemCouponReply['data']>

/** What a member types: surrounding spaces ignored, case-insensitive (codes are stored upper-case). */
const CODE_PATTERN = /^[A-Z0-9_-]{1,32}$/

export const normaliseCode = (raw: string): string => raw.trim().toUpperCase()

function redemptionToWire(row: RedemptionRow, coupon: CouponRow, turnoverRequired: bigint): CouponRedemption {
  return {
    id: row.id,
    code: coupon.code,
    title: coupon.title,
    kind: coupon.kind === 'points' ? 'points' : 'credit',
    amount: satangToBaht(row.amountSatang),
    points: Number(row.points),
    turnover_required: satangToBaht(turnoverRequired),
    redeemed_at: row.createdAt.toISOString(),
  }
}

/** Carries a refusal found inside the transaction out of it, rolling the transaction back. */
class Refusal extends Error {
  constructor(readonly reason: string) {
    super(reason)
  }
}

/**
 * Redeems a coupon once for this member: credit into the bonus wallet through the ledger (with its
 * turnover requirement, if the coupon has one) or points. The per-member use is a unique index and
 * the total-use limit a conditional UPDATE, so concurrent redemptions never exceed either.
 */
export async function redeemCoupon(
  deps: AppDeps,
  memberId: number,
  idempotencyKey: string,
  body: { code: string },
): Promise<Result<RedeemAnswer>> {
  const code = normaliseCode(body.code)
  return withIdempotency(
    deps,
    { memberId, key: idempotencyKey, scope: 'coupon.redeem', payload: { code } },
    async (tx) => {
      if (!code) return refuse(COUPON_MESSAGES.empty)
      // Codes are letters, digits, '-' and '_': anything else cannot match and never reaches a query.
      if (!CODE_PATTERN.test(code)) return refuse(COUPON_MESSAGES.notFound, ErrorCode.NOT_FOUND)
      const now = deps.clock.now()
      const [coupon] = await tx
        .select()
        .from(coupons)
        .where(and(eq(coupons.code, code), eq(coupons.agentId, deps.config.agentId)))
      if (!coupon?.enabled) return refuse(COUPON_MESSAGES.notFound, ErrorCode.NOT_FOUND)
      if (now < coupon.startsAt) return refuse(COUPON_MESSAGES.notStarted)
      if (coupon.expiresAt && now >= coupon.expiresAt) return refuse(COUPON_MESSAGES.expired)
      try {
        return ok(await redeemIn(tx, deps, coupon, memberId, now))
      } catch (error) {
        if (error instanceof Refusal) return refuse(error.reason)
        throw error
      }
    },
  )
}

async function redeemIn(
  tx: Tx,
  deps: EventDeps,
  coupon: CouponRow,
  memberId: number,
  now: Date,
): Promise<RedeemAnswer> {
  // Savepoint: a refusal after the first insert undoes it before withIdempotency rolls back anyway.
  return tx.transaction(async (inner) => {
    const [redemption] = await inner
      .insert(couponRedemptions)
      .values({
        couponId: coupon.id,
        memberId,
        amountSatang: coupon.amountSatang,
        points: coupon.points,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning()
    if (!redemption) throw new Refusal(COUPON_MESSAGES.alreadyUsed)
    const [counted] = await inner
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, coupon.id),
          sql`(${coupons.maxUses} is null or ${coupons.usedCount} < ${coupons.maxUses})`,
        ),
      )
      .returning({ id: coupons.id })
    if (!counted) throw new Refusal(COUPON_MESSAGES.usedUp)

    let turnoverRequired = 0n
    let saved = redemption
    if (coupon.kind === 'credit') {
      const walletId = await ensureBonusWallet(inner, memberId)
      let memberPromotionId: number | null = null
      const posted = await moveMoney(
        inner,
        deps,
        {
          kind: 'coupon',
          memberId,
          reference: couponReference(redemption.id),
          memo: coupon.code,
          legs: [
            { walletId, amount: coupon.amountSatang },
            { house: BONUS_HOUSE, amount: -coupon.amountSatang },
          ],
          at: now,
        },
        // The bonus row names the credit's transaction, and the fact names the bonus row.
        async (credit) => {
          if (coupon.turnoverMultiple > 0) {
            turnoverRequired = coupon.amountSatang * BigInt(coupon.turnoverMultiple)
            const [bonus] = await inner
              .insert(memberPromotions)
              .values({
                memberId,
                couponId: coupon.id,
                periodKey: 'coupon',
                status: 'active',
                bonusSatang: coupon.amountSatang,
                turnoverRequiredSatang: turnoverRequired,
                maxWithdrawSatang: coupon.maxWithdrawSatang,
                bonusTransactionId: credit.transactionId,
                takenAt: now,
                appliedAt: now,
              })
              .returning({ id: memberPromotions.id })
            memberPromotionId = bonus.id
          }
          return {
            type: 'bonus.credited',
            source: 'coupon',
            memberPromotionId,
            amountSatang: coupon.amountSatang,
          }
        },
      )
      ;[saved] = await inner
        .update(couponRedemptions)
        .set({ transactionId: posted.transactionId, memberPromotionId })
        .where(eq(couponRedemptions.id, redemption.id))
        .returning()
    } else {
      await movePoints(inner, deps, {
        memberId,
        kind: 'coupon',
        amount: coupon.points,
        reference: `coupon_redemption:${redemption.id}`,
        at: now,
      })
    }
    return {
      redemption: redemptionToWire(saved, coupon, turnoverRequired),
      wallets: await memberWallets(inner, memberId),
      points: Number(await pointsOf(inner, memberId)),
    }
  })
}

/** The member's coupon uses, newest first. */
export async function couponHistory(db: DbOrTx, memberId: number): Promise<CouponRedemption[]> {
  const rows = await db
    .select({
      redemption: couponRedemptions,
      coupon: coupons,
      required: memberPromotions.turnoverRequiredSatang,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .leftJoin(memberPromotions, eq(memberPromotions.id, couponRedemptions.memberPromotionId))
    .where(eq(couponRedemptions.memberId, memberId))
    .orderBy(desc(couponRedemptions.id))
  return rows.map((r) => redemptionToWire(r.redemption, r.coupon, r.required ?? 0n))
}
