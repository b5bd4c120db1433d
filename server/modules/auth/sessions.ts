import { and, eq, isNull, ne } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { sessions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import type { SessionRevokedMessage } from '../../lib/bus'
import { hashToken, newToken } from '../../lib/tokens'

/** Only write last-seen this often, so every authenticated read is not also a write. */
const TOUCH_EVERY_MS = 60_000

export interface SessionMember {
  memberId: number
  sessionId: number
}

export async function createSession(deps: AppDeps, tx: DbOrTx, memberId: number): Promise<string> {
  const token = newToken(deps.random)
  const now = deps.clock.now()
  await tx.insert(sessions).values({ memberId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now })
  return token
}

/** The live session behind a bearer token, or null (unknown, revoked, idle or past its absolute age). */
export async function findSession(deps: AppDeps, token: string): Promise<SessionMember | null> {
  const [row] = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1)
  if (!row || row.revokedAt) return null
  const now = deps.clock.now().getTime()
  if (now - row.lastSeenAt.getTime() > deps.config.sessionIdleSeconds * 1000) return null
  if (now - row.createdAt.getTime() > deps.config.sessionAbsoluteSeconds * 1000) return null
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, row.id))
  }
  return { memberId: row.memberId, sessionId: row.id }
}

/** True when the session was revoked (or no longer exists): for holders of a long-lived connection. */
export async function sessionRevoked(db: DbOrTx, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1)
  return !row || row.revokedAt !== null
}

/** Every instance hears it after the commit (live streams of the session end). */
const announceRevoked = (deps: AppDeps, tx: DbOrTx, memberId: number) =>
  deps.bus.publish(tx, 'session.revoked', { member_id: memberId } satisfies SessionRevokedMessage)

export async function revokeSession(deps: AppDeps, sessionId: number): Promise<void> {
  const [revoked] = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ memberId: sessions.memberId })
  // After the revocation committed (one statement): listeners that re-check already see it.
  if (revoked) await announceRevoked(deps, deps.db, revoked.memberId)
}

/** Revokes every live session of a member, except `keepSessionId` when given. */
export async function revokeMemberSessions(
  deps: AppDeps,
  tx: DbOrTx,
  memberId: number,
  keepSessionId?: number,
) {
  const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt)]
  if (keepSessionId !== undefined) conditions.push(ne(sessions.id, keepSessionId))
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(...conditions))
    .returning({ id: sessions.id })
  if (revoked.length > 0) await announceRevoked(deps, tx, memberId)
}
