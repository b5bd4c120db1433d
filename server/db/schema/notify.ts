import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from './members'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A member's choice about LINE messages (modules/notify): no row = on. Only the member sets it
 * (profile); a member with no LINE account linked gets no message either way.
 */
export const lineMessageSettings = pgTable('line_message_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  enabled: boolean('enabled').notNull(),
  updatedAt: ts('updated_at').notNull(),
})

/**
 * The demo's LINE messages (LINE_MESSAGES=outbox): what a push would have sent, to whom, when.
 * Production pushes to LINE (LINE_MESSAGES=line) and writes nothing here.
 */
export const lineOutbox = pgTable(
  'line_outbox',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    lineUserId: text('line_user_id').notNull(),
    /** What happened: 'deposit.credited', 'withdrawal.approved', 'withdrawal.rejected', 'bill.won'. */
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('line_outbox_member').on(t.memberId, t.createdAt)],
)
