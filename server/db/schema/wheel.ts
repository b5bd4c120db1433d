import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
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

/**
 * The wheel's segments in order (the published probability table): each is chosen with probability
 * weight / sum of weights. A prize is credit (satang), points, or nothing.
 */
export const wheelSegments = pgTable(
  'wheel_segments',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    label: text('label').notNull(),
    /** 'credit' | 'points' | 'none'. */
    kind: text('kind').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    weight: integer('weight').notNull(),
    color: text('color').notNull(),
    sort: smallint('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('wheel_segments_kind', sql`${t.kind} in ('credit', 'points', 'none')`),
    check('wheel_segments_weight', sql`${t.weight} > 0`),
    check('wheel_segments_amount', sql`(${t.kind} = 'none') = (${t.amount} = 0) and ${t.amount} >= 0`),
  ],
)

/** A member's free spins (point shop, quests): never below 0, spent by a conditional UPDATE. */
export const wheelFreeSpins = pgTable(
  'wheel_free_spins',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    spins: integer('spins').notNull().default(0),
  },
  (t) => [check('wheel_free_spins_non_negative', sql`${t.spins} >= 0`)],
)

/**
 * One spin, commit-reveal: created 'committed' with a fresh server seed whose sha256 is published
 * before the spin (one committed row per member); spinning turns it 'spun' with the client seed,
 * the table it was drawn from and the segment; the prize is stored and claimed once (`claimed_at`).
 */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    /** 'committed' | 'spun'. */
    state: text('state').notNull(),
    clientSeed: text('client_seed'),
    /** The published table the spin was drawn from: [{ id, label, kind, amount, weight }]. */
    table: jsonb('table'),
    segmentIndex: integer('segment_index'),
    segmentId: integer('segment_id').references(() => wheelSegments.id),
    costPoints: bigint('cost_points', { mode: 'bigint' }).notNull().default(sql`0`),
    freeSpin: boolean('free_spin').notNull().default(false),
    claimedAt: at('claimed_at'),
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
    createdAt: at('created_at').notNull(),
    spunAt: at('spun_at'),
  },
  (t) => [
    check('wheel_spins_state', sql`${t.state} in ('committed', 'spun')`),
    uniqueIndex('wheel_spins_one_committed').on(t.memberId).where(sql`${t.state} = 'committed'`),
    index('wheel_spins_member').on(t.memberId, t.id),
    index('wheel_spins_board').on(t.spunAt),
  ],
)
