import { and, eq, isNull } from 'drizzle-orm'
import type { AffiliateRedeemReply } from '../../../src/contract/affiliate'
import { ErrorCode } from '../../../src/contract/envelope'
import { affiliateCommissions, affiliateRedeems } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { formatBaht, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { withIdempotency } from '../wallet/idempotency'
import { moveMoney } from '../wallet/ledger'
import { affiliateRedeemReference } from '../wallet/references'
import { mainWalletId, memberWallets } from '../wallet/service'
import { AFFILIATE_MESSAGES } from './messages'
import { affiliateProgramOf } from './program'

type RedeemAnswer = NonNullable<AffiliateRedeemReply['data']>

/**
 * Moves all withdrawable commission into the main wallet: the redeem row, then one conditional UPDATE
 * that stamps every unredeemed commission row with it (a concurrent redeem waits on those rows and
 * then finds none left), then one ledger movement from house account `affiliate` with its fact
 * `commission.redeemed`. Same key again = the first answer.
 */
export async function redeemCommission(
  deps: AppDeps,
  memberId: number,
  key: string,
  agentId: number,
): Promise<Result<RedeemAnswer>> {
  if (agentId !== deps.config.agentId) return refuse(AFFILIATE_MESSAGES.wrongAgent, ErrorCode.NOT_FOUND)
  return withIdempotency(
    deps,
    { memberId, key, scope: 'affiliate.redeem', payload: { agentId } },
    async (tx) => {
      const now = deps.clock.now()
      const program = await affiliateProgramOf(tx, agentId)
      const [redeem] = await tx
        .insert(affiliateRedeems)
        .values({ memberId, amountSatang: 0n, createdAt: now })
        .returning()
      const taken = await tx
        .update(affiliateCommissions)
        .set({ redeemId: redeem.id })
        .where(and(eq(affiliateCommissions.earnerId, memberId), isNull(affiliateCommissions.redeemId)))
        .returning({ amount: affiliateCommissions.amountSatang })
      const total = taken.reduce((sum, row) => sum + row.amount, 0n)
      if (total <= 0n) return refuse(AFFILIATE_MESSAGES.nothingToRedeem)
      const min = program?.minRedeemSatang ?? 0n
      if (total < min) return refuse(AFFILIATE_MESSAGES.belowMinimum(formatBaht(min)))
      const walletId = await mainWalletId(tx, memberId)
      if (walletId === null) return refuse(AFFILIATE_MESSAGES.noWallet)
      const posted = await moveMoney(
        tx,
        deps,
        {
          kind: 'affiliate',
          memberId,
          reference: affiliateRedeemReference(redeem.id),
          legs: [
            { walletId, amount: total },
            { house: 'affiliate', amount: -total },
          ],
          at: now,
        },
        { type: 'commission.redeemed', redeemId: redeem.id, amountSatang: total },
      )
      await tx
        .update(affiliateRedeems)
        .set({ amountSatang: total, transactionId: posted.transactionId })
        .where(eq(affiliateRedeems.id, redeem.id))
      return ok({
        redeem: { id: redeem.id, amount: satangToBaht(total), created_at: now.toISOString() },
        wallets: await memberWallets(tx, memberId),
      })
    },
  )
}
