import { and, eq, sql } from 'drizzle-orm'
import type { UserInfo } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/envelope'
import { loginFailures, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword, verifyPassword } from '../../lib/password'
import { ok, type Result, refuse } from '../../lib/result'
import { FREE_ATTEMPTS, loginWaitMs, waitSqlMs } from './backoff'
import { findMemberByPhone, userInfo } from './members'
import { AUTH_MESSAGES, waitMessage } from './messages'
import { createSession } from './sessions'

// Unknown usernames still cost one hash, so response time does not reveal who is a member.
const decoys = new Map<number, Promise<string>>()
const decoy = (deps: AppDeps) => {
  const logN = deps.config.scryptLogN
  if (!decoys.has(logN)) decoys.set(logN, hashPassword('decoy-password', logN, deps.random))
  return decoys.get(logN)!
}

/**
 * Claims one login attempt for this account from this address, atomically: the attempt is counted as
 * a failure before the password is checked (a success clears it), and the conditional upsert refuses
 * it while the address is in its back-off. So parallel guesses cannot all read "0 failures" first, and
 * an address can only delay itself: the member logging in from elsewhere is never refused.
 */
async function claimAttempt(deps: AppDeps, memberId: number, address: string): Promise<boolean> {
  const now = deps.clock.now().toISOString()
  const claimed = (await deps.db.execute(sql`
    insert into login_failures (member_id, address, failures, last_failed_at)
    values (${memberId}, ${address}, 1, ${now}::timestamptz)
    on conflict (member_id, address) do update
      set failures = login_failures.failures + 1, last_failed_at = excluded.last_failed_at
      where login_failures.failures < ${FREE_ATTEMPTS}
         or extract(epoch from (excluded.last_failed_at - login_failures.last_failed_at)) * 1000
            >= ${sql.raw(waitSqlMs('login_failures.failures'))}
    returning failures`)) as unknown as { rows: unknown[] }
  return claimed.rows.length > 0
}

async function waitLeft(deps: AppDeps, memberId: number, address: string): Promise<number> {
  const [row] = await deps.db
    .select()
    .from(loginFailures)
    .where(and(eq(loginFailures.memberId, memberId), eq(loginFailures.address, address)))
  return row ? loginWaitMs(row.failures, row.lastFailedAt, deps.clock.now()) : 0
}

export async function login(
  deps: AppDeps,
  username: string,
  password: string,
  address: string,
): Promise<Result<{ token: string; user: UserInfo }>> {
  const member = await findMemberByPhone(deps.db, username)
  if (!member) {
    await verifyPassword(password, await decoy(deps))
    return refuse(AUTH_MESSAGES.badCredentials)
  }
  if (!(await claimAttempt(deps, member.id, address))) {
    return refuse(waitMessage(Math.max(1, await waitLeft(deps, member.id, address))), ErrorCode.RATE_LIMITED)
  }
  // A LINE-only member (no password yet) costs a hash too, so the answer's time tells nothing.
  if (!(await verifyPassword(password, member.passwordHash ?? (await decoy(deps)))) || !member.passwordHash)
    return refuse(AUTH_MESSAGES.badCredentials)
  // Told only to whoever knows the password: a lock is no answer to a guess.
  if (member.lockedAt) return refuse(AUTH_MESSAGES.locked)
  const now = deps.clock.now()
  return ok(
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(loginFailures)
        .where(and(eq(loginFailures.memberId, member.id), eq(loginFailures.address, address)))
      const [updated] = await tx
        .update(members)
        .set({ lastLoginAt: now })
        .where(eq(members.id, member.id))
        .returning()
      const token = await createSession(deps, tx, member.id, { method: 'password', address })
      return { token, user: await userInfo(tx, updated) }
    }),
  )
}
