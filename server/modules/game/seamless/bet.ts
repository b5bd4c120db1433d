import { and, eq, sql } from 'drizzle-orm'
import type { SeamlessBetBody, SeamlessMoneyReply } from '../../../../src/contract/seamless'
import { gameRounds } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import { satangToBaht } from '../../../lib/money'
import { placeBet } from '../../wallet/bets'
import { InsufficientFundsError } from '../../wallet/ledger'
import type { SigningProvider } from './provider-keys'
import { findSession, isIdle, touchSession, walletBalance } from './session'
import { claim, INVALID, MAX_BET_SATANG, parseAmount, productOf, referenceOf, settle } from './transactions'

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
    const claimed = await claim(
      tx,
      provider,
      body.transaction_id,
      { kind: 'bet', roundId: body.round_id, content: [body.round_id, body.game_code, body.amount] },
      now,
    )
    if (!claimed.fresh) return claimed.answer
    const id = claimed.id
    const session = await findSession(tx, provider, body.session_token)
    if (!session) return settle(tx, id, { state: 'refused', answer: { status: 'INVALID_TOKEN' } })
    const who = { memberId: session.memberId, walletId: session.walletId }
    const refuse = async (status: SeamlessMoneyReply['status']) =>
      settle(tx, id, {
        state: 'refused',
        ...who,
        answer: { status, balance: await walletBalance(tx, session.walletId) },
      })
    if (isIdle(session, now)) return refuse('TOKEN_EXPIRED')
    if (body.game_code !== session.gameCode) return refuse('INVALID_REQUEST')
    if (amount > MAX_BET_SATANG) return refuse('BET_LIMIT_EXCEEDED')
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.providerId, provider.id), eq(gameRounds.roundId, body.round_id)))
      .for('update')
    if (round && (round.closed || round.walletId !== session.walletId || round.gameId !== session.gameId))
      return refuse('INVALID_REQUEST')

    // Activity keeps the session alive, whatever the bet's fate.
    await touchSession(tx, session.id, now)
    let posted: Awaited<ReturnType<typeof placeBet>>
    try {
      // A savepoint: a refused debit rolls back only the round and the debit, and the refusal is
      // stored. The round is written first so the house account's row lock (taken by the debit, hot
      // for every bet) is held for as few statements as possible.
      posted = await tx.transaction(async (sp) => {
        await sp
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
        return placeBet(sp, deps, {
          memberId: session.memberId,
          walletId: session.walletId,
          amountSatang: amount,
          reference: referenceOf(provider, body.transaction_id),
          product: productOf(provider, session.gameCode, session.category),
          at: now,
        })
      })
    } catch (error) {
      if (error instanceof InsufficientFundsError) return refuse('INSUFFICIENT_FUNDS')
      throw error
    }
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
