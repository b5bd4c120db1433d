import { and, eq, isNull } from 'drizzle-orm'
import type { StaffRole } from '../../../src/contract/staff-roles'
import type { DbOrTx } from '../../db/open'
import { staff, staffSessions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashToken, newToken } from '../../lib/tokens'
import type { OperatorStaff } from '../../plugins/operator'

/** A back-office session ends after this long unused... */
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60
/** ...and in any case this long after the login (a shift), whatever its use. */
export const STAFF_SESSION_MAX_SECONDS = 12 * 3600
/** Last-seen is written at most this often. */
const TOUCH_EVERY_MS = 60_000

export async function createStaffSession(deps: AppDeps, tx: DbOrTx, staffId: number): Promise<string> {
  const token = newToken(deps.random)
  const now = deps.clock.now()
  await tx
    .insert(staffSessions)
    .values({ staffId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now })
  return token
}

/**
 * The staff member behind a back-office token, or null: unknown (a member's token included), revoked,
 * idle longer than STAFF_SESSION_IDLE_SECONDS, older than STAFF_SESSION_MAX_SECONDS, or the staff
 * member turned off. Staff are few, so this is one indexed query per call (no cache): a revocation
 * counts at once on every instance.
 */
export async function findStaffSession(deps: AppDeps, token: string): Promise<OperatorStaff | null> {
  const [row] = await deps.db
    .select({
      sessionId: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staff.id,
      username: staff.username,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashToken(token)),
        isNull(staffSessions.revokedAt),
        eq(staff.active, true),
      ),
    )
    .limit(1)
  if (!row) return null
  const now = deps.clock.now().getTime()
  if (now - row.lastSeenAt.getTime() > STAFF_SESSION_IDLE_SECONDS * 1000) return null
  if (now - row.createdAt.getTime() > STAFF_SESSION_MAX_SECONDS * 1000) return null
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS)
    await deps.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(staffSessions.id, row.sessionId))
  return { id: row.id, username: row.username, role: row.role as StaffRole, sessionId: row.sessionId }
}

export async function revokeStaffSession(deps: AppDeps, sessionId: number): Promise<void> {
  await deps.db
    .update(staffSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
}
