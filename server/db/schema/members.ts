import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { agents } from './agent'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  agentId: integer('agent_id')
    .notNull()
    .references(() => agents.id),
  phone: text('phone').notNull().unique(),
  /** Null for a member who registered with LINE and has not set a password (logs in with LINE only). */
  passwordHash: text('password_hash'),
  fullName: text('full_name').notNull(),
  refCode: text('ref_code').notNull().unique(),
  referredBy: integer('referred_by'),
  createdAt: ts('created_at').notNull(),
  lastLoginAt: ts('last_login_at'),
  /** Consecutive failed logins; drives the per-account back-off (reset on success). */
  failedLogins: integer('failed_logins').notNull().default(0),
  lastFailedLoginAt: ts('last_failed_login_at'),
  /** Set by staff (back office): a locked member cannot log in, and their sessions were ended. */
  lockedAt: ts('locked_at'),
  lockedReason: text('locked_reason'),
})

/** Withdrawal accounts; one bank account belongs to at most one member (main or sub). */
export const memberBankAccounts = pgTable(
  'member_bank_accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    isMain: boolean('is_main').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
  },
  (t) => [
    uniqueIndex('member_bank_accounts_no').on(t.bankCode, t.accountNo),
    uniqueIndex('member_bank_accounts_kind').on(t.memberId, t.isMain),
    index('member_bank_accounts_account_no').on(t.accountNo),
  ],
)

/** Bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** How the session began: 'password' | 'line' | 'register' (null: before it was recorded). */
    method: text('method'),
    /** The client address of the login (null when not known). */
    address: text('address'),
  },
  (t) => [index('sessions_member').on(t.memberId).where(sql`revoked_at is null`)],
)

/**
 * One-time codes of the forgot-password flow: `token_hash` holds `nonce.sha256(nonce.code)`, never the
 * code; `attempts` counts the guesses spent on it (claimed atomically before any comparison).
 */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  attempts: integer('attempts').notNull().default(0),
})

/**
 * Failed logins per account and client address: the back-off delays that address only, so nobody can
 * keep a member out from elsewhere. An attempt is claimed by one conditional upsert before hashing.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    address: text('address').notNull(),
    failures: integer('failures').notNull().default(0),
    lastFailedAt: ts('last_failed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.address] })],
)
