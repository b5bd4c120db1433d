import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { agents } from './agent'
import { members } from './members'
import { ledgerTransactions } from './wallet'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const satang = (name: string) => bigint(name, { mode: 'bigint' })

/** One tier of a return programme: from this base (satang) upward, this rate (basis points). */
export interface ReturnTier {
  fromSatang: string
  rateBp: number
}

/**
 * A return programme the operator configures (one row per agent and kind):
 * `daily_loss` คืนยอดเสียรายวัน (net loss of one Bangkok day), `weekly_loss` คืนยอดได้เสีย (net loss of a
 * Monday-Sunday Bangkok week), `turnover` คืนยอดเทิร์น (stakes less refunds of one day).
 */
export const cashbackPrograms = pgTable(
  'cashback_programs',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    kind: text('kind').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Rate tiers by the period's base, highest `fromSatang` that the base reaches wins. */
    tiers: jsonb('tiers').$type<ReturnTier[]>().notNull(),
    /** Below this amount no offer is made (satang). */
    minAmountSatang: satang('min_amount_satang').notNull(),
    /** An offer never exceeds this (satang). */
    capSatang: satang('cap_satang').notNull(),
    /** An offer can be claimed for this many days after it is made. */
    claimDays: integer('claim_days').notNull(),
    /** Where a claim is credited (1 = main wallet). */
    walletTypeId: integer('wallet_type_id').notNull().default(1),
  },
  (t) => [
    uniqueIndex('cashback_programs_agent_kind').on(t.agentId, t.kind),
    check('cashback_programs_kind', sql`${t.kind} in ('daily_loss', 'weekly_loss', 'turnover')`),
    check(
      'cashback_programs_amounts',
      sql`${t.minAmountSatang} >= 0 and ${t.capSatang} > 0 and ${t.claimDays} between 1 and 90`,
    ),
  ],
)

/**
 * What a member was offered for one period of one programme: made once by the period's job (the
 * unique key), claimed at most once (a conditional update from `open`). Expiry is read from
 * `expires_at`, so reads never write.
 */
export const cashbackOffers = pgTable(
  'cashback_offers',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => cashbackPrograms.id),
    kind: text('kind').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The period's first Bangkok day ('YYYY-MM-DD'); a week is keyed by its Monday. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Net loss (loss kinds) or turnover of the period, satang. */
    baseSatang: satang('base_satang').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    /** 'open' or 'claimed' (expired = open past `expires_at`). */
    status: text('status').notNull().default('open'),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    claimedAt: at('claimed_at'),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    uniqueIndex('cashback_offers_once').on(t.memberId, t.kind, t.periodStart),
    index('cashback_offers_open').on(t.memberId, t.kind).where(sql`status = 'open'`),
    check('cashback_offers_status', sql`${t.status} in ('open', 'claimed')`),
    check('cashback_offers_amount', sql`${t.amountSatang} > 0`),
  ],
)
