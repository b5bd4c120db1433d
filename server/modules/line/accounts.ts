import { eq } from 'drizzle-orm'
import type { LineStatus } from '../../../src/contract/line'
import type { DbOrTx } from '../../db/open'
import { lineAccounts, members } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { uniqueViolation } from '../auth/members'
import { LINE_MESSAGES } from './messages'
import { type LineIdentity, lineEnabled } from './verify'

/** The LINE user id linked to a member, or null (for LINE messages to that member). */
export async function lineUserIdOf(db: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ lineUserId: lineAccounts.lineUserId })
    .from(lineAccounts)
    .where(eq(lineAccounts.memberId, memberId))
  return row?.lineUserId ?? null
}

/** The member a LINE user id is linked to, or null. */
export async function memberIdOfLineUser(db: DbOrTx, lineUserId: string): Promise<number | null> {
  const [row] = await db
    .select({ memberId: lineAccounts.memberId })
    .from(lineAccounts)
    .where(eq(lineAccounts.lineUserId, lineUserId))
  return row?.memberId ?? null
}

/**
 * Links a verified LINE user to a member. The table's two unique keys decide a race: of two members
 * claiming one LINE account at the same moment one wins, the other is refused (and a member never
 * gets a second LINE account). Inside a caller's transaction the failed insert would abort it, so
 * the insert is its own savepoint.
 */
export async function linkLine(
  deps: AppDeps,
  db: DbOrTx,
  memberId: number,
  who: LineIdentity,
): Promise<Result<null>> {
  const owner = await memberIdOfLineUser(db, who.lineUserId)
  if (owner === memberId) return ok(null)
  if (owner !== null) return refuse(LINE_MESSAGES.lineTaken)
  if ((await lineUserIdOf(db, memberId)) !== null) return refuse(LINE_MESSAGES.memberHasLine)
  try {
    await db.transaction(async (tx) => {
      await tx.insert(lineAccounts).values({
        memberId,
        lineUserId: who.lineUserId,
        displayName: who.displayName,
        linkedAt: deps.clock.now(),
      })
    })
  } catch (error) {
    const constraint = uniqueViolation(error)
    if (constraint?.includes('line_user_id')) return refuse(LINE_MESSAGES.lineTaken)
    if (constraint !== null) return refuse(LINE_MESSAGES.memberHasLine)
    throw error
  }
  return ok(null)
}

export async function lineStatus(deps: AppDeps, memberId: number): Promise<LineStatus> {
  const [row] = await deps.db
    .select({ passwordHash: members.passwordHash, displayName: lineAccounts.displayName })
    .from(members)
    .leftJoin(lineAccounts, eq(lineAccounts.memberId, members.id))
    .where(eq(members.id, memberId))
  return {
    enabled: lineEnabled(deps.config),
    linked: row?.displayName !== null && row?.displayName !== undefined,
    display_name: row?.displayName ?? null,
    has_password: row?.passwordHash !== null && row?.passwordHash !== undefined,
  }
}

/** Unlinks LINE, unless it is the member's only way in (no password; a password is never removed). */
export async function unlinkLine(deps: AppDeps, memberId: number): Promise<Result<LineStatus>> {
  const status = await lineStatus(deps, memberId)
  if (!status.linked) return refuse(LINE_MESSAGES.notLinked)
  if (!status.has_password) return refuse(LINE_MESSAGES.lastWayIn)
  await deps.db.delete(lineAccounts).where(eq(lineAccounts.memberId, memberId))
  return ok(await lineStatus(deps, memberId))
}
