import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { agents, events } from './agent'
import { members } from './members'
import { ledgerTransactions } from './wallet'

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A quest (ภารกิจ): daily or weekly, reset on the Asia/Bangkok day or week. `target` is satang for
 * 'deposit' and 'bet_total', a count for the others. The reward is credit (satang, into the bonus
 * wallet with turnover) or points.
 */
export const quests = pgTable(
  'quests',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** 'daily' | 'weekly'. */
    period: text('period').notNull(),
    /** 'deposit' | 'bet_total' | 'lotto_count' | 'distinct_games' | 'login_streak'. */
    kind: text('kind').notNull(),
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** 'credit' | 'points'. */
    rewardKind: text('reward_kind').notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    turnoverMultiple: integer('turnover_multiple').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    check('quests_period', sql`${t.period} in ('daily', 'weekly')`),
    check(
      'quests_kind',
      sql`${t.kind} in ('deposit', 'bet_total', 'lotto_count', 'distinct_games', 'login_streak')`,
    ),
    check('quests_reward', sql`${t.rewardKind} in ('credit', 'points') and ${t.rewardAmount} > 0`),
    check('quests_target', sql`${t.target} > 0 and ${t.turnoverMultiple} >= 0`),
  ],
)

/** A claimed quest reward: once per member, quest and period (the unique index is the rule). */
export const questClaims = pgTable(
  'quest_claims',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id),
    /** The Bangkok day (daily) or the Monday of the Bangkok week (weekly), YYYY-MM-DD. */
    periodKey: text('period_key').notNull(),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('quest_claims_once').on(t.memberId, t.questId, t.periodKey)],
)

/**
 * Per member and Bangkok day, what quests count besides play (play_daily): deposits credited and
 * whether the member logged in (login, or the site checking its session on layout mount).
 */
export const memberDays = pgTable(
  'member_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
    depositSatang: bigint('deposit_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    loggedIn: boolean('logged_in').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
)

/**
 * The open quest period of each kind: the `quests.reset` job opens the new Bangkok day and week
 * (progress and claims are per period key, so opening a period is the reset).
 */
export const questPeriods = pgTable('quest_periods', {
  period: text('period').primaryKey(),
  periodKey: text('period_key').notNull(),
  openedAt: at('opened_at').notNull(),
})

/** What an event in the event dialog leads to: a poll or a quest (or only its image). */
export const eventLinks = pgTable(
  'event_links',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id),
    pollId: integer('poll_id'),
    questId: integer('quest_id').references(() => quests.id),
    /** Else a page of the site the image opens (a path, e.g. the wheel's `/member/wheel`). */
    link: text('link'),
  },
  (t) => [
    check('event_links_one', sql`num_nonnulls(${t.pollId}, ${t.questId}, ${t.link}) <= 1`),
    check('event_links_link_path', sql`${t.link} IS NULL OR ${t.link} LIKE '/%'`),
  ],
)
