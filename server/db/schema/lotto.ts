import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { agents } from './agent'
import { members } from './members'
import { ledgerTransactions } from './wallet'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const satang = (name: string) => bigint(name, { mode: 'bigint' })

/** Lottery categories; ids fixed (src/contract/lotto-rules.ts LOTTO_CATEGORIES), seeded at every start. */
export const lottoCategories = pgTable('lotto_categories', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull(),
})

/** A category's rate and stake limits per bet type. Rates are stored ×100 (3.2 -> 320). */
export const lottoRates = pgTable(
  'lotto_rates',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => lottoCategories.id),
    betType: text('bet_type').notNull(),
    rateCenti: integer('rate_centi').notNull(),
    minSatang: satang('min_satang').notNull(),
    maxSatang: satang('max_satang').notNull(),
    maxPerNumberSatang: satang('max_per_number_satang').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.betType] })],
)

/**
 * A round (งวด / รอบ). `status` is stored as open | resulted | void; "closed" is read from the clock
 * (open and past close_at). `slot_key` (market + draw day [+ seq]) makes the schedule job idempotent.
 */
export const lottoRounds = pgTable(
  'lotto_rounds',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => lottoCategories.id),
    market: text('market').notNull(),
    slotKey: text('slot_key').notNull().unique(),
    title: text('title').notNull(),
    drawDate: text('draw_date').notNull(),
    /** Yeekee round number of the day (1-88); null elsewhere. */
    seq: smallint('seq'),
    openAt: ts('open_at').notNull(),
    closeAt: ts('close_at').notNull(),
    drawAt: ts('draw_at').notNull(),
    status: text('status').notNull().default('open'),
    /** The result as entered (contract ResultDetail) and the numbers derived from it (DrawNumbers). */
    result: jsonb('result'),
    numbers: jsonb('numbers'),
    demoResult: boolean('demo_result').notNull().default(false),
    resultedAt: ts('resulted_at'),
    /** Every bill won/lost (resulted) or refunded (void). */
    settledAt: ts('settled_at'),
    voidedAt: ts('voided_at'),
    voidReason: text('void_reason'),
  },
  (t) => [
    index('lotto_rounds_category_close').on(t.categoryId, t.closeAt),
    index('lotto_rounds_close').on(t.closeAt),
    index('lotto_rounds_resulted').on(t.resultedAt),
    index('lotto_rounds_market_draw').on(t.market, t.drawAt),
    check('lotto_rounds_status', sql`${t.status} in ('open', 'resulted', 'void')`),
  ],
)

/** เลขอั้น of a round: closed, a reduced rate (×100) or a cap on everyone's total stake. */
export const lottoLimited = pgTable(
  'lotto_limited',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    rateCenti: integer('rate_centi'),
    capSatang: satang('cap_satang'),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.betType, t.number] }),
    check('lotto_limited_kind', sql`${t.kind} in ('closed', 'rate', 'cap')`),
  ],
)

/**
 * A bill (โพย): one stake debit (ledger reference lotto-bill:<id>), one win payment, one refund.
 *
 * No foreign keys on bills and their lines (migration 0031, issue 24), as on the ledger
 * (db/schema/wallet.ts): a 3-line bill's six checks (its member, its round, each line's bill, the
 * key's member) were 7 % of PostgreSQL's instructions per bill (callgrind), and each check share-
 * locked the referenced row: every concurrent bill wrote a lock on its round's one row. What they
 * guarded holds by construction: `lotto_bill_create` writes a bill for the member whose wallet it
 * found and the round it checked open, its lines in the same statement, and nothing deletes a
 * member, a round or a bill. The tests' invariants check every reference after each server test file.
 */
export const lottoBills = pgTable(
  'lotto_bills',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id').notNull(),
    roundId: integer('round_id').notNull(),
    walletId: integer('wallet_id').notNull(),
    totalSatang: satang('total_satang').notNull(),
    payoutSatang: satang('payout_satang').notNull().default(sql`0`),
    lineCount: integer('line_count').notNull(),
    /** waiting | won | lost | cancelled (by the member) | refunded (void round). */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
    cancelledAt: ts('cancelled_at'),
  },
  (t) => [
    index('lotto_bills_member').on(t.memberId, t.id),
    index('lotto_bills_round_status').on(t.roundId, t.status, t.id),
    check('lotto_bills_status', sql`${t.status} in ('waiting', 'won', 'lost', 'cancelled', 'refunded')`),
  ],
)

/**
 * One line of a bill: bet type, number, stake and the rate it was accepted at (×100). The table is
 * stored at fillfactor 50 (migration 0032; Drizzle's schema has no storage parameters): settlement
 * updates every line once (status, win), and half of each page left free keeps that new version on
 * its page without index entries (HOT), a third less settlement time for twice the pages.
 */
export const lottoLines = pgTable(
  'lotto_lines',
  {
    id: serial('id').primaryKey(),
    /** The bill (no foreign key: see lottoBills). */
    billId: integer('bill_id').notNull(),
    /** Copied from the bill: per-member-and-number limits read lines without a join. */
    roundId: integer('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    rateCenti: integer('rate_centi').notNull(),
    reduced: boolean('reduced').notNull().default(false),
    status: text('status').notNull(),
    winSatang: satang('win_satang').notNull().default(sql`0`),
  },
  (t) => [
    index('lotto_lines_bill').on(t.billId),
    // A slip's per-number limit looks up the member's own stake on each of its numbers
    // (lotto_slip_lines.sql): the number in the key makes that one index lookup per line, not a read
    // of every line the member has in the round (5,000 in the bench's big round: 42 ms a bill).
    index('lotto_lines_round_member_number').on(t.roundId, t.memberId, t.betType, t.number),
  ],
)

/**
 * Everyone's total stake per round, bet type and number (waiting bills), kept for the round's เลขอั้น
 * only (caps and the operator's view read it; lotto/totals.ts). Updated by one upsert per bill in
 * its transaction: the row lock serializes bills on one number, so a cap is never exceeded. Setting a
 * limit recounts its row from the waiting lines.
 */
export const lottoNumberTotals = pgTable(
  'lotto_number_totals',
  {
    roundId: integer('round_id').notNull(),
    betType: text('bet_type').notNull(),
    number: text('number').notNull(),
    stakedSatang: satang('staked_satang').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.betType, t.number] })],
)

/**
 * Yeekee shots. The id (one database sequence) is the order: total and the same on every instance;
 * position 1 of a round is its largest id. Inserted in batches (modules/lotto/yeekee-shots.ts), never
 * updated, and the round row is not touched per shot.
 */
export const lottoShots = pgTable(
  'lotto_shots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    roundId: integer('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    /** 0-99999 (shown with 5 digits). */
    number: integer('number').notNull(),
    shotAt: ts('shot_at').notNull(),
  },
  (t) => [index('lotto_shots_round').on(t.roundId, t.id)],
)

/**
 * Each Yeekee round's running shot count and sum, and how many members shot: one upsert per batch of
 * shots, not per shot.
 */
export const lottoShotTotals = pgTable('lotto_shot_totals', {
  roundId: integer('round_id').primaryKey(),
  shotCount: integer('shot_count').notNull(),
  shotSum: satang('shot_sum').notNull(),
  shooterCount: integer('shooter_count').notNull().default(0),
})

/**
 * Who shot in a Yeekee round, with their last shot's time: the row is the cooldown every instance
 * shares (a shot is stored only when it moves `last_shot_at` on by a second or more), and a new row
 * is a new shooter for the round's count.
 */
export const lottoYeekeeShooters = pgTable(
  'lotto_yeekee_shooters',
  {
    roundId: integer('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    lastShotAt: ts('last_shot_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.memberId] })],
)

/**
 * A Yeekee round's secret seed (commit-reveal): `seed_hash` (hex SHA-256 of the seed's text) is
 * published from the round's creation, the seed only once shooting has closed. The result adds a
 * number drawn from the seed to the shots' arithmetic, so nobody who sees the shots can aim it.
 */
export const lottoYeekeeSeeds = pgTable('lotto_yeekee_seeds', {
  roundId: integer('round_id')
    .primaryKey()
    .references(() => lottoRounds.id),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
})

/**
 * The Yeekee bonus setting (one row per agent; no row = off): baht paid at the result to the shooter
 * of position 1 and of position 16 (newest first), when they bet in the round. 0 = that bonus is off.
 */
export const lottoYeekeeSettings = pgTable(
  'lotto_yeekee_settings',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => agents.id),
    bonusFirstSatang: satang('bonus_first_satang').notNull().default(sql`0`),
    bonusSixteenthSatang: satang('bonus_sixteenth_satang').notNull().default(sql`0`),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check(
      'lotto_yeekee_settings_amounts',
      sql`${t.bonusFirstSatang} >= 0 and ${t.bonusSixteenthSatang} >= 0`,
    ),
  ],
)

/**
 * A Yeekee bonus decided at a round's result (once: the primary key), with the amount in force then.
 * `transaction_id` is the credit to the shooter's main wallet; null when the shooter had no bill in
 * the round (nothing paid).
 */
export const lottoYeekeeBonuses = pgTable(
  'lotto_yeekee_bonuses',
  {
    roundId: integer('round_id')
      .notNull()
      .references(() => lottoRounds.id),
    /** 1 or 16. */
    position: smallint('position').notNull(),
    shotId: bigint('shot_id', { mode: 'number' }).notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: satang('amount_satang').notNull(),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.position] }),
    check('lotto_yeekee_bonuses_position', sql`${t.position} in (1, 16)`),
  ],
)
