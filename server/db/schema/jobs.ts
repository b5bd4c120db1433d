import { sql } from 'drizzle-orm'
import {
  check,
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
 * Work to run at a time (server/jobs/): one row per run. `(name, key)` is unique, so enqueuing the
 * same run twice (two instances, a retry) stores it once; a recurring job's key is its slot time.
 * An instance claims a due row with `FOR UPDATE SKIP LOCKED` (state queued -> running); a running row
 * whose claim is older than the runner's timeout is taken again (the handlers are idempotent).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload'),
    runAt: ts('run_at').notNull(),
    /** 'queued' | 'running' | 'done' | 'failed' (gave up after its attempts). */
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The instance that claimed it last (host:pid:random), for operators and the scale-out test. */
    lockedBy: text('locked_by'),
    lockedAt: ts('locked_at'),
    finishedAt: ts('finished_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jobs_name_key').on(t.name, t.key),
    index('jobs_due').on(t.state, t.runAt),
    check('jobs_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
)
