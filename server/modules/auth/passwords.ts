import { and, eq, gt, isNull } from 'drizzle-orm'
import type { ChangePasswordBody, ResetPasswordBody, ResetPasswordV2Body } from '../../../src/contract/auth'
import { members, passwordResets } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword, verifyPassword } from '../../lib/password'
import { hashToken, newToken } from '../../lib/tokens'
import { findMemberById, findMemberByPhone, memberBanks } from './members'
import { AUTH_MESSAGES } from './messages'
import { ok, type Result, refuse } from './result'
import { revokeMemberSessions, type SessionMember } from './sessions'

export const RESET_TOKEN_SECONDS = 15 * 60

export async function changePassword(
  deps: AppDeps,
  who: SessionMember,
  body: ChangePasswordBody,
): Promise<Result<null>> {
  const member = await findMemberById(deps.db, who.memberId)
  if (!member || !(await verifyPassword(body.old_password, member.passwordHash)))
    return refuse(AUTH_MESSAGES.wrongOldPassword)
  if (body.old_password === body.new_password) return refuse(AUTH_MESSAGES.samePassword)
  const passwordHash = await hashPassword(body.new_password, deps.config.scryptLogN, deps.random)
  await deps.db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id))
    await revokeMemberSessions(deps, tx, member.id, who.sessionId)
  })
  return ok(null)
}

/** Step 1: phone + registered bank account -> a short-lived single-use token (same refusal for any mismatch). */
export async function requestReset(
  deps: AppDeps,
  body: ResetPasswordBody,
): Promise<Result<{ reset_token: string; expires_in: number }>> {
  const member = await findMemberByPhone(deps.db, body.phone)
  const main = member ? (await memberBanks(deps.db, member.id)).main : null
  if (!member || !main || main.accountNo !== body.bank_account_no) return refuse(AUTH_MESSAGES.resetNoMatch)
  const token = newToken(deps.random)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    // A new request replaces any earlier unused token.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt)))
    await tx.insert(passwordResets).values({
      memberId: member.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000),
    })
  })
  return ok({ reset_token: token, expires_in: RESET_TOKEN_SECONDS })
}

/** Step 2: the token is claimed atomically (single use), the password replaced and every session revoked. */
export async function resetPassword(deps: AppDeps, body: ResetPasswordV2Body): Promise<Result<null>> {
  const passwordHash = await hashPassword(body.new_password, deps.config.scryptLogN, deps.random)
  const now = deps.clock.now()
  const done = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(body.reset_token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ memberId: passwordResets.memberId })
    if (!claimed) return false
    await tx
      .update(members)
      .set({ passwordHash, failedLogins: 0, lastFailedLoginAt: null })
      .where(eq(members.id, claimed.memberId))
    await revokeMemberSessions(deps, tx, claimed.memberId)
    return true
  })
  return done ? ok(null) : refuse(AUTH_MESSAGES.resetTokenInvalid)
}
