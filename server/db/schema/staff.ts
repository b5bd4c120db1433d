import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { members } from './members'
import { wallets } from './wallet'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * The back office's staff (modules/staff): one row per person, with a role (src/contract/staff-roles.ts),
 * a scrypt password hash and a TOTP secret (two-factor; enabled once the first code matched).
 */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Login name, lower case; it names the staff member in the operator audit (`staff:<username>`). */
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  /** 'owner' | 'cashier' | 'lottery' | 'marketing' | 'read_only' */
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** Base32 TOTP secret; shown (as a QR) until the first code matched, then never again. */
  totpSecret: text('totp_secret'),
  totpEnabledAt: ts('totp_enabled_at'),
  /** The 30-second step of the last accepted code: a code is accepted once. */
  totpLastStep: integer('totp_last_step'),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by'),
  createdAt: ts('created_at').notNull(),
  lastLoginAt: ts('last_login_at'),
  /** The largest manual balance adjustment this staff member may make at once (set by an owner). */
  adjustLimitSatang: bigint('adjust_limit_satang', { mode: 'bigint' }).notNull().default(sql`0`),
})

/** Back-office sessions: only the SHA-256 of the token is stored; they expire (modules/staff/sessions.ts). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
)

/** Failed back-office logins per staff member and address: the same back-off as members' (auth/backoff.ts). */
export const staffLoginFailures = pgTable(
  'staff_login_failures',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    address: text('address').notNull(),
    failures: integer('failures').notNull(),
    lastFailedAt: ts('last_failed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.address] })],
)

/**
 * A manual balance adjustment made in the back office (modules/staff/adjust.ts): the ledger
 * transaction `adjust` names this row (`adjustment:<id>`). `amount_satang` is signed (credit > 0).
 * `actor` is the audit id of who made it; `reason` is for staff only (the member's statement shows
 * the kind's label).
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    walletId: integer('wallet_id')
      .notNull()
      .references(() => wallets.id),
    amountSatang: bigint('amount_satang', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    actor: text('actor').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('balance_adjustments_member').on(t.memberId, t.id),
    check('balance_adjustments_non_zero', sql`${t.amountSatang} <> 0`),
  ],
)
