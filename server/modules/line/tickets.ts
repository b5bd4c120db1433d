import { and, eq, gt, isNull } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { lineSignups } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashToken, newToken } from '../../lib/tokens'
import type { LineIdentity } from './verify'

/** How long a verified LINE user has to fill in "สมัครด้วย LINE" or "มีบัญชีอยู่แล้ว". */
export const SIGNUP_TICKET_SECONDS = 30 * 60

/** A ticket for a verified LINE user with no member: the site holds it, the table its SHA-256. */
export async function issueSignupTicket(deps: AppDeps, who: LineIdentity): Promise<string> {
  const ticket = newToken(deps.random)
  const now = deps.clock.now()
  await deps.db.insert(lineSignups).values({
    ticketHash: hashToken(ticket),
    lineUserId: who.lineUserId,
    displayName: who.displayName,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGNUP_TICKET_SECONDS * 1000),
  })
  return ticket
}

/** The LINE user of a live, unused ticket (a read: it is claimed by `claimSignupTicket`). */
export async function readSignupTicket(deps: AppDeps, ticket: string): Promise<LineIdentity | null> {
  const [row] = await deps.db
    .select()
    .from(lineSignups)
    .where(
      and(
        eq(lineSignups.ticketHash, hashToken(ticket)),
        isNull(lineSignups.usedAt),
        gt(lineSignups.expiresAt, deps.clock.now()),
      ),
    )
  return row ? { lineUserId: row.lineUserId, displayName: row.displayName } : null
}

/** Marks a ticket used, once: false when it was already used or has expired (a replay). */
export async function claimSignupTicket(deps: AppDeps, db: DbOrTx, ticket: string): Promise<boolean> {
  const claimed = await db
    .update(lineSignups)
    .set({ usedAt: deps.clock.now() })
    .where(
      and(
        eq(lineSignups.ticketHash, hashToken(ticket)),
        isNull(lineSignups.usedAt),
        gt(lineSignups.expiresAt, deps.clock.now()),
      ),
    )
    .returning({ hash: lineSignups.ticketHash })
  return claimed.length === 1
}
