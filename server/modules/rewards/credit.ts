import type { Tx } from '../../db/open'
import { memberPromotions } from '../../db/schema'
import { movePoints } from '../points/ledger'
import { ensureBonusWallet } from '../promotion/bonus-wallet'
import { BONUS_HOUSE } from '../promotion/hooks'
import type { EventDeps } from '../wallet/events'
import { moveMoney } from '../wallet/ledger'
import type { LedgerReference } from '../wallet/references'

/** Where a reward comes from: its ledger kind (credit) and point kind (points) share the name. */
export type RewardSource = 'quest' | 'shop' | 'wheel' | 'poll'

export interface CreditReward<S extends RewardSource = RewardSource> {
  memberId: number
  source: S
  /** Thai title shown with the bonus and its turnover (my promotions, withdraw locks). */
  title: string
  amountSatang: bigint
  /** Turnover = amount x multiple before the credit counts as own money (0 = none). */
  turnoverMultiple: number
  /** The business object, from its builder (`questClaimReference`...): one credit per reference. */
  reference: LedgerReference<S>
  at: Date
}

/**
 * Free credit won in the extras, the way coupon credit works: into the bonus wallet through the
 * ledger (house account `bonus`), with a member_promotions row carrying its turnover requirement
 * when it has one, and the `bonus.credited` fact. Runs in the caller's transaction.
 */
export async function creditReward<S extends RewardSource>(
  tx: Tx,
  deps: EventDeps,
  reward: CreditReward<S>,
): Promise<number> {
  const walletId = await ensureBonusWallet(tx, reward.memberId)
  const posted = await moveMoney(
    tx,
    deps,
    {
      kind: reward.source,
      memberId: reward.memberId,
      reference: reward.reference,
      memo: reward.title,
      legs: [
        { walletId, amount: reward.amountSatang },
        { house: BONUS_HOUSE, amount: -reward.amountSatang },
      ],
      at: reward.at,
    },
    // The turnover's bonus row names the credit's transaction, and the fact names the bonus row.
    async (credit) => {
      let memberPromotionId: number | null = null
      if (reward.turnoverMultiple > 0) {
        const [bonus] = await tx
          .insert(memberPromotions)
          .values({
            memberId: reward.memberId,
            rewardTitle: reward.title,
            periodKey: reward.source,
            status: 'active',
            bonusSatang: reward.amountSatang,
            turnoverRequiredSatang: reward.amountSatang * BigInt(reward.turnoverMultiple),
            bonusTransactionId: credit.transactionId,
            takenAt: reward.at,
            appliedAt: reward.at,
          })
          .returning({ id: memberPromotions.id })
        memberPromotionId = bonus.id
      }
      return {
        type: 'bonus.credited',
        source: 'reward',
        memberPromotionId,
        amountSatang: reward.amountSatang,
      }
    },
  )
  return posted.transactionId
}

/** Points won in the extras: through the points ledger, once per reference. */
export async function pointsReward(
  tx: Tx,
  deps: EventDeps,
  reward: { memberId: number; source: RewardSource; points: bigint; reference: string; at: Date },
): Promise<void> {
  await movePoints(tx, deps, {
    memberId: reward.memberId,
    kind: reward.source,
    amount: reward.points,
    reference: reward.reference,
    at: reward.at,
  })
}
