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

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/** Deposit channels of an agent: 'bank' | 'promptpay' | 'truemoney'; amounts in satang. */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id),
    type: text('type').notNull(),
    name: text('name').notNull(),
    minAmountSatang: bigint('min_amount_satang', { mode: 'bigint' }).notNull(),
    maxAmountSatang: bigint('max_amount_satang', { mode: 'bigint' }).notNull(),
    /** Whole baht offered as buttons. */
    quickAmounts: integer('quick_amounts').array().notNull(),
    active: boolean('active').notNull().default(true),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('payment_channels_agent').on(t.agentId),
    check('payment_channels_type', sql`${t.type} in ('bank', 'promptpay', 'truemoney')`),
  ],
)

/** A channel's receiving accounts (for PromptPay: the agent's PromptPay id and the name under the QR). */
export const paymentSubChannels = pgTable('payment_sub_channels', {
  id: serial('id').primaryKey(),
  channelId: integer('channel_id')
    .notNull()
    .references(() => paymentChannels.id),
  name: text('name').notNull(),
  /** Mobile number, 13-digit id or 15-digit e-wallet id the QR pays to. */
  promptpayId: text('promptpay_id'),
  accountName: text('account_name').notNull(),
  sort: smallint('sort').notNull().default(0),
})

/** A generated deposit order (PromptPay QR): pending until confirmed (paid) or past expires_at. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    subChannelId: integer('sub_channel_id').references(() => paymentSubChannels.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    /** The promotion chosen at deposit time (owned by the promotion module), or null. */
    promotionId: integer('promotion_id'),
    qrPayload: text('qr_payload').notNull(),
    accountName: text('account_name').notNull(),
    /** 'pending' | 'paid' | 'expired' (a pending order past expires_at reads as expired). */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    paidAt: ts('paid_at'),
    /** The ledger transaction that credited it. */
    transactionId: integer('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('payment_orders_member').on(t.memberId, t.id),
    // The expiry job's scan: only pending orders, by expiry.
    index('payment_orders_pending_expiry').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    check('payment_orders_status', sql`${t.status} in ('pending', 'paid', 'expired')`),
    check('payment_orders_amount_positive', sql`${t.amountSatang} > 0`),
  ],
)

/** A withdrawal to the member's registered bank account; the amount is held at request. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    /** 'waiting' | 'success' | 'failed' */
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
    processedAt: ts('processed_at'),
    holdTransactionId: integer('hold_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** The credit-back of a failed withdrawal (at most one). */
    refundTransactionId: integer('refund_transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('withdrawals_member').on(t.memberId, t.createdAt),
    check('withdrawals_status', sql`${t.status} in ('waiting', 'success', 'failed')`),
    check('withdrawals_amount_positive', sql`${t.amountSatang} > 0`),
  ],
)

/**
 * Idempotency keys of money-moving calls (docs/money.md): claimed per member in the same transaction as
 * the movement, with the answer stored for replays. `request_hash` covers the call and its payload.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    /** No foreign key (migration 0031: written with every bill, as lottoBills says). */
    memberId: integer('member_id').notNull(),
    key: text('key').notNull(),
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_member_key').on(t.memberId, t.key),
    // The pruning job deletes by age.
    index('idempotency_keys_created').on(t.createdAt),
  ],
)
