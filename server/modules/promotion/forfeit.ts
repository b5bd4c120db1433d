import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import { memberPromotions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { onPosted } from '../wallet/events'
import { withIdempotency } from '../wallet/idempotency'
import { moveMoney } from '../wallet/ledger'
import { bonusForfeitReference } from '../wallet/references'
import { ensureBonusWallet } from './bonus-wallet'
import { BONUS_HOUSE } from './hooks'
import { forfeitedMessage, PROMOTION_MESSAGES } from './messages'

/**
 * "สละโบนัส": the member gives up an active bonus (promotion or coupon credit). Its remaining credit
 * (the bonus, as far as the bonus wallet still holds it) goes back to house account `bonus`, its
 * turnover requirement is lifted and what it held of the main wallet is free at once. The claim is
 * the conditional UPDATE active -> forfeited, so it happens once; a replay of the key answers the
 * same message.
 */
export async function forfeitBonus(
  deps: AppDeps,
  memberId: number,
  idempotencyKey: string,
  body: { member_promotion_id: number },
): Promise<Result<{ message: string }>> {
  return withIdempotency(
    deps,
    { memberId, key: idempotencyKey, scope: 'promotion.forfeit', payload: body },
    async (tx) => {
      const now = deps.clock.now()
      const [claimed] = await tx
        .update(memberPromotions)
        .set({ status: 'forfeited', forfeitedAt: now })
        .where(
          and(
            eq(memberPromotions.id, body.member_promotion_id),
            eq(memberPromotions.memberId, memberId),
            eq(memberPromotions.status, 'active'),
          ),
        )
        .returning()
      if (!claimed) return refuse(PROMOTION_MESSAGES.activeNotFound, ErrorCode.NOT_FOUND)
      const walletId = await ensureBonusWallet(tx, memberId)
      // The row lock keeps a concurrent bet from spending what is being taken back.
      const locked = (await tx.execute(
        sql`select balance_satang::text as balance from wallets where id = ${walletId} for update`,
      )) as unknown as { rows: { balance: string }[] }
      const held = BigInt(locked.rows[0].balance)
      const amount = claimed.bonusSatang < held ? claimed.bonusSatang : held
      const fact = { type: 'bonus.forfeited', memberPromotionId: claimed.id, amountSatang: amount } as const
      if (amount > 0n) {
        const posted = await moveMoney(
          tx,
          deps,
          {
            kind: 'bonus_forfeit',
            memberId,
            reference: bonusForfeitReference(claimed.id),
            legs: [
              { walletId, amount: -amount },
              { house: BONUS_HOUSE, amount },
            ],
            at: now,
          },
          fact,
        )
        await tx
          .update(memberPromotions)
          .set({ forfeitTransactionId: posted.transactionId })
          .where(eq(memberPromotions.id, claimed.id))
      } else {
        // Nothing left to take back: no movement, but the bonus is given up all the same.
        await onPosted(tx, deps, {
          ...fact,
          memberId,
          at: now,
          transactionId: null,
          walletBalances: new Map([[walletId, held]]),
        })
      }
      return ok({ message: forfeitedMessage(amount) })
    },
  )
}
