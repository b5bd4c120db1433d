import type { DbOrTx } from '../../db/open'
import { coupons, promotions } from '../../db/schema'

const DAY_MS = 86_400_000

const baht = (satang: bigint) => (Number(satang) / 100).toLocaleString('th-TH')

interface DemoPromotion {
  title: string
  lead: string
  image: string
  bonusBasisPoints: number
  minDepositSatang: bigint
  maxBonusSatang: bigint
  frequency: 'once' | 'daily'
  turnoverMultiple: number
  maxWithdrawSatang: bigint | null
  firstDepositOnly?: boolean
  sort: number
}

/** A promotion's terms in one Thai line, from its own numbers (so the text never says other terms). */
export const promotionTerms = (p: DemoPromotion) =>
  [
    `${p.lead} ${p.bonusBasisPoints / 100}% สูงสุด ${baht(p.maxBonusSatang)} บาท`,
    `ฝากขั้นต่ำ ${baht(p.minDepositSatang)} บาท`,
    p.turnoverMultiple > 0 ? `ทำเทิร์น ${p.turnoverMultiple} เท่า` : 'ไม่ต้องทำเทิร์น',
    p.maxWithdrawSatang === null ? null : `ถอนได้สูงสุด ${baht(p.maxWithdrawSatang)} บาท`,
    p.frequency === 'once' ? 'รับได้ครั้งเดียว' : 'รับได้วันละครั้ง',
  ]
    .filter(Boolean)
    .join(' ')

export const WELCOME_PROMOTION: DemoPromotion = {
  title: 'สมาชิกใหม่ รับโบนัส 50%',
  lead: 'ฝากครั้งแรกรับโบนัส',
  image: '/images/banner-welcome.svg',
  bonusBasisPoints: 5000,
  minDepositSatang: 10_000n,
  maxBonusSatang: 50_000n,
  frequency: 'once',
  turnoverMultiple: 5,
  maxWithdrawSatang: 300_000n,
  firstDepositOnly: true,
  sort: 1,
}

const DAILY_PROMOTION: DemoPromotion = {
  title: 'ฝากรายวัน รับโบนัส 10%',
  lead: 'ฝากรายวันรับโบนัส',
  image: '/images/notice-promotion.svg',
  bonusBasisPoints: 1000,
  minDepositSatang: 10_000n,
  maxBonusSatang: 30_000n,
  frequency: 'daily',
  turnoverMultiple: 3,
  maxWithdrawSatang: null,
  sort: 2,
}

/**
 * Demo promotions and coupons (called by the demo seed). Dates are relative to the seed time so
 * the demo works whenever it is first started.
 */
export async function seedPromotions(tx: DbOrTx, agentId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS)
  await tx.insert(promotions).values(
    [WELCOME_PROMOTION, DAILY_PROMOTION].map((p) => {
      const { lead: _lead, ...row } = p
      return { ...row, agentId, description: promotionTerms(p), startsAt: since }
    }),
  )
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
