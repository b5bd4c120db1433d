import { and, eq, sql } from 'drizzle-orm'
import type { SeamlessMoneyReply, SeamlessRollbackBody } from '../../../../src/contract/seamless'
import type { Tx } from '../../../db/open'
import { gameRounds, gameTransactions } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import { satangToBaht } from '../../../lib/money'
import { refundBet } from '../../wallet/bets'
import type { SigningProvider } from './provider-keys'
import { findSession, walletBalance } from './session'
import { claim, productOf, referenceOf, settle, type TransactionRow } from './transactions'

/** The bet a rollback names, locked; or the row this rollback leaves for a bet that has not arrived. */
async function targetBet(
  tx: Tx,
  provider: SigningProvider,
  body: SeamlessRollbackBody,
  memberId: number,
  balance: number,
  at: Date,
): Promise<TransactionRow | null> {
  const select = () =>
    tx
      .select()
      .from(gameTransactions)
      .where(
        and(
          eq(gameTransactions.providerId, provider.id),
          eq(gameTransactions.transactionId, body.rolled_back_transaction_id),
        ),
      )
      .for('update')
  const [existing] = await select()
  if (existing) return existing
  // Recorded so that the bet, if it ever arrives, is refused (its claim finds this row).
  const [cancelled] = await tx
    .insert(gameTransactions)
    .values({
      providerId: provider.id,
      transactionId: body.rolled_back_transaction_id,
      kind: 'bet',
      state: 'cancelled',
      roundId: body.round_id,
      memberId,
      requestHash: null,
      answer: { status: 'TRANSACTION_ROLLED_BACK', balance, transaction_id: body.rolled_back_transaction_id },
      createdAt: at,
    })
    .onConflictDoNothing()
    .returning({ id: gameTransactions.id })
  if (cancelled) return null
  // The bet arrived at the same moment and committed first: roll it back like any other.
  const [arrived] = await select()
  return arrived ?? null
}

/**
 * rollback: refunds the named bet once (into the wallet it came from), once per (provider,
 * transaction id). An unknown bet is recorded and answered OK, so that a late bet is refused; a bet
 * that was refused or already rolled back is answered OK without moving money; a bet whose round a
 * win closed cannot be rolled back (INVALID_REQUEST).
 */
export async function rollback(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessRollbackBody,
): Promise<SeamlessMoneyReply> {
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const claimed = await claim(
      tx,
      provider,
      body.transaction_id,
      { kind: 'rollback', roundId: body.round_id, content: [body.round_id, body.rolled_back_transaction_id] },
      now,
    )
    if (!claimed.fresh) return claimed.answer
    const id = claimed.id
    const session = await findSession(tx, provider, body.session_token)
    if (!session) return settle(tx, id, { state: 'refused', answer: { status: 'INVALID_TOKEN' } })
    const sessionBalance = await walletBalance(tx, session.walletId)
    const target = await targetBet(tx, provider, body, session.memberId, sessionBalance, now)
    const done = (walletId: number, balance: number) =>
      settle(tx, id, {
        state: 'accepted',
        memberId: session.memberId,
        walletId,
        answer: { status: 'OK', balance, transaction_id: body.transaction_id },
      })
    if (target?.state !== 'accepted') {
      if (target && target.kind !== 'bet')
        return settle(tx, id, {
          state: 'refused',
          answer: { status: 'INVALID_REQUEST', balance: sessionBalance },
        })
      return done(session.walletId, sessionBalance)
    }
    if (target.kind !== 'bet' || target.memberId !== session.memberId || target.walletId === null)
      return settle(tx, id, {
        state: 'refused',
        answer: { status: 'INVALID_REQUEST', balance: sessionBalance },
      })
    const [round] = await tx
      .select()
      .from(gameRounds)
      .where(
        and(
          eq(gameRounds.providerId, provider.id),
          eq(gameRounds.roundId, target.roundId),
          eq(gameRounds.memberId, session.memberId),
        ),
      )
      .for('update')
    if (!round || round.closed)
      return settle(tx, id, {
        state: 'refused',
        answer: { status: 'INVALID_REQUEST', balance: sessionBalance },
      })

    const posted = await refundBet(tx, deps, {
      memberId: session.memberId,
      walletId: target.walletId,
      amountSatang: target.amountSatang,
      reference: referenceOf(provider, body.transaction_id),
      product: productOf(provider, session.gameCode, session.category),
      at: now,
    })
    await tx.update(gameTransactions).set({ state: 'rolled_back' }).where(eq(gameTransactions.id, target.id))
    await tx
      .update(gameRounds)
      .set({
        openBets: sql`${gameRounds.openBets} - 1`,
        betSatang: sql`${gameRounds.betSatang} - ${target.amountSatang}`,
      })
      .where(eq(gameRounds.id, round.id))
    return settle(tx, id, {
      state: 'accepted',
      memberId: session.memberId,
      walletId: target.walletId,
      amountSatang: target.amountSatang,
      ledgerTransactionId: posted.transactionId,
      answer: {
        status: 'OK',
        balance: satangToBaht(posted.walletBalances.get(target.walletId) ?? 0n),
        transaction_id: body.transaction_id,
      },
    })
  })
}
