import { sql } from 'drizzle-orm'
import type { SeamlessBetBody, SeamlessMoneyReply } from '../../../../src/contract/seamless'
import { gameRounds } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import { satangToBaht } from '../../../lib/money'
import { placeBet } from '../../wallet/bets'
import { InsufficientFundsError } from '../../wallet/ledger'
import type { SigningProvider } from './provider-keys'
import { isIdle, TOUCH_EVERY_MS, touchSession } from './session'
import {
  INVALID,
  MAX_BET_SATANG,
  openCall,
  parseAmount,
  productOf,
  referenceOf,
  refuseCall,
  settle,
} from './transactions'

/**
 * bet: takes the stake from the launched wallet, once per (provider, transaction id), in one database
 * transaction with the claim, the round and the stored answer. Refusals (unknown or idle session, a
 * closed or foreign round, not enough money) are stored too: the same id answers the same forever.
 */
export async function bet(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessBetBody,
): Promise<SeamlessMoneyReply> {
  const amount = parseAmount(body.amount, false)
  if (amount === null) return INVALID
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const call = await openCall(tx, provider, 'bet', body, now)
    if ('answer' in call) return call.answer
    const { id, session, round } = call
    const who = { memberId: session.memberId, walletId: session.walletId }
    if (isIdle(session, now)) return refuseCall(tx, id, who, 'TOKEN_EXPIRED')
    if (body.game_code !== session.gameCode) return refuseCall(tx, id, who, 'INVALID_REQUEST')
    if (amount > MAX_BET_SATANG) return refuseCall(tx, id, who, 'BET_LIMIT_EXCEEDED')
    if (round && (round.closed || round.walletId !== session.walletId || round.gameId !== session.gameId))
      return refuseCall(tx, id, who, 'INVALID_REQUEST')

    // Activity keeps the session alive, whatever the bet's fate (written at most once a minute).
    if (now.getTime() - session.lastActiveAt.getTime() >= TOUCH_EVERY_MS)
      await touchSession(tx, session.id, now)
    let posted: Awaited<ReturnType<typeof placeBet>>
    try {
      // A refused debit writes nothing (one conditional statement), so the refusal is stored as is.
      posted = await placeBet(tx, deps, {
        memberId: session.memberId,
        walletId: session.walletId,
        amountSatang: amount,
        reference: referenceOf(provider, body.transaction_id),
        product: productOf(provider, session.gameCode, session.category),
        at: now,
      })
    } catch (error) {
      if (error instanceof InsufficientFundsError) return refuseCall(tx, id, who, 'INSUFFICIENT_FUNDS')
      throw error
    }
    await tx
      .insert(gameRounds)
      .values({
        providerId: provider.id,
        roundId: body.round_id,
        memberId: session.memberId,
        walletId: session.walletId,
        gameId: session.gameId,
        openBets: 1,
        betSatang: amount,
        openedAt: now,
      })
      .onConflictDoUpdate({
        target: [gameRounds.providerId, gameRounds.roundId],
        set: {
          openBets: sql`${gameRounds.openBets} + 1`,
          betSatang: sql`${gameRounds.betSatang} + ${amount}`,
        },
      })
    const balanceAfter = posted.walletBalances.get(session.walletId) ?? 0n
    return settle(tx, id, {
      state: 'accepted',
      ...who,
      amountSatang: amount,
      ledgerTransactionId: posted.transactionId,
      answer: { status: 'OK', balance: satangToBaht(balanceAfter), transaction_id: body.transaction_id },
    })
  })
}
