import { eq, sql } from 'drizzle-orm'
import type { UserInfo } from '../../../src/contract/auth'
import { ErrorCode } from '../../../src/contract/envelope'
import { members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword, verifyPassword } from '../../lib/password'
import { loginWaitMs } from './backoff'
import { findMemberByPhone, userInfo } from './members'
import { AUTH_MESSAGES, waitMessage } from './messages'
import { ok, type Result, refuse } from './result'
import { createSession } from './sessions'

// Unknown usernames still cost one hash, so response time does not reveal who is a member.
const decoys = new Map<number, Promise<string>>()
const decoy = (deps: AppDeps) => {
  const logN = deps.config.scryptLogN
  if (!decoys.has(logN)) decoys.set(logN, hashPassword('decoy-password', logN, deps.random))
  return decoys.get(logN)!
}

export async function login(
  deps: AppDeps,
  username: string,
  password: string,
): Promise<Result<{ token: string; user: UserInfo }>> {
  const member = await findMemberByPhone(deps.db, username)
  if (!member) {
    await verifyPassword(password, await decoy(deps))
    return refuse(AUTH_MESSAGES.badCredentials)
  }
  const wait = loginWaitMs(member.failedLogins, member.lastFailedLoginAt, deps.clock.now())
  if (wait > 0) return refuse(waitMessage(wait), ErrorCode.RATE_LIMITED)
  if (!(await verifyPassword(password, member.passwordHash))) {
    await deps.db
      .update(members)
      .set({ failedLogins: sql`${members.failedLogins} + 1`, lastFailedLoginAt: deps.clock.now() })
      .where(eq(members.id, member.id))
    return refuse(AUTH_MESSAGES.badCredentials)
  }
  const now = deps.clock.now()
  return ok(
    await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(members)
        .set({ failedLogins: 0, lastFailedLoginAt: null, lastLoginAt: now })
        .where(eq(members.id, member.id))
        .returning()
      const token = await createSession(deps, tx, member.id)
      return { token, user: await userInfo(tx, updated) }
    }),
  )
}
