import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * Every operator action (confirm a payment, decide a withdrawal, read the outbox): who, what, when,
 * and the record before and after. Append-only: nothing updates or deletes these rows.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    /** The operator token's id (a fingerprint of the token, never the token). */
    actor: text('actor').notNull(),
    /** 'payment.confirm' | 'withdraw.approve' | 'withdraw.reject' | 'outbox.read' ... */
    action: text('action').notNull(),
    /** 'payment_order:12', 'withdrawal:7', 'outbox'. */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** 'ok' or the Thai refusal the operator got. */
    outcome: text('outcome').notNull(),
    requestId: text('request_id').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [index('operator_audit_at').on(t.at)],
)

/** Messages the demo code sender "sends": the operator API reads them (no SMS gateway needed). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('outbox_messages_phone').on(t.phone, t.createdAt)],
)
