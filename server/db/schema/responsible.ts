import { sql } from 'drizzle-orm'
import { bigint, check, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from './members'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Responsible play (modules/responsible): one row per member who set anything. Its row lock is what
 * orders a member's stakes and deposit orders against their limits (`responsible_check`,
 * server/db/functions/responsible_check.sql): a member without a row has no limit and no block.
 */
export const responsibleSettings = pgTable(
  'responsible_settings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    /** 'timeout' | 'exclusion' while `block_until` is ahead; never shortened. */
    blockKind: text('block_kind'),
    blockUntil: ts('block_until'),
    /** Reality check interval in minutes; 0 = off. */
    realityCheckMinutes: smallint('reality_check_minutes').notNull().default(0),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check(
      'responsible_settings_block',
      sql`${t.blockKind} is null or ${t.blockKind} in ('timeout', 'exclusion')`,
    ),
    check('responsible_settings_reality', sql`${t.realityCheckMinutes} in (0, 15, 30, 60)`),
  ],
)

/**
 * A member's limits, one row per kind: `deposit_day`, `deposit_week`, `deposit_month`, `loss_day`,
 * `loss_week` (satang) and `session` (minutes). `value` null = no limit. An increase or a removal
 * waits 24 hours in `pending_value` (null = removal) until `pending_from`; a decrease replaces
 * `value` at once and drops any pending change.
 */
export const responsibleLimits = pgTable(
  'responsible_limits',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    value: bigint('value', { mode: 'bigint' }),
    pendingValue: bigint('pending_value', { mode: 'bigint' }),
    pendingFrom: ts('pending_from'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind] }),
    check(
      'responsible_limits_kind',
      sql`${t.kind} in ('deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'session')`,
    ),
    check('responsible_limits_value', sql`${t.value} is null or ${t.value} > 0`),
    check('responsible_limits_pending', sql`${t.pendingValue} is null or ${t.pendingValue} > 0`),
  ],
)
