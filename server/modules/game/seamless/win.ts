import { eq, sql } from 'drizzle-orm'
import type { SeamlessMoneyReply, SeamlessWinBody } from '../../../../src/contract/seamless'
import { gameRounds } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import { satangToBaht } from '../../../lib/money'
import { payWin } from '../../wallet/bets'
import type { SigningProvider } from './provider-keys'
import { walletBalance } from './session'
import { INVALID, openCall, parseAmount, productOf, referenceOf, refuseCall, settle } from './transactions'

/**
 * win: pays into the wallet the round's bets came from and closes the round, once per (provider,
 * transaction id). Accepted after the session went idle (a round started in time is always settled);
 * a round without an accepted bet is TRANSACTION_NOT_FOUND. A zero win moves no money but closes the round.
 */
export async function win(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessWinBody,
): Promise<SeamlessMoneyReply> {
  const amount = parseAmount(body.amount, true)
  if (amount === null) return INVALID
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const call = await openCall(tx, provider, 'win', body, now)
    if ('answer' in call) return call.answer
    const { id, session, round } = call
    const who = { memberId: session.memberId, walletId: round?.walletId ?? session.walletId }
    const refuse = (status: SeamlessMoneyReply['status']) => refuseCall(tx, id, who, status)
    if (!round || round.memberId !== session.memberId || round.openBets === 0)
      return refuse('TRANSACTION_NOT_FOUND')
    if (round.closed || body.game_code !== session.gameCode || round.gameId !== session.gameId)
      return refuse('INVALID_REQUEST')

    let balanceAfter: bigint | null = null
    let ledgerTransactionId: number | null = null
    if (amount > 0n) {
      const posted = await payWin(tx, deps, {
        memberId: round.memberId,
        walletId: round.walletId,
        amountSatang: amount,
        reference: referenceOf(provider, body.transaction_id),
        product: productOf(provider, session.gameCode, session.category),
        at: now,
      })
      balanceAfter = posted.walletBalances.get(round.walletId) ?? null
      ledgerTransactionId = posted.transactionId
    }
    await tx
      .update(gameRounds)
      .set({ closed: true, closedAt: now, winSatang: sql`${gameRounds.winSatang} + ${amount}` })
      .where(eq(gameRounds.id, round.id))
    const balance =
      balanceAfter === null ? await walletBalance(tx, round.walletId) : satangToBaht(balanceAfter)
    return settle(tx, id, {
      state: 'accepted',
      ...who,
      amountSatang: amount,
      ledgerTransactionId,
      answer: { status: 'OK', balance, transaction_id: body.transaction_id },
    })
  })
}
