import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import {
  type MemberLockBody,
  type MemberLockState,
  type MemberLogin,
  MIN_REASON_LENGTH,
} from '../../../src/contract/member-desk'
import { members, sessions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { revokeMemberSessions } from '../auth/sessions'
import { STAFF_MESSAGES } from './messages'

/** How many logins the member's page shows. */
const LOGINS = 20

/** The reason staff gave, trimmed, or null when too short to say anything. */
export function staffReason(reason: string): string | null {
  const text = reason.trim()
  return text.length >= MIN_REASON_LENGTH ? text : null
}

export async function memberExists(db: AppDeps['db'], memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId))
  return row !== undefined
}

/** A member's lock as the members desk shows it (null: no such member). */
export async function lockState(db: AppDeps['db'], memberId: number): Promise<MemberLockState | null> {
  const [row] = await db
    .select({ lockedAt: members.lockedAt, lockedReason: members.lockedReason })
    .from(members)
    .where(eq(members.id, memberId))
  return row
    ? {
        member_id: memberId,
        locked_at: row.lockedAt ? row.lockedAt.toISOString() : null,
        locked_reason: row.lockedReason,
      }
    : null
}

/**
 * Locks a member (every session ends in the same transaction, and every instance forgets them; the
 * member's calls then answer the lock's Thai message and logins are refused) or unlocks them. One
 * conditional UPDATE: locking a locked member (or unlocking an unlocked one) is refused, changes
 * nothing.
 */
export async function setMemberLock(deps: AppDeps, body: MemberLockBody): Promise<Result<MemberLockState>> {
  const reason = staffReason(body.reason)
  if (!reason) return refuse(STAFF_MESSAGES.shortReason)
  const state = await lockState(deps.db, body.member_id)
  if (!state) return refuse(STAFF_MESSAGES.memberNotFound, ErrorCode.NOT_FOUND)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(members)
      .set(body.locked ? { lockedAt: now, lockedReason: reason } : { lockedAt: null, lockedReason: null })
      .where(
        and(
          eq(members.id, body.member_id),
          body.locked ? isNull(members.lockedAt) : isNotNull(members.lockedAt),
        ),
      )
      .returning({ id: members.id })
    if (!row) return refuse(body.locked ? STAFF_MESSAGES.alreadyLocked : STAFF_MESSAGES.notLocked)
    if (body.locked) await revokeMemberSessions(deps, tx, body.member_id)
    return ok((await lockState(tx, body.member_id)) as MemberLockState)
  })
}

/** The member's last logins (each login is a session: when, how, from where, until when). */
export async function memberLogins(deps: AppDeps, memberId: number): Promise<MemberLogin[]> {
  const rows = await deps.db
    .select()
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(desc(sessions.id))
    .limit(LOGINS)
  return rows.map((s) => ({
    id: s.id,
    at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    ended_at: s.revokedAt ? s.revokedAt.toISOString() : null,
    method: s.method,
    address: s.address,
  }))
}
