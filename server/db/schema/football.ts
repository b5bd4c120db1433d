import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Virtual football matches of the built-in provider (games/rules/football.ts). A job schedules one
 * every few minutes, priced and committed (the server seed's hash) before bets open; bets close at
 * kick-off; the result is the seed's and is stored when the match ends, then every slip is settled.
 * status: 'open' (taking bets until kick-off, then playing) -> 'finished' (result stored, slips
 * being settled) -> 'settled' (no slip left open).
 */
export const footballMatches = pgTable(
  'football_matches',
  {
    id: serial('id').primaryKey(),
    /** One match per kick-off slot: two instances scheduling at once store it once. */
    kickoffAt: ts('kickoff_at').notNull(),
    homeCode: text('home_code').notNull(),
    awayCode: text('away_code').notNull(),
    /** The published odds by market ('1', 'X', '2', 'over', 'under'), as offered and paid. */
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    /** Public and fixed per match (every member bets on the same match): `football:<kick-off ISO time>`. */
    clientSeed: text('client_seed').notNull(),
    status: text('status').notNull(),
    homeGoals: integer('home_goals'),
    awayGoals: integer('away_goals'),
    /** Goal minutes and sides, stored with the result. */
    goals: jsonb('goals').$type<{ minute: number; side: 'home' | 'away' }[]>(),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('football_matches_kickoff').on(t.kickoffAt),
    index('football_matches_unsettled').on(t.kickoffAt).where(sql`${t.status} <> 'settled'`),
  ],
)

/**
 * A single-bet slip on one selection of a match, placed through the seamless wallet's `bet`
 * (transaction `<id>:bet`, round `<id>`) and closed by its `win` (`<id>:win`, 0 for a losing slip).
 * status: 'pending' (decided, wallet not yet answered) -> 'open' (staked) -> 'settled'; or
 * 'refused' (the wallet said no) / 'rolled_back' (the bet's answer was lost: undone by `rollback`).
 */
export const footballSlips = pgTable(
  'football_slips',
  {
    /** The round id the wallet sees (`fb-` + random hex). */
    id: text('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => footballMatches.id),
    /** The provider session (provider_sessions.id) the slip was placed from. */
    sessionId: integer('session_id').notNull(),
    /** The seamless wallet's session token: wins are accepted after it expired. */
    walletSession: text('wallet_session').notNull(),
    playerId: text('player_id').notNull(),
    /** The page's id of this slip: a resent slip answers the same one. */
    requestId: text('request_id').notNull(),
    market: text('market').notNull(),
    /** Odds in hundredths (2.37 -> 237), fixed when the slip was placed. */
    oddsCents: integer('odds_cents').notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull(),
    payoutSatang: bigint('payout_satang', { mode: 'bigint' }),
    status: text('status').notNull(),
    refusal: text('refusal'),
    balanceSatang: bigint('balance_satang', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('football_slips_request').on(t.sessionId, t.requestId),
    index('football_slips_match').on(t.matchId, t.status),
    index('football_slips_player').on(t.playerId, t.createdAt),
  ],
)
