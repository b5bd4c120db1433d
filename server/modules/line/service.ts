import { and, eq, isNull } from 'drizzle-orm'
import type { UserInfo } from '../../../src/contract/auth'
import type {
  LineLinkExistingBody,
  LineRegisterBody,
  LineSignup,
  LineStatus,
} from '../../../src/contract/line'
import { lineAccounts, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword } from '../../lib/password'
import { ok, type Result, refuse } from '../../lib/result'
import { login } from '../auth/login'
import { recordLoginDay } from '../auth/member-days'
import { userInfo } from '../auth/members'
import { AUTH_MESSAGES } from '../auth/messages'
import { registerMember } from '../auth/register'
import { createSession, findSession, revokeSession } from '../auth/sessions'
import { lineStatus, linkLine, memberIdOfLineUser } from './accounts'
import { LINE_MESSAGES } from './messages'
import { claimSignupTicket, issueSignupTicket, readSignupTicket } from './tickets'
import { type LineIdentity, verifyLineIdToken } from './verify'

/** A LINE login's outcome: a session (as a password login answers), or a ticket to register or link. */
export type LineLoginOutcome = { token: string; user: UserInfo } | { signup: LineSignup }

/**
 * A verified LINE user logs in: their member's new session, or a signup ticket when none is linked;
 * refused when staff locked the member.
 */
export async function loginAsLineUser(
  deps: AppDeps,
  who: LineIdentity,
  address: string | null,
): Promise<Result<LineLoginOutcome>> {
  const memberId = await memberIdOfLineUser(deps.db, who.lineUserId)
  if (memberId === null) {
    const ticket = await issueSignupTicket(deps, who)
    return ok({ signup: { ticket, display_name: who.displayName } })
  }
  const now = deps.clock.now()
  const answer = await deps.db.transaction(async (tx) => {
    const [member] = await tx
      .update(members)
      .set({ lastLoginAt: now })
      .where(and(eq(members.id, memberId), isNull(members.lockedAt)))
      .returning()
    if (!member) return null
    // LINE names change; the profile shows the one of the last login.
    if (who.displayName)
      await tx
        .update(lineAccounts)
        .set({ displayName: who.displayName })
        .where(eq(lineAccounts.memberId, memberId))
    const token = await createSession(deps, tx, memberId, { method: 'line', address })
    return { token, user: await userInfo(tx, member) }
  })
  if (!answer) return refuse(AUTH_MESSAGES.locked)
  await recordLoginDay(deps.db, memberId, now)
  return ok(answer)
}

/** Inside LINE: the raw ID token of liff.getIDToken() (no nonce: LIFF tokens carry none). */
export async function loginWithIdToken(
  deps: AppDeps,
  idToken: string,
  address: string | null,
): Promise<Result<LineLoginOutcome>> {
  const who = await verifyLineIdToken(deps, idToken, null)
  return who ? loginAsLineUser(deps, who, address) : refuse(LINE_MESSAGES.badToken)
}

/** "สมัครด้วย LINE": a member with no password, linked to the ticket's LINE user, in one transaction. */
export async function registerWithLine(
  deps: AppDeps,
  body: LineRegisterBody,
): Promise<Result<{ token: string; user: UserInfo }>> {
  const who = await readSignupTicket(deps, body.ticket)
  if (!who) return refuse(LINE_MESSAGES.ticketExpired)
  const { ticket, ...fields } = body
  const result = await registerMember(
    deps,
    fields,
    async () => null,
    async (tx, member) => {
      if (!(await claimSignupTicket(deps, tx, ticket))) return refuse(LINE_MESSAGES.ticketExpired)
      return linkLine(deps, tx, member.id, who)
    },
  )
  if (result.ok) await recordLoginDay(deps.db, result.value.user.id, deps.clock.now())
  return result
}

/**
 * "มีบัญชีอยู่แล้ว": phone and password once (the login's own checks and back-off), then the ticket's
 * LINE user is linked to that member. If the link is refused, the session just made is revoked.
 */
export async function linkExistingMember(
  deps: AppDeps,
  body: LineLinkExistingBody,
  address: string,
): Promise<Result<{ token: string; user: UserInfo }>> {
  const who = await readSignupTicket(deps, body.ticket)
  if (!who) return refuse(LINE_MESSAGES.ticketExpired)
  if ((await memberIdOfLineUser(deps.db, who.lineUserId)) !== null) return refuse(LINE_MESSAGES.lineTaken)
  const loggedIn = await login(deps, body.username, body.password, address)
  if (!loggedIn.ok) return loggedIn
  const linked = await deps.db.transaction(async (tx) => {
    if (!(await claimSignupTicket(deps, tx, body.ticket))) return refuse(LINE_MESSAGES.ticketExpired)
    return linkLine(deps, tx, loggedIn.value.user.id, who)
  })
  if (!linked.ok) {
    const session = await findSession(deps, loggedIn.value.token)
    if (session) await revokeSession(deps, session.sessionId)
    return linked
  }
  await recordLoginDay(deps.db, loggedIn.value.user.id, deps.clock.now())
  return loggedIn
}

/** Links a verified LINE user to a logged-in member (profile), answering the new status. */
export async function linkMember(
  deps: AppDeps,
  memberId: number,
  who: LineIdentity,
): Promise<Result<LineStatus>> {
  const linked = await linkLine(deps, deps.db, memberId, who)
  return linked.ok ? ok(await lineStatus(deps, memberId)) : linked
}

/** A member with no password (registered with LINE) sets one; a member who has one changes it instead. */
export async function setFirstPassword(
  deps: AppDeps,
  memberId: number,
  password: string,
): Promise<Result<LineStatus>> {
  if ((await lineStatus(deps, memberId)).has_password) return refuse(LINE_MESSAGES.hasPassword)
  const passwordHash = await hashPassword(password, deps.config.scryptLogN, deps.random)
  const [set] = await deps.db
    .update(members)
    .set({ passwordHash })
    .where(and(eq(members.id, memberId), isNull(members.passwordHash)))
    .returning({ id: members.id })
  return set ? ok(await lineStatus(deps, memberId)) : refuse(LINE_MESSAGES.hasPassword)
}
