import type { BetProduct } from '../../../src/contract/ledger'
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
  /** What was played (category and game code): win/loss, cashback, quests and commission count by it. */
  product: BetProduct
  at: Date
}

/** One movement between the member's wallet and house account `stakes` (+ into the wallet). */
function moveStake(tx: Tx, kind: 'bet' | 'win' | 'bet_refund', m: BetMovement, toWallet: bigint) {
  return postTransaction(tx, {
    kind,
    memberId: m.memberId,
    reference: m.reference,
    legs: [
      { walletId: m.walletId, amount: toWallet },
      { house: 'stakes', amount: -toWallet },
    ],
    at: m.at,
  })
}

/** What every bet fact says about the movement behind it. */
const factOf = (m: BetMovement, posted: PostedTransaction) => ({
  memberId: m.memberId,
  at: m.at,
  transactionId: posted.transactionId,
  walletBalances: posted.walletBalances,
  walletId: m.walletId,
  reference: m.reference,
  product: m.product,
})

/** Takes the stake; throws InsufficientFundsError (the transaction rolls back) when it is not there. */
export async function placeBet(tx: Tx, deps: EventDeps, bet: BetMovement): Promise<PostedTransaction> {
  const posted = await moveStake(tx, 'bet', bet, -bet.amountSatang)
  await onPosted(tx, deps, { type: 'bet.placed', ...factOf(bet, posted), stakeSatang: bet.amountSatang })
  return posted
}

/** Pays a win (above 0: a zero win moves no money) into the wallet the bet came from. */
export async function payWin(tx: Tx, deps: EventDeps, win: BetMovement): Promise<PostedTransaction> {
  const posted = await moveStake(tx, 'win', win, win.amountSatang)
  await onPosted(tx, deps, { type: 'bet.won', ...factOf(win, posted), amountSatang: win.amountSatang })
  return posted
}

/** Gives a stake back (a cancelled round): the turnover it counted is taken back too. */
export async function refundBet(tx: Tx, deps: EventDeps, refund: BetMovement): Promise<PostedTransaction> {
  const posted = await moveStake(tx, 'bet_refund', refund, refund.amountSatang)
  await onPosted(tx, deps, {
    type: 'bet.refunded',
    ...factOf(refund, posted),
    stakeSatang: refund.amountSatang,
  })
  return posted
}
