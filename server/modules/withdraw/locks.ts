import { eq, inArray } from 'drizzle-orm'
import type { WithdrawConfig } from '../../../src/contract/withdraw'
import type { DbOrTx } from '../../db/open'
import { coupons, memberPromotions, promotions } from '../../db/schema'
import { satangToBaht } from '../../lib/money'
import { refreshTurnover } from '../promotion/turnover'

/**
 * What the main wallet lets the member withdraw now and which bonuses hold the rest back. Under the
 * current turnover rule any unmet bonus blocks the whole main wallet, so each lock holds the balance.
 * (Issue 8 item 6 narrows this to the bonus's own deposit; that rule belongs to the promotion module.)
 */
export async function withdrawLocks(
  db: DbOrTx,
  memberId: number,
  balanceSatang: bigint,
): Promise<Pick<WithdrawConfig, 'withdrawable' | 'locks'>> {
  const unmet = await refreshTurnover(db, memberId)
  if (unmet.length === 0) return { withdrawable: satangToBaht(balanceSatang), locks: [] }
  const rows = await db
    .select({ id: memberPromotions.id, promotion: promotions.title, coupon: coupons.title })
    .from(memberPromotions)
    .leftJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
    .leftJoin(coupons, eq(coupons.id, memberPromotions.couponId))
    .where(
      inArray(
        memberPromotions.id,
        unmet.map((u) => u.id),
      ),
    )
  const titles = new Map(rows.map((r) => [r.id, r.promotion ?? r.coupon ?? '']))
  return {
    withdrawable: 0,
    locks: unmet.map((u) => ({
      member_promotion_id: u.id,
      title: titles.get(u.id) ?? '',
      amount: satangToBaht(balanceSatang),
      turnover: { done: satangToBaht(u.doneSatang), required: satangToBaht(u.requiredSatang) },
    })),
  }
}
