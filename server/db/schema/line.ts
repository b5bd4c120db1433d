import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { members } from './members'

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

/**
 * A member's LINE account (LINE Login): one LINE user id links to at most one member and a member to
 * at most one LINE user id (the primary key and the unique column decide a race: one claim wins).
 * `line_user_id` is the `sub` of a verified LINE ID token, never a value the client sent.
 */
export const lineAccounts = pgTable('line_accounts', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  lineUserId: text('line_user_id').notNull().unique(),
  displayName: text('display_name').notNull(),
  linkedAt: ts('linked_at').notNull(),
})

/**
 * One browser LINE Login attempt (authorization code + PKCE): only the SHA-256 of `state` is stored,
 * with the nonce the ID token must carry and the PKCE verifier. Used once (`used_at`), then expires.
 * `member_id` is set when a logged-in member links LINE from the profile.
 */
export const lineLoginAttempts = pgTable(
  'line_login_attempts',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    memberId: integer('member_id').references(() => members.id),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('line_login_attempts_expires').on(t.expiresAt)],
)

/**
 * A verified LINE identity with no member yet, waiting for "สมัครด้วย LINE" or "มีบัญชีอยู่แล้ว":
 * the site holds the ticket (only its SHA-256 is stored); used once, short-lived.
 */
export const lineSignups = pgTable(
  'line_signups',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    lineUserId: text('line_user_id').notNull(),
    displayName: text('display_name').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('line_signups_expires').on(t.expiresAt)],
)
