import { type SQL, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AppDeps } from '../../../server/deps'
import { payWin, refundBet } from '../../../server/modules/wallet/bets'
import type { BetProduct } from '../../../src/contract/ledger'
import { bookDeposit, postBet, walletIdOf } from './money'
import { testReference } from './references'

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
  const base = { memberId, walletId, product, at: deps.clock.now(), reference: testReference('play') }
  if (win > 0n) await deps.db.transaction((tx) => payWin(tx, deps, { ...base, amountSatang: win }))
  if (refund > 0n) await deps.db.transaction((tx) => refundBet(tx, deps, { ...base, amountSatang: refund }))
}

export const SLOT: BetProduct = { category: 'slot', game: 'builtin:slot' }
export const LOTTO: BetProduct = { category: 'lotto', game: 'lotto:gov' }
export const CASINO: BetProduct = { category: 'casino', game: 'builtin:baccarat' }

type Row = Record<string, unknown>
const rowsOf = async (deps: AppDeps, query: SQL) =>
  ((await deps.db.execute(query)) as unknown as { rows: Row[] }).rows

/**
 * The returns' own invariants, beside the ledger's: every claimed offer was paid by one ledger
 * transaction of kind `cashback` worth exactly its offers; every redeem by one of kind `affiliate`
 * worth exactly its commission rows; the house accounts paid exactly what was claimed and redeemed;
 * no open offer or unredeemed commission has a payment.
 */
export async function assertReturnsInvariants(deps: AppDeps) {
  const cashbackDrift = await rowsOf(
    deps,
    sql`select o.transaction_id, sum(o.amount_satang)::text as offers,
          (select sum(e.amount_satang) from ledger_entries e where e.transaction_id = o.transaction_id and e.wallet_id is not null)::text as paid
        from cashback_offers o where o.status = 'claimed' group by o.transaction_id
        having o.transaction_id is null or sum(o.amount_satang) is distinct from
          (select sum(e.amount_satang) from ledger_entries e where e.transaction_id = o.transaction_id and e.wallet_id is not null)`,
  )
  expect(cashbackDrift, 'claimed offers not paid exactly once').toEqual([])
  expect(
    await rowsOf(
      deps,
      sql`select id from cashback_offers where status = 'open' and transaction_id is not null`,
    ),
  ).toEqual([])
  const redeemDrift = await rowsOf(
    deps,
    sql`select r.id from affiliate_redeems r
        where r.amount_satang <> coalesce((select sum(c.amount_satang) from affiliate_commissions c where c.redeem_id = r.id), 0)
           or r.amount_satang <> coalesce((select sum(e.amount_satang) from ledger_entries e
                where e.transaction_id = r.transaction_id and e.wallet_id is not null), 0)`,
  )
  expect(redeemDrift, 'redeems that differ from their commission rows or their ledger movement').toEqual([])
  const [house] = await rowsOf(
    deps,
    sql`select
      (${houseBalance('cashback')})::text as cashback,
      (select coalesce(sum(amount_satang), 0) from cashback_offers where status = 'claimed')::text as claimed,
      (${houseBalance('affiliate')})::text as affiliate,
      (select coalesce(sum(amount_satang), 0) from affiliate_redeems)::text as redeemed`,
  )
  expect(BigInt(String(house.cashback))).toBe(-BigInt(String(house.claimed)))
  expect(BigInt(String(house.affiliate))).toBe(-BigInt(String(house.redeemed)))
}

/** A house account's balance: the sum of its entries (house accounts keep no cached balance). */
const houseBalance = (code: string) =>
  sql`select coalesce(sum(e.amount_satang), 0) from ledger_entries e
      join house_accounts h on h.id = e.house_account_id where h.code = ${code}`
