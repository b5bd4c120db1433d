import type { Tx } from '../../db/open'
import { type EventDeps, onPosted } from './events'
import { type PostedTransaction, postTransaction } from './ledger'

/**
 * The money side of a bet, for every game, lottery and sport module: each call moves the money
 * between a member wallet and house account `stakes` and posts the fact (bet.placed / bet.won /
 * bet.refunded) in the same transaction, so turnover, quests, cashback and commission hear it.
 * `reference` names the bet (`bill:12`, `round:3:ticket:9`...). Idempotency belongs to the caller.
 */
export interface BetMovement {
  memberId: number
  walletId: number
  amountSatang: bigint
  reference: string
  at: Date
}

/** Takes the stake; throws InsufficientFundsError (the transaction rolls back) when it is not there. */
export async function placeBet(tx: Tx, deps: EventDeps, bet: BetMovement): Promise<PostedTransaction> {
  const posted = await postTransaction(tx, {
    kind: 'bet',
    memberId: bet.memberId,
    reference: bet.reference,
    legs: [
      { walletId: bet.walletId, amount: -bet.amountSatang },
      { house: 'stakes', amount: bet.amountSatang },
    ],
    at: bet.at,
  })
  await onPosted(tx, deps, {
    type: 'bet.placed',
    memberId: bet.memberId,
    at: bet.at,
    transactionId: posted.transactionId,
    walletBalances: posted.walletBalances,
    walletId: bet.walletId,
    stakeSatang: bet.amountSatang,
    reference: bet.reference,
  })
  return posted
}

/** Pays a win into the wallet the bet came from. */
export async function payWin(tx: Tx, deps: EventDeps, win: BetMovement): Promise<PostedTransaction> {
  const posted = await postTransaction(tx, {
    kind: 'win',
    memberId: win.memberId,
    reference: win.reference,
    legs: [
      { walletId: win.walletId, amount: win.amountSatang },
      { house: 'stakes', amount: -win.amountSatang },
    ],
    at: win.at,
  })
  await onPosted(tx, deps, {
    type: 'bet.won',
    memberId: win.memberId,
    at: win.at,
    transactionId: posted.transactionId,
    walletBalances: posted.walletBalances,
    walletId: win.walletId,
    amountSatang: win.amountSatang,
    reference: win.reference,
  })
  return posted
}

/** Gives a stake back (a cancelled round): the turnover it counted is taken back too. */
export async function refundBet(tx: Tx, deps: EventDeps, refund: BetMovement): Promise<PostedTransaction> {
  const posted = await postTransaction(tx, {
    kind: 'bet_refund',
    memberId: refund.memberId,
    reference: refund.reference,
    legs: [
      { walletId: refund.walletId, amount: refund.amountSatang },
      { house: 'stakes', amount: -refund.amountSatang },
    ],
    at: refund.at,
  })
  await onPosted(tx, deps, {
    type: 'bet.refunded',
    memberId: refund.memberId,
    at: refund.at,
    transactionId: posted.transactionId,
    walletBalances: posted.walletBalances,
    walletId: refund.walletId,
    stakeSatang: refund.amountSatang,
    reference: refund.reference,
  })
  return posted
}
