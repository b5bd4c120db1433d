import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { StaffLoginBody, StaffLoginResult } from '../../../src/contract/staff'
import { staff, staffLoginFailures } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { hashPassword, verifyPassword } from '../../lib/password'
import { ok, type Result, refuse } from '../../lib/result'
import { FREE_ATTEMPTS, loginWaitMs, waitSqlMs } from '../auth/backoff'
import { waitMessage } from '../auth/messages'
import { toStaff } from './accounts'
import { STAFF_MESSAGES } from './messages'
import { createStaffSession, STAFF_SESSION_IDLE_SECONDS } from './sessions'
import { newTotpSecret, totpStep, totpUri } from './totp'

// An unknown username still costs one hash, so the answer's time does not tell who is staff.
const decoys = new Map<number, Promise<string>>()
const decoy = (deps: AppDeps) => {
  const logN = deps.config.scryptLogN
  if (!decoys.has(logN)) decoys.set(logN, hashPassword('decoy-password', logN, deps.random))
  return decoys.get(logN) as Promise<string>
}

/**
 * Claims one attempt for this staff member from this address, as members' logins do
 * (auth/login.ts): counted as a failure first, refused while the address is in its back-off, cleared
 * only by a full login (password and code). So guessing the code is limited like the password.
 */
async function claimAttempt(deps: AppDeps, staffId: number, address: string): Promise<boolean> {
  const now = deps.clock.now().toISOString()
  const claimed = (await deps.db.execute(sql`
    insert into staff_login_failures (staff_id, address, failures, last_failed_at)
    values (${staffId}, ${address}, 1, ${now}::timestamptz)
    on conflict (staff_id, address) do update
      set failures = staff_login_failures.failures + 1, last_failed_at = excluded.last_failed_at
      where staff_login_failures.failures < ${FREE_ATTEMPTS}
         or extract(epoch from (excluded.last_failed_at - staff_login_failures.last_failed_at)) * 1000
            >= ${sql.raw(waitSqlMs('staff_login_failures.failures'))}
    returning failures`)) as unknown as { rows: unknown[] }
  return claimed.rows.length > 0
}

async function waitLeft(deps: AppDeps, staffId: number, address: string): Promise<number> {
  const [row] = await deps.db
    .select()
    .from(staffLoginFailures)
    .where(and(eq(staffLoginFailures.staffId, staffId), eq(staffLoginFailures.address, address)))
  return row ? loginWaitMs(row.failures, row.lastFailedAt, deps.clock.now()) : 0
}

/**
 * The back office's login: the password first; then the authenticator's code. A staff member without
 * two-factor gets a secret to scan (`enroll`, the same secret until a code matches it) and logs in
 * with its first code, which turns two-factor on. Each code is accepted once.
 */
export async function staffLogin(
  deps: AppDeps,
  body: StaffLoginBody,
  address: string,
): Promise<Result<StaffLoginResult>> {
  const username = body.username.trim().toLowerCase()
  const [row] = await deps.db.select().from(staff).where(eq(staff.username, username))
  if (!row?.active) {
    await verifyPassword(body.password, await decoy(deps))
    return refuse(STAFF_MESSAGES.badCredentials)
  }
  if (!(await claimAttempt(deps, row.id, address)))
    return refuse(waitMessage(Math.max(1, await waitLeft(deps, row.id, address))), ErrorCode.RATE_LIMITED)
  if (!(await verifyPassword(body.password, row.passwordHash))) return refuse(STAFF_MESSAGES.badCredentials)

  let secret = row.totpSecret
  if (!secret) {
    // Two requests of a first login agree on one secret: the first to store it wins.
    const fresh = newTotpSecret(deps.random)
    const [stored] = await deps.db
      .update(staff)
      .set({ totpSecret: fresh })
      .where(and(eq(staff.id, row.id), isNull(staff.totpSecret)))
      .returning({ secret: staff.totpSecret })
    secret = stored?.secret ?? (await deps.db.select().from(staff).where(eq(staff.id, row.id)))[0]?.totpSecret
    if (!secret) return refuse(STAFF_MESSAGES.badCredentials)
  }
  const enrolling = row.totpEnabledAt === null
  if (!body.code)
    return ok(
      enrolling
        ? { status: 'enroll', secret, otpauth_uri: totpUri(secret, row.username) }
        : { status: 'code' },
    )

  const now = deps.clock.now()
  const step = totpStep(secret, row.username, body.code, now)
  if (step === null) return refuse(STAFF_MESSAGES.badCode)
  return deps.db.transaction(async (tx) => {
    // The step is taken once: a replayed (or concurrently sent) code finds it taken.
    const [updated] = await tx
      .update(staff)
      .set({ totpLastStep: step, lastLoginAt: now, ...(enrolling ? { totpEnabledAt: now } : {}) })
      .where(
        and(
          eq(staff.id, row.id),
          eq(staff.totpSecret, secret),
          or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step)),
        ),
      )
      .returning()
    if (!updated) return refuse(STAFF_MESSAGES.badCode)
    await tx
      .delete(staffLoginFailures)
      .where(and(eq(staffLoginFailures.staffId, row.id), eq(staffLoginFailures.address, address)))
    const token = await createStaffSession(deps, tx, row.id)
    return ok({
      status: 'ok' as const,
      token,
      staff: toStaff(updated),
      idle_seconds: STAFF_SESSION_IDLE_SECONDS,
    })
  })
}
