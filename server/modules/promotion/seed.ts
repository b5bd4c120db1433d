import type { DbOrTx } from '../../db/open'
import { coupons, promotions } from '../../db/schema'

const DAY_MS = 86_400_000

/**
 * Demo promotions and coupons (called by the demo seed). Dates are relative to the seed time so
 * the demo works whenever it is first started.
 */
export async function seedPromotions(tx: DbOrTx, agentId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS)
  await tx.insert(promotions).values([
    {
      agentId,
      title: 'สมาชิกใหม่ รับโบนัส 50%',
      description: 'ฝากครั้งแรกรับโบนัส 50% สูงสุด 500 บาท ทำเทิร์น 5 เท่า ถอนได้สูงสุด 3,000 บาท รับได้ครั้งเดียว',
      image: '/images/banner-welcome.svg',
      bonusBasisPoints: 5000,
      minDepositSatang: 10_000n,
      maxBonusSatang: 50_000n,
      frequency: 'once',
      turnoverMultiple: 5,
      maxWithdrawSatang: 300_000n,
      firstDepositOnly: true,
      startsAt: since,
      sort: 1,
    },
    {
      agentId,
      title: 'ฝากรายวัน รับโบนัส 10%',
      description: 'ฝากขั้นต่ำ 100 บาท รับโบนัส 10% สูงสุด 300 บาท ทำเทิร์น 3 เท่า รับได้วันละครั้ง',
      image: '/images/notice-promotion.svg',
      bonusBasisPoints: 1000,
      minDepositSatang: 10_000n,
      maxBonusSatang: 30_000n,
      frequency: 'daily',
      turnoverMultiple: 3,
      maxWithdrawSatang: null,
      startsAt: since,
      sort: 2,
    },
  ])
  await tx.insert(coupons).values([
    // Any member, once each: 50 baht into the bonus wallet, no turnover.
    {
      agentId,
      code: 'WELCOME50',
      title: 'เครดิตต้อนรับ 50 บาท',
      kind: 'credit',
      amountSatang: 5_000n,
      startsAt: since,
    },
    // 100 baht with a turnover requirement of 2 × the credit before a withdrawal.
    {
      agentId,
      code: 'LUCKY100',
      title: 'เครดิตนำโชค 100 บาท',
      kind: 'credit',
      amountSatang: 10_000n,
      turnoverMultiple: 2,
      maxWithdrawSatang: 100_000n,
      startsAt: since,
    },
    { agentId, code: 'POINTS100', title: 'รับ 100 พอยท์', kind: 'points', points: 100n, startsAt: since },
    {
      agentId,
      code: 'NEWYEAR2025',
      title: 'ปีใหม่ 2025',
      kind: 'credit',
      amountSatang: 10_000n,
      startsAt: new Date(now.getTime() - 60 * DAY_MS),
      expiresAt: since,
    },
    // Its single use is already taken.
    {
      agentId,
      code: 'FIRST1',
      title: 'ผู้โชคดีคนแรก',
      kind: 'credit',
      amountSatang: 50_000n,
      startsAt: since,
      maxUses: 1,
      usedCount: 1,
    },
  ])
}
