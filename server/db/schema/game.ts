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
import { members } from './members'
import { wallets } from './wallet'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Game providers: who serves the games, how their launch URL is built (`adapter`, one file in
 * modules/game/providers/) and the secret their seamless-wallet calls are signed with. The built-in
 * provider's secret is not stored (BUILTIN_PROVIDER_SECRET, or one generated per start).
 */
export const gameProviders = pgTable('game_providers', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  adapter: text('adapter').notNull(),
  /** External adapters: the provider's launch base URL (its origin must be in GAME_ORIGINS). */
  launchUrl: text('launch_url'),
  secret: text('secret'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** A `win` above this many times its round's stakes is refused (WIN_LIMIT_EXCEEDED); a game may set its own. */
  maxWinMultiple: integer('max_win_multiple').notNull().default(10_000),
})

/** The catalogue: one row per provider game; `wallet_types` = the wallet types it may be played with. */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    subProviderId: integer('sub_provider_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    thumbnail: text('thumbnail').notNull(),
    hasDemo: boolean('has_demo').notNull().default(false),
    walletTypes: integer('wallet_types').array().notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** This game's own limit on a win (times the round's stakes); null = the provider's. */
    maxWinMultiple: integer('max_win_multiple'),
  },
  (t) => [
    uniqueIndex('games_provider_code').on(t.providerId, t.code),
    index('games_category').on(t.category),
  ],
)

/** What a lobby shows above its tiles: title, banners ({image, link}[]) and category tabs ({key, name}[]). */
export const lobbyConfigs = pgTable('lobby_configs', {
  lobbyKey: text('lobby_key').primaryKey(),
  title: text('title').notNull(),
  banners: jsonb('banners').notNull(),
  categories: jsonb('categories').notNull(),
})

/** Launch tokens (game/link): single use, short-lived; only their sha-256 is kept. */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    providerId: integer('provider_id').notNull(),
    source: text('source').notNull(),
    isMobile: boolean('is_mobile').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('game_launches_member').on(t.memberId, t.createdAt)],
)

/** Sessions a provider opened with a launch token (seamless authenticate); only the token's sha-256. */
export const gameSessions = pgTable('game_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  launchId: integer('launch_id')
    .notNull()
    .references(() => gameLaunches.id),
  memberId: integer('member_id').notNull(),
  walletId: integer('wallet_id').notNull(),
  gameId: integer('game_id').notNull(),
  providerId: integer('provider_id').notNull(),
  createdAt: ts('created_at').notNull(),
  /** Bets are refused (TOKEN_EXPIRED) 30 minutes after the last authenticated call. */
  lastActiveAt: ts('last_active_at').notNull(),
})

/**
 * Rounds by the provider's round id: the wallet and game they were played with, what was staked and
 * won. A win closes the round. "Hot" games count rounds opened in the last 24 hours.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id').notNull(),
    walletId: integer('wallet_id').notNull(),
    gameId: integer('game_id').notNull(),
    /** Bets accepted and not rolled back. */
    openBets: integer('open_bets').notNull().default(0),
    betSatang: bigint('bet_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    winSatang: bigint('win_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    closed: boolean('closed').notNull().default(false),
    openedAt: ts('opened_at').notNull(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    // A member's part in a provider round (a live table's round has many players).
    uniqueIndex('game_rounds_provider_round_member').on(t.providerId, t.roundId, t.memberId),
    index('game_rounds_opened').on(t.openedAt),
  ],
)

/**
 * Every seamless-wallet money call by (provider, transaction id), kept forever with its answer, so a
 * replay answers the same and moves nothing. `kind`: bet | win | rollback. `state`: accepted,
 * refused, rolled_back (a bet refunded by a rollback) or cancelled (a rollback arrived first: the
 * bet, if it ever comes, is refused).
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    roundId: text('round_id').notNull(),
    memberId: integer('member_id'),
    walletId: integer('wallet_id'),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull().default(sql`0`),
    /** sha-256 of what defines the call (kind, round, game, amount, target): a reuse with other content is refused. */
    requestHash: text('request_hash'),
    answer: jsonb('answer').notNull(),
    ledgerTransactionId: integer('ledger_transaction_id'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [uniqueIndex('game_transactions_provider_tx').on(t.providerId, t.transactionId)],
)
