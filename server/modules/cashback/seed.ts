import type { DbOrTx } from '../../db/open'
import { affiliatePrograms, cashbackPrograms, type ReturnTier } from '../../db/schema'
import { bahtToSatang } from '../../lib/money'

/** A tier from `fromBaht` at `rateBp` basis points (500 = 5 %), as the programme stores it. */
const tier = (fromBaht: number, rateBp: number): ReturnTier => ({
  fromSatang: String(bahtToSatang(fromBaht)),
  rateBp,
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
        tiers: [tier(0, 500), tier(1_000, 700), tier(10_000, 1_000)],
        minAmountSatang: 100n,
        capSatang: 1_000_000n,
        claimDays: 3,
      },
      {
        agentId,
        kind: 'weekly_loss',
        tiers: [tier(0, 300), tier(5_000, 500)],
        minAmountSatang: 1_000n,
        capSatang: 2_000_000n,
        claimDays: 7,
      },
      {
        agentId,
        kind: 'turnover',
        tiers: [tier(0, 20)],
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
