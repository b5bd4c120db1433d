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
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { agents } from './agent'
import { members } from './members'
import { ledgerTransactions } from './wallet'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
const satang = (name: string) => bigint(name, { mode: 'bigint' })

/**
 * The referral programme of an agent: commission per level (level 1 = the member's own referrals,
 * level 2 = theirs...), on the referred members' turnover (stakes less refunds) or net loss.
 */
export const affiliatePrograms = pgTable(
  'affiliate_programs',
  {
    agentId: integer('agent_id')
      .primaryKey()
      .references(() => agents.id),
    enabled: boolean('enabled').notNull().default(true),
    /** 'turnover' or 'net_loss'. */
    base: text('base').notNull(),
    /** Rate of each level in basis points, level 1 first; its length is the number of levels. */
    levelRatesBp: jsonb('level_rates_bp').$type<number[]>().notNull(),
    /** The smallest withdrawable commission a member may move to the main wallet (satang). */
    minRedeemSatang: satang('min_redeem_satang').notNull(),
  },
  (t) => [check('affiliate_programs_base', sql`${t.base} in ('turnover', 'net_loss')`)],
)

/** One move of withdrawable commission into the main wallet. */
export const affiliateRedeems = pgTable('affiliate_redeems', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  amountSatang: satang('amount_satang').notNull(),
  transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
  createdAt: at('created_at').notNull(),
})

/**
 * Commission earned by `earner` from one referred member's play of one closed Bangkok day at one level.
 * The unique key (source, day, earner) is what makes the job safe to run again: a day is booked once.
 * `redeem_id` is set when the amount moved to the main wallet (withdrawable = not yet set).
 */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: serial('id').primaryKey(),
    earnerId: integer('earner_id')
      .notNull()
      .references(() => members.id),
    sourceMemberId: integer('source_member_id')
      .notNull()
      .references(() => members.id),
    level: smallint('level').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** The source's turnover or net loss that day, satang. */
    baseSatang: satang('base_satang').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountSatang: satang('amount_satang').notNull(),
    createdAt: at('created_at').notNull(),
    redeemId: integer('redeem_id').references(() => affiliateRedeems.id),
    /** What the base was ('turnover' or 'net_loss') when it was booked. */
    base: text('base').notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_commissions_once').on(t.sourceMemberId, t.day, t.earnerId),
    index('affiliate_commissions_earner').on(t.earnerId, t.day),
    index('affiliate_commissions_unredeemed').on(t.earnerId).where(sql`redeem_id is null`),
    check('affiliate_commissions_amount', sql`${t.amountSatang} > 0 and ${t.level} >= 1`),
  ],
)
