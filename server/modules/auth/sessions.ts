import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { SessionRevokedMessage } from '../../db/bus'
import type { DbOrTx } from '../../db/open'
import { preparedPerDb } from '../../db/prepared'
import { members, sessions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { bangkokDate } from '../../lib/bangkok'
import { hashToken, newToken } from '../../lib/tokens'
import type { SessionMember } from '../../plugins/endpoint'
import { recordLoginDay } from './member-days'
import { type CachedSession, sessionCacheOf } from './session-cache'

/** Only write last-seen this often (and the login day with it), so every authenticated read is not also a write. */
const TOUCH_EVERY_MS = 60_000

/** How a login happened, kept on its session (the back office's login history of a member). */
export interface LoginHow {
  method: 'password' | 'line' | 'register'
  address?: string | null
}

export async function createSession(
  deps: AppDeps,
  tx: DbOrTx,
  memberId: number,
  how: LoginHow,
): Promise<string> {
  const token = newToken(deps.random)
  const now = deps.clock.now()
  await tx.insert(sessions).values({
    memberId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    method: how.method,
    address: how.address ?? null,
  })
  return token
}

/** The session lookup of every authenticated call that misses the cache. */
const sessionByHash = preparedPerDb((db) =>
  db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      revokedAt: sessions.revokedAt,
      lockedAt: members.lockedAt,
    })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
)

/**
 * The live session behind a bearer token, or null (unknown, revoked, idle or past its absolute age).
 * Served from this instance's session cache when it can be (session-cache.ts says why that is safe).
 */
export async function findSession(deps: AppDeps, token: string): Promise<SessionMember | null> {
  const found = await lookupSession(deps, token)
  return found === 'locked' ? null : found
}

/**
 * `findSession`, telling apart a session that ended because staff locked its member ('locked'):
 * the member guard answers that one with the lock's Thai message. Locking revokes the member's
 * sessions (and drops them from every cache) in the same transaction, so a cached live entry is
 * never a locked member's.
 */
export async function lookupSession(deps: AppDeps, token: string): Promise<SessionMember | 'locked' | null> {
  const tokenHash = hashToken(token)
  const now = deps.clock.now().getTime()
  const cache = sessionCacheOf(deps.bus)
  let entry: CachedSession | null = cache.get(tokenHash, now)
  if (!entry) {
    const generation = cache.mark()
    const [row] = await sessionByHash(deps.db).execute({ tokenHash })
    if (row?.lockedAt) return 'locked'
    if (!row || row.revokedAt) return null
    entry = {
      memberId: row.memberId,
      sessionId: row.id,
      createdAtMs: row.createdAt.getTime(),
      lastSeenAtMs: row.lastSeenAt.getTime(),
      cachedAtMs: now,
    }
    cache.store(tokenHash, entry, generation)
  }
  if (now - entry.lastSeenAtMs > deps.config.sessionIdleSeconds * 1000) return null
  if (now - entry.createdAtMs > deps.config.sessionAbsoluteSeconds * 1000) return null
  if (now - entry.lastSeenAtMs > TOUCH_EVERY_MS) {
    const newDay = bangkokDate(new Date(entry.lastSeenAtMs)) !== bangkokDate(new Date(now))
    // Set first, so the concurrent calls of one member write last-seen once, not each.
    entry.lastSeenAtMs = now
    await deps.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, entry.sessionId))
    // A session used on a new Bangkok day: the member was here today (the login-day quests).
    if (newDay) await recordLoginDay(deps.db, entry.memberId, new Date(now))
  }
  return { memberId: entry.memberId, sessionId: entry.sessionId }
}

/**
 * Tells every instance (this one included, once `tx` commits) to forget these sessions: session
 * caches drop them, live streams of the member re-check theirs.
 */
async function announceRevoked(
  deps: AppDeps,
  tx: DbOrTx,
  memberId: number,
  sessionIds: number[],
): Promise<void> {
  if (sessionIds.length === 0) return
  const message: SessionRevokedMessage = { member_id: memberId, session_ids: sessionIds }
  await deps.bus.publish(tx, 'session.revoked', message)
  // This instance forgets them now too, so the caller's reply never outruns its own NOTIFY.
  sessionCacheOf(deps.bus).dropSessions(sessionIds)
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

export async function revokeSession(deps: AppDeps, sessionId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, memberId: sessions.memberId })
    if (revoked[0]) await announceRevoked(deps, tx, revoked[0].memberId, [sessionId])
  })
  // Also after the commit: a read that raced the transaction may have cached it again meanwhile.
  sessionCacheOf(deps.bus).dropSessions([sessionId])
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
  await announceRevoked(
    deps,
    tx,
    memberId,
    revoked.map((r) => r.id),
  )
}
