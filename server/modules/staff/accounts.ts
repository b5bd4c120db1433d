import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { Staff, StaffCreateBody, StaffUpdateBody } from '../../../src/contract/staff'
import type { StaffRole } from '../../../src/contract/staff-roles'
import type { DbOrTx } from '../../db/open'
import { staff, staffSessions } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtOrZero, satangToBaht } from '../../lib/money'
import { hashPassword } from '../../lib/password'
import { ok, type Result, refuse } from '../../lib/result'
import { STAFF_MESSAGES } from './messages'

export type StaffRow = typeof staff.$inferSelect

/** Shortest staff password (they guard the money desk: longer than a member's minimum). */
export const MIN_STAFF_PASSWORD = 8

export const toStaff = (row: StaffRow): Staff => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: row.role as StaffRole,
  active: row.active,
  totp_enabled: row.totpEnabledAt !== null,
  created_at: row.createdAt.toISOString(),
  last_login_at: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  adjust_limit: satangToBaht(row.adjustLimitSatang),
})

export async function staffById(db: DbOrTx, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id))
  return row ?? null
}

export async function listStaff(db: DbOrTx): Promise<Staff[]> {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(toStaff)
}

/** A new staff member; they set up two-factor at their first login. */
export async function createStaff(
  deps: AppDeps,
  body: StaffCreateBody,
  createdBy: number | null,
): Promise<Result<Staff>> {
  if (body.password.length < MIN_STAFF_PASSWORD) return refuse(STAFF_MESSAGES.weakPassword)
  const passwordHash = await hashPassword(body.password, deps.config.scryptLogN, deps.random)
  const [row] = await deps.db
    .insert(staff)
    .values({
      username: body.username,
      name: body.name.trim() || body.username,
      role: body.role,
      passwordHash,
      createdBy,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing({ target: staff.username })
    .returning()
  return row ? ok(toStaff(row)) : refuse(STAFF_MESSAGES.usernameTaken)
}

/** Ends every live session of a staff member (turned off, role changed, two-factor reset). */
export async function revokeStaffSessions(db: DbOrTx, staffId: number, at: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), sql`${staffSessions.revokedAt} is null`))
}

/**
 * An owner changes a staff member: role, active, a new two-factor set-up, or the manual adjustment
 * limit. A change of role, active or two-factor ends the member's sessions (a new role takes effect
 * at once); a new limit alone does not (each adjustment reads it). The last active owner cannot be
 * demoted or turned off, so the back office always has someone who can add staff.
 */
export async function updateStaff(deps: AppDeps, body: StaffUpdateBody): Promise<Result<Staff>> {
  const limit = body.adjust_limit === undefined ? undefined : parseBahtOrZero(body.adjust_limit)
  if (limit === null) return refuse(STAFF_MESSAGES.badLimit)
  return deps.db.transaction(async (tx) => {
    // Owners change one at a time: the check of "another active owner" cannot race.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff.owners'))`)
    const current = await staffById(tx, body.staff_id)
    if (!current) return refuse(STAFF_MESSAGES.staffNotFound, ErrorCode.NOT_FOUND)
    const role = body.role ?? current.role
    const active = body.active ?? current.active
    if (current.role === 'owner' && current.active && (role !== 'owner' || !active)) {
      const [other] = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), eq(staff.active, true), ne(staff.id, current.id)))
        .limit(1)
      if (!other) return refuse(STAFF_MESSAGES.lastOwner)
    }
    const resetTotp = body.reset_totp === true
    const [row] = await tx
      .update(staff)
      .set({
        role,
        active,
        ...(resetTotp ? { totpSecret: null, totpEnabledAt: null, totpLastStep: null } : {}),
        ...(limit === undefined ? {} : { adjustLimitSatang: limit }),
      })
      .where(eq(staff.id, current.id))
      .returning()
    const access = body.role !== undefined || body.active !== undefined || resetTotp
    if (access) await revokeStaffSessions(tx, current.id, deps.clock.now())
    return ok(toStaff(row))
  })
}

/** Whether any staff member exists (the first owner is made when none does). */
export async function hasStaff(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).limit(1)
  return row !== undefined
}
