import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * The database functions applied from `server/db/functions/*.sql` (db/functions.ts): the SHA-256 of
 * each file as last applied, so a changed file is applied once by the first instance that migrates.
 */
export const dbFunctions = pgTable('db_functions', {
  name: text('name').primaryKey(),
  sha256: text('sha256').notNull(),
  appliedAt: ts('applied_at').notNull(),
})

/**
 * Per-address request counts of the rate-limited calls (plugins/rate-limit-store.ts), shared by every
 * instance: one row per route and address, its count restarting when its window has passed.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: ts('window_started_at').notNull(),
})
