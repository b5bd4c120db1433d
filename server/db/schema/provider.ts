import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
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
 * The built-in provider's game sessions (server/provider/): one per page load, opened from the
 * operator's launch token (real money, through the seamless wallet) or as a demo (play money held
 * here). The provider knows the player only by the wallet's ids, as an external provider would.
 * The session holds the NEXT round's server seed: its hash is shown before the round.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the token the page holds (lib/tokens.ts). */
    tokenHash: text('token_hash').notNull(),
    gameCode: text('game_code').notNull(),
    demo: boolean('demo').notNull(),
    /** The seamless wallet's session token (real sessions); never sent to the page. */
    walletSession: text('wallet_session'),
    playerId: text('player_id'),
    walletId: integer('wallet_id'),
    /** Play money of a demo session. */
    demoBalanceSatang: bigint('demo_balance_satang', { mode: 'bigint' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** Rounds played in this session: the next round's nonce. */
    nonce: integer('nonce').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
  },
  (t) => [uniqueIndex('provider_sessions_token').on(t.tokenHash)],
)

/**
 * One round of a built-in game. The outcome is decided and stored before the wallet hears of it
 * (status `pending`); then `bet` (-> `open`) and `win` (-> `settled`), or a refusal (`refused`), or
 * an unknown bet answer undone with `rollback` (`rolled_back`). Its seed is revealed once the
 * round is decided: the session already holds the next one.
 */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    /** The round id the wallet sees (`bg-` + random hex); its transactions are `<id>:bet` and `<id>:win`. */
    id: text('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => providerSessions.id),
    gameCode: text('game_code').notNull(),
    demo: boolean('demo').notNull(),
    playerId: text('player_id'),
    /** The page's id for this play: a resent play answers the same round. */
    requestId: text('request_id').notNull(),
    stakeSatang: bigint('stake_satang', { mode: 'bigint' }).notNull(),
    winSatang: bigint('win_satang', { mode: 'bigint' }).notNull(),
    input: jsonb('input').notNull(),
    outcome: jsonb('outcome').notNull(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    /** 'pending' | 'open' | 'settled' | 'refused' | 'rolled_back'. */
    status: text('status').notNull(),
    /** The Thai reason of a refused round. */
    refusal: text('refusal'),
    /** The balance (satang) after the round, as the wallet (or the demo purse) answered. */
    balanceSatang: bigint('balance_satang', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('provider_rounds_request').on(t.sessionId, t.requestId),
    index('provider_rounds_player').on(t.playerId, t.gameCode, t.createdAt),
    index('provider_rounds_unfinished').on(t.status).where(sql`${t.status} in ('pending', 'open')`),
  ],
)
