import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../../server/db/open'

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

/**
 * The ledger's invariants (trust.md): entries of each transaction sum to 0, no wallet is below 0,
 * and every cached balance (wallets and house accounts) equals the sum of its entries.
 */
export async function assertLedgerInvariants(db: Db): Promise<void> {
  const unbalanced = await rows(
    db,
    sql`select transaction_id, sum(amount)::text as total from ledger_entries group by transaction_id having sum(amount) <> 0`,
  )
  expect(unbalanced, 'transactions whose entries do not sum to zero').toEqual([])
  const negative = await rows(db, sql`select id, balance::text from wallets where balance < 0`)
  expect(negative, 'wallets below zero').toEqual([])
  const walletDrift = await rows(
    db,
    sql`select w.id, w.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
        from wallets w left join ledger_entries e on e.wallet_id = w.id
        group by w.id having w.balance <> coalesce(sum(e.amount), 0)`,
  )
  expect(walletDrift, 'wallets whose balance differs from their entries').toEqual([])
  const houseDrift = await rows(
    db,
    sql`select h.code, h.balance::text as balance, coalesce(sum(e.amount), 0)::text as entries
        from house_accounts h left join ledger_entries e on e.house_account_id = h.id
        group by h.id having h.balance <> coalesce(sum(e.amount), 0)`,
  )
  expect(houseDrift, 'house accounts whose balance differs from their entries').toEqual([])
  const lonely = await rows(
    db,
    sql`select transaction_id from ledger_entries group by transaction_id having count(*) < 2`,
  )
  expect(lonely, 'transactions with fewer than two entries').toEqual([])
}

/** Row counts of every table, to prove a refused request changed nothing. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'members',
    'member_bank_accounts',
    'sessions',
    'password_resets',
    'wallets',
    'ledger_transactions',
    'ledger_entries',
    'member_promotions',
    'coupon_redemptions',
  ]
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await rows(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
    counts[table] = Number(row.n)
  }
  return counts
}

/** Row counts of the money tables, to prove a refused money call changed nothing. */
export async function moneyCounts(db: Db): Promise<Record<string, number>> {
  const tables = [
    'payment_orders',
    'withdrawals',
    'idempotency_keys',
    'ledger_transactions',
    'ledger_entries',
    'member_promotions',
    'coupon_redemptions',
  ]
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await rows(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
    counts[table] = Number(row.n)
  }
  const [sum] = await rows(db, sql`select coalesce(sum(balance), 0)::text as total from wallets`)
  counts.wallet_total_satang = Number(sum.total)
  const [points] = await rows(db, sql`select coalesce(sum(balance), 0)::text as total from member_points`)
  counts.points_total = Number(points.total)
  const [used] = await rows(db, sql`select coalesce(sum(used_count), 0)::text as total from coupons`)
  counts.coupon_uses = Number(used.total)
  return counts
}
