import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { members } from './members'

/** A member's wallet; balance in satang, cached from the ledger and never below zero. */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    walletTypeId: smallint('wallet_type_id').notNull(),
    name: text('name').notNull(),
    balanceSatang: bigint('balance_satang', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    uniqueIndex('wallets_member_type').on(t.memberId, t.walletTypeId),
    check('wallets_balance_non_negative', sql`${t.balanceSatang} >= 0`),
  ],
)

/**
 * The house side of every movement (external deposits, stakes, payouts, bonuses...). A house account
 * keeps no cached balance: its balance is the sum of its entries (`houseBalances`), and may be
 * negative. Every bet of every member moves `stakes`, so a cached balance row would serialize all of
 * them behind one row lock until each transaction commits.
 */
export const houseAccounts = pgTable('house_accounts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

/**
 * One money movement; append-only. `reference` names the business object behind it, built by its
 * kind's builder (modules/wallet/references.ts): one transaction per (kind, reference), so a movement
 * posted twice is refused by the database whatever the caller did (like `point_entries`).
 *
 * No foreign keys on the ledger's two tables (migration 0030, issue 24): every bet and win writes a
 * transaction and its entries, and the five checks of a movement (the member, the transaction twice,
 * the wallet, the house account) were 16 % of PostgreSQL's instructions per seamless bet + win
 * (callgrind). What they guarded holds by construction: the writers (`ledger_post_one_wallet`,
 * `bet_move`, wallet/ledger.ts) insert the entries with their transaction, take a wallet's id from
 * its balance update and a house account's from its code, and nothing deletes a member, a wallet or
 * a house account. The tests' invariants check every reference after each server test file.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    memberId: integer('member_id'),
    reference: text('reference').notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('ledger_transactions_member').on(t.memberId, t.id),
    // The back office's report reads a range of days of every movement but the bets (modules/reports):
    // partial, so a bet, win or refund (most of the ledger, on the hot path) adds no entry to it.
    index('ledger_transactions_money_day')
      .on(t.createdAt)
      .where(sql`${t.kind} not in ('bet', 'win', 'bet_refund')`),
    uniqueIndex('ledger_transactions_kind_reference').on(t.kind, t.reference),
    check('ledger_transactions_reference_not_empty', sql`${t.reference} <> ''`),
  ],
)

/** One leg of a transaction on exactly one wallet or house account; legs of a transaction sum to 0. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    transactionId: integer('transaction_id').notNull(),
    walletId: integer('wallet_id'),
    houseAccountId: integer('house_account_id'),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    /** The wallet's balance after this entry; null on a house account's entry (no running balance). */
    balanceAfterSatang: bigint('balance_after_satang', { mode: 'bigint' }),
  },
  (t) => [
    index('ledger_entries_tx').on(t.transactionId),
    // No index on house_account_id: nothing reads entries by house account (the report goes by
    // transaction), and every bet added an entry to it, all under one key (issue 24).
    check('ledger_entries_balance_after', sql`(${t.walletId} is null) = (${t.balanceAfterSatang} is null)`),
    // The wallet legs only: a house leg's NULL was an index entry too (one fewer per movement).
    index('ledger_entries_wallet').on(t.walletId, t.id).where(sql`${t.walletId} is not null`),
    check('ledger_entries_one_account', sql`(${t.walletId} is null) <> (${t.houseAccountId} is null)`),
    check('ledger_entries_non_zero', sql`${t.amountSatang} <> 0`),
  ],
)
