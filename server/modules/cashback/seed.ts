import type { DbOrTx } from '../../db/open'
import { affiliatePrograms, cashbackPrograms, type ReturnTier } from '../../db/schema'

const tier = (fromBaht: number, ratePercent: number): ReturnTier => ({
  fromSatang: String(fromBaht * 100),
  rateBp: Math.round(ratePercent * 100),
})

/**
 * The demo's programmes (the operator changes them with /api/operator/cashback/program and
 * /api/operator/affiliate/program): daily cashback 5 % (7 % from ฿1,000, 10 % from ฿10,000 of net
 * loss), claim within 3 days, at most ฿10,000; weekly win/loss return 3 % (5 % from ฿5,000), within
 * 7 days; turnover return 0.2 %; referrals 0.5 % / 0.2 % / 0.1 % of turnover over 3 levels.
 */
export async function seedReturnPrograms(tx: DbOrTx, agentId: number): Promise<void> {
  await tx
    .insert(cashbackPrograms)
    .values([
      {
        agentId,
        kind: 'daily_loss',
        tiers: [tier(0, 5), tier(1_000, 7), tier(10_000, 10)],
        minAmountSatang: 100n,
        capSatang: 1_000_000n,
        claimDays: 3,
      },
      {
        agentId,
        kind: 'weekly_loss',
        tiers: [tier(0, 3), tier(5_000, 5)],
        minAmountSatang: 1_000n,
        capSatang: 2_000_000n,
        claimDays: 7,
      },
      {
        agentId,
        kind: 'turnover',
        tiers: [tier(0, 0.2)],
        minAmountSatang: 100n,
        capSatang: 500_000n,
        claimDays: 3,
      },
    ])
    .onConflictDoNothing()
  await tx
    .insert(affiliatePrograms)
    .values({ agentId, base: 'turnover', levelRatesBp: [50, 20, 10], minRedeemSatang: 100n })
    .onConflictDoNothing()
}
