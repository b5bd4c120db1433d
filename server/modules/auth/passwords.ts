import { createHash, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { ChangePasswordBody, ResetPasswordBody, ResetPasswordV2Body } from '../../../src/contract/auth'
import { loginFailures, members, passwordResets } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword, verifyPassword } from '../../lib/password'
import { ok, type Result, refuse } from '../../lib/result'
import type { SessionMember } from '../../plugins/endpoint'
import { findMemberById, findMemberByPhone, memberBanks } from './members'
import { AUTH_MESSAGES, resetCodeText } from './messages'
import { codeSender } from './sender'
import { revokeMemberSessions } from './sessions'

/** A reset code is valid this long, for this many guesses. */
export const RESET_CODE_SECONDS = 5 * 60
export const RESET_CODE_ATTEMPTS = 5

export async function changePassword(
  deps: AppDeps,
  who: SessionMember,
  body: ChangePasswordBody,
): Promise<Result<null>> {
  const member = await findMemberById(deps.db, who.memberId)
  if (member && member.passwordHash === null) return refuse(AUTH_MESSAGES.noPasswordYet)
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

const codeDigest = (nonce: string, code: string) =>
  createHash('sha256').update(`${nonce}.${code}`).digest('hex')

/** `nonce.digest`: the stored form of a code (the code itself is never stored). */
const storedCode = (nonce: string, code: string) => `${nonce}.${codeDigest(nonce, code)}`

function codeMatches(stored: string, code: string): boolean {
  const [nonce, digest] = stored.split('.')
  if (!nonce || !digest) return false
  return timingSafeEqual(Buffer.from(codeDigest(nonce, code), 'hex'), Buffer.from(digest, 'hex'))
}

/** '08x-xxx-x001' style: enough for the member to recognise their number. */
export const maskedPhone = (phone: string) => `${phone.slice(0, 2)}x-xxx-x${phone.slice(-3)}`

/**
 * Step 1: phone + registered bank account -> a 6-digit code sent to that phone (same refusal for any
 * mismatch). The code is never in the reply; a new request replaces any earlier unused code.
 */
export async function requestReset(
  deps: AppDeps,
  body: ResetPasswordBody,
): Promise<Result<{ expires_in: number; sent_to: string }>> {
  if (!codeSender(deps)) return refuse(AUTH_MESSAGES.resetUnavailable)
  const member = await findMemberByPhone(deps.db, body.phone)
  const main = member ? (await memberBanks(deps.db, member.id)).main : null
  if (!member || !main || main.accountNo !== body.bank_account_no) return refuse(AUTH_MESSAGES.resetNoMatch)
  return sendResetCode(deps, member)
}

/**
 * A new 6-digit code to the member's phone, replacing any earlier unused one: the member's own
 * "forgot password" (after proving the bank account) and the back office's "send a reset code".
 */
export async function sendResetCode(
  deps: AppDeps,
  member: { id: number; phone: string },
): Promise<Result<{ expires_in: number; sent_to: string }>> {
  const sender = codeSender(deps)
  if (!sender) return refuse(AUTH_MESSAGES.resetUnavailable)
  // 2^32 is not a multiple of 10^6: the bias is 0.02 %, far below a guess's worth.
  const code = String(deps.random.bytes(4).readUInt32BE() % 1_000_000).padStart(6, '0')
  const nonce = deps.random.bytes(12).toString('hex')
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.memberId, member.id), isNull(passwordResets.usedAt)))
    await tx.insert(passwordResets).values({
      memberId: member.id,
      tokenHash: storedCode(nonce, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_SECONDS * 1000),
    })
    await sender.send(tx, { phone: member.phone, body: resetCodeText(code) })
  })
  return ok({ expires_in: RESET_CODE_SECONDS, sent_to: maskedPhone(member.phone) })
}

/**
 * Step 2: phone + code + new password. The guess is claimed first (one conditional UPDATE counts it,
 * so parallel guesses cannot exceed the limit), the code compared, and only a right code costs a
 * password hash. Then the code is used up, the password replaced, every session revoked and the
 * login back-off of the account cleared.
 */
export async function resetPassword(deps: AppDeps, body: ResetPasswordV2Body): Promise<Result<null>> {
  const member = await findMemberByPhone(deps.db, body.phone)
  if (!member) return refuse(AUTH_MESSAGES.resetCodeExpired)
  const now = deps.clock.now()
  const [claimed] = await deps.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(
        eq(passwordResets.memberId, member.id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        lt(passwordResets.attempts, RESET_CODE_ATTEMPTS),
      ),
    )
    .returning()
  if (!claimed) return refuse(AUTH_MESSAGES.resetCodeExpired)
  if (!codeMatches(claimed.tokenHash, body.code)) {
    const left = RESET_CODE_ATTEMPTS - claimed.attempts
    return refuse(left > 0 ? AUTH_MESSAGES.resetCodeWrong(left) : AUTH_MESSAGES.resetCodeExpired)
  }
  const passwordHash = await hashPassword(body.new_password, deps.config.scryptLogN, deps.random)
  const done = await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, claimed.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id })
    if (!used) return false
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id))
    await tx.delete(loginFailures).where(eq(loginFailures.memberId, member.id))
    await revokeMemberSessions(deps, tx, member.id)
    return true
  })
  return done ? ok(null) : refuse(AUTH_MESSAGES.resetCodeExpired)
}

/** The newest code row of a member (tests and the outbox prove the code is never stored in clear). */
export async function latestReset(deps: AppDeps, memberId: number) {
  const [row] = await deps.db
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.memberId, memberId))
    .orderBy(desc(passwordResets.id))
    .limit(1)
  return row ?? null
}
