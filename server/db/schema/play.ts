import { sql } from 'drizzle-orm'
import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { members } from './members'

/**
 * Each member's play per Asia/Bangkok day, category and game, kept by `bet_move` (`server/db/functions/bet_move.sql`,
 * modules/wallet/bets.ts) in the statement of every bet, win and refund. Daily cashback, the
 * win/loss cards, quests and the lobbies' "most played" read it instead of scanning the ledger.
 * Net loss of a row = stake - win - refund.
 */
export const playDaily = pgTable(
  'play_daily',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The Asia/Bangkok calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    game: text('game').notNull(),
    betCount: integer('bet_count').notNull().default(0),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    winSatang: bigint('win_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    refundSatang: bigint('refund_satang', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.day, t.category, t.game] }),
    index('play_daily_day').on(t.day),
  ],
)
