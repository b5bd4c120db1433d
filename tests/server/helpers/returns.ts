import { randomUUID } from 'node:crypto'
import type { AppDeps } from '../../../server/deps'
import { payWin, refundBet } from '../../../server/modules/wallet/bets'
import type { BetProduct } from '../../../src/contract/ledger'
import { bookDeposit, postBet, walletIdOf } from './money'

let orderSeq = 9_000_000

/** Money to play with: a deposit booked as the payment module books it (satang). */
export const fund = (deps: AppDeps, memberId: number, amountSatang: bigint) =>
  bookDeposit(deps, { memberId, amountSatang, promotionId: null, orderId: orderSeq++ })

/** A stake, then its win and refund when given, at the clock's time, on one game (satang). */
export async function play(
  deps: AppDeps,
  memberId: number,
  product: BetProduct,
  stake: bigint,
  win = 0n,
  refund = 0n,
) {
  await postBet(deps, memberId, stake, 1, product)
  const walletId = (await walletIdOf(deps.db, memberId, 1)) ?? 0
  const base = { memberId, walletId, product, at: deps.clock.now(), reference: `test:${randomUUID()}` }
  if (win > 0n) await deps.db.transaction((tx) => payWin(tx, deps, { ...base, amountSatang: win }))
  if (refund > 0n) await deps.db.transaction((tx) => refundBet(tx, deps, { ...base, amountSatang: refund }))
}

export const SLOT: BetProduct = { category: 'slot', game: 'builtin:slot' }
export const LOTTO: BetProduct = { category: 'lotto', game: 'lotto:gov' }
export const CASINO: BetProduct = { category: 'casino', game: 'builtin:baccarat' }
