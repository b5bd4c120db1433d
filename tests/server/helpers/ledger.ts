import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../../server/db/open'

async function rows(db: Db, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

/**
 * The one invariants helper, run after every server test file by setupApp's close (and after each
 * test where a file asks): the money ledger (entries of each transaction sum to 0, no wallet below
 * 0, every cached wallet balance equals the sum of its entries; house accounts keep no cached balance;
 * every entry's transaction, wallet or house account and every transaction's member exist; so do
 * every bill's member and round, every line's bill and every idempotency key's member), the points
 * ledger (the same for points) and the events (turnover counters equal the bets they counted).
 */
export async function assertLedgerInvariants(db: Db): Promise<void> {
  const unbalanced = await rows(
    db,
    sql`select transaction_id, sum(amount_satang)::text as total from ledger_entries group by transaction_id having sum(amount_satang) <> 0`,
  )
  expect(unbalanced, 'transactions whose entries do not sum to zero').toEqual([])
  const negative = await rows(db, sql`select id, balance_satang::text from wallets where balance_satang < 0`)
  expect(negative, 'wallets below zero').toEqual([])
  const walletDrift = await rows(
    db,
    sql`select w.id, w.balance_satang::text as balance, coalesce(sum(e.amount_satang), 0)::text as entries
        from wallets w left join ledger_entries e on e.wallet_id = w.id
        group by w.id having w.balance_satang <> coalesce(sum(e.amount_satang), 0)`,
  )
  expect(walletDrift, 'wallets whose balance differs from their entries').toEqual([])
  const lonely = await rows(
    db,
    sql`select transaction_id from ledger_entries group by transaction_id having count(*) < 2`,
  )
  expect(lonely, 'transactions with fewer than two entries').toEqual([])
  // The ledger's tables have no foreign keys (db/schema/wallet.ts): every reference is checked here.
  const dangling = await rows(
    db,
    sql`select e.id from ledger_entries e
        left join ledger_transactions t on t.id = e.transaction_id
        left join wallets w on w.id = e.wallet_id
        left join house_accounts h on h.id = e.house_account_id
        where t.id is null or (e.wallet_id is not null and w.id is null)
          or (e.house_account_id is not null and h.id is null)
        union all
        select t.id from ledger_transactions t left join members m on m.id = t.member_id
        where t.member_id is not null and m.id is null`,
  )
  expect(
    dangling,
    'ledger rows naming a transaction, wallet, house account or member that does not exist',
  ).toEqual([])
  // Bills, their lines and idempotency keys have no foreign keys either (db/schema/lotto.ts).
  const orphans = await rows(
    db,
    sql`select 'bill ' || b.id as row from lotto_bills b
          left join members m on m.id = b.member_id left join lotto_rounds r on r.id = b.round_id
        where m.id is null or r.id is null
        union all
        select 'line ' || l.id from lotto_lines l left join lotto_bills b on b.id = l.bill_id
        where b.id is null or b.round_id <> l.round_id or b.member_id <> l.member_id
        union all
        select 'key ' || k.id from idempotency_keys k left join members m on m.id = k.member_id
        where m.id is null`,
  )
  expect(orphans, 'bills, lines or keys naming a member, round or bill that does not exist').toEqual([])
  await assertPointInvariants(db)
  await assertEventInvariants(db)
}

/**
 * The points ledger's invariants: no balance below 0, every cached balance equals the sum of the
 * member's entries, and each entry's balance_after is the running sum up to it.
 */
async function assertPointInvariants(db: Db): Promise<void> {
  const negative = await rows(db, sql`select member_id, balance::text from member_points where balance < 0`)
  expect(negative, 'point balances below zero').toEqual([])
  const drift = await rows(
    db,
    sql`select coalesce(p.member_id, e.member_id) as member_id, coalesce(p.balance, 0)::text as balance,
          coalesce(e.total, 0)::text as entries
        from member_points p
        full join (select member_id, sum(amount) as total from point_entries group by member_id) e
          on e.member_id = p.member_id
        where coalesce(p.balance, 0) <> coalesce(e.total, 0)`,
  )
  expect(drift, 'point balances that differ from their entries').toEqual([])
  const running = await rows(
    db,
    sql`select id from (
          select id, balance_after, sum(amount) over (partition by member_id order by id) as running
          from point_entries
        ) s where balance_after <> running`,
  )
  expect(running, 'point entries whose balance_after is not the running sum').toEqual([])
}

/**
 * The bets' invariants: `bet_move` counted every bet. An active bonus's turnover counter
 * equals the member's bet stakes minus refunded stakes posted after its bonus transaction; a
 * completed one reached its requirement.
 */
async function assertEventInvariants(db: Db): Promise<void> {
  const drift = await rows(
    db,
    sql`select mp.id, mp.turnover_done_satang::text as counter, coalesce(s.total, 0)::text as bets
        from member_promotions mp
        left join lateral (
          select sum(-e.amount_satang) as total
          from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join wallets w on w.id = e.wallet_id
          where w.member_id = mp.member_id and t.id > coalesce(mp.bonus_transaction_id, 0)
            and ((t.kind = 'bet' and e.amount_satang < 0) or (t.kind = 'bet_refund' and e.amount_satang > 0))
        ) s on true
        where mp.status = 'active' and mp.turnover_done_satang <> greatest(coalesce(s.total, 0), 0)`,
  )
  expect(drift, 'active bonuses whose turnover counter differs from the bets since the bonus').toEqual([])
  const unmet = await rows(
    db,
    sql`select id from member_promotions
        where status = 'completed' and turnover_done_satang < turnover_required_satang`,
  )
  expect(unmet, 'completed bonuses whose turnover is not met').toEqual([])
  // play_daily (kept by bet_move) adds up every bet, win and refund of the ledger.
  const playDrift = await rows(
    db,
    sql`with ledger as (
          select w.member_id,
            sum(case when t.kind = 'bet' then -e.amount_satang else 0 end) as stake,
            sum(case when t.kind = 'win' then e.amount_satang else 0 end) as win,
            sum(case when t.kind = 'bet_refund' then e.amount_satang else 0 end) as refund,
            count(*) filter (where t.kind = 'bet') as bets
          from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          join wallets w on w.id = e.wallet_id
          where t.kind in ('bet', 'win', 'bet_refund')
          group by w.member_id
        ), play as (
          select member_id, sum(stake_satang) as stake, sum(win_satang) as win,
            sum(refund_satang) as refund, sum(bet_count) as bets
          from play_daily group by member_id
        )
        select coalesce(l.member_id, p.member_id) as member_id
        from ledger l full join play p on p.member_id = l.member_id
        where coalesce(l.stake, 0) <> coalesce(p.stake, 0) or coalesce(l.win, 0) <> coalesce(p.win, 0)
          or coalesce(l.refund, 0) <> coalesce(p.refund, 0) or coalesce(l.bets, 0) <> coalesce(p.bets, 0)`,
  )
  expect(playDrift, 'members whose play_daily totals differ from their bet ledger entries').toEqual([])
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
    'point_entries',
    'house_accounts',
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
    'point_entries',
    'affiliate_redeems',
  ]
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const [row] = await rows(db, sql`select count(*)::int as n from ${sql.identifier(table)}`)
    counts[table] = Number(row.n)
  }
  const [sum] = await rows(db, sql`select coalesce(sum(balance_satang), 0)::text as total from wallets`)
  counts.wallet_total_satang = Number(sum.total)
  const [points] = await rows(db, sql`select coalesce(sum(balance), 0)::text as total from member_points`)
  counts.points_total = Number(points.total)
  const [used] = await rows(db, sql`select coalesce(sum(used_count), 0)::text as total from coupons`)
  counts.coupon_uses = Number(used.total)
  return counts
}
