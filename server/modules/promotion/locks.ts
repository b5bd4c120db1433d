import { and, asc, eq } from 'drizzle-orm'
import { WALLET_TYPES } from '../../../src/contract/ledger'
import type { DbOrTx } from '../../db/open'
import { coupons, memberPromotions, promotions, wallets } from '../../db/schema'

/** One active bonus and the main-wallet satang it holds back until its turnover is met. */
export interface BonusLock {
  memberPromotionId: number
  title: string
  lockedSatang: bigint
  doneSatang: bigint
  requiredSatang: bigint
}

export interface Withdrawable {
  /** Main wallet balance. */
  balanceSatang: bigint
  /** What can be withdrawn now: the balance less what the active bonuses hold back. */
  withdrawableSatang: bigint
  locks: BonusLock[]
}

/**
 * What a member's bonuses hold back of the main wallet (issue: bonus money never locks real money):
 * - a coupon's credit (source 'coupon') lives in the bonus wallet and binds only that wallet: it
 *   holds back nothing of the main wallet;
 * - a deposit promotion binds the deposit it came with (its bonus is in the bonus wallet), never
 *   older money: it holds back at most its deposit, and never more than the main wallet still has.
 * Oldest bonus first. A read only.
 */
export async function withdrawableOf(db: DbOrTx, memberId: number): Promise<Withdrawable> {
  const [wallet] = await db
    .select({ balance: wallets.balanceSatang })
    .from(wallets)
    .where(and(eq(wallets.memberId, memberId), eq(wallets.walletTypeId, WALLET_TYPES.main)))
  const balanceSatang = wallet?.balance ?? 0n
  const rows = await db
    .select({ row: memberPromotions, promotionTitle: promotions.title, couponTitle: coupons.title })
    .from(memberPromotions)
    .leftJoin(promotions, eq(promotions.id, memberPromotions.promotionId))
    .leftJoin(coupons, eq(coupons.id, memberPromotions.couponId))
    .where(and(eq(memberPromotions.memberId, memberId), eq(memberPromotions.status, 'active')))
    .orderBy(asc(memberPromotions.id))
  let free = balanceSatang
  const locks: BonusLock[] = []
  for (const { row, promotionTitle, couponTitle } of rows) {
    const binds = row.promotionId === null ? 0n : row.depositSatang
    const lockedSatang = binds < free ? binds : free
    free -= lockedSatang
    locks.push({
      memberPromotionId: row.id,
      title: promotionTitle ?? couponTitle ?? row.rewardTitle ?? '',
      lockedSatang,
      doneSatang: row.turnoverDoneSatang,
      requiredSatang: row.turnoverRequiredSatang,
    })
  }
  return { balanceSatang, withdrawableSatang: free, locks }
}
