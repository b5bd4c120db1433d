import { and, eq, sql } from 'drizzle-orm'
import type {
  RealityMinutes,
  ResponsibleLimit,
  ResponsibleLimitBody,
  ResponsibleStatus,
} from '../../../src/contract/responsible'
import { responsibleLimits, responsibleSettings, sessions } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import type { AppDeps } from '../../deps'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { LIMIT_KINDS, type LimitKind, RESPONSIBLE_MESSAGES as M } from './messages'

/** An increase or a removal of a limit waits this long; a decrease applies at once. */
export const INCREASE_DELAY_MS = 24 * 3600_000
const SESSION_MINUTES = { min: 15, max: 1440 }

type LimitRow = typeof responsibleLimits.$inferSelect

/** The limit in force at `at`: a pending change replaces the value from its `pending_from`. */
export function effectiveLimit(
  row: LimitRow | undefined,
  at: Date,
): { value: bigint | null; pending: LimitRow | null } {
  if (!row) return { value: null, pending: null }
  if (row.pendingFrom && row.pendingFrom <= at) return { value: row.pendingValue, pending: null }
  return { value: row.value, pending: row.pendingFrom ? row : null }
}

/**
 * The member's settings row, created when missing, locked FOR UPDATE: the same row orders their
 * stakes and deposit orders (responsible_check.sql), so a change waits for a stake in flight.
 */
export async function lockSettings(tx: DbOrTx, memberId: number, at: Date) {
  await tx
    .insert(responsibleSettings)
    .values({ memberId, updatedAt: at })
    .onConflictDoNothing({ target: responsibleSettings.memberId })
  const [row] = await tx
    .select()
    .from(responsibleSettings)
    .where(eq(responsibleSettings.memberId, memberId))
    .for('update')
  return row
}

const isMoney = (kind: LimitKind) => kind !== 'session'
const wire = (kind: LimitKind, value: bigint | null) =>
  value === null ? null : isMoney(kind) ? satangToBaht(value) : Number(value)

/** The member's limits as the page shows them: value, pending change, used and reset per kind. */
export async function readLimits(db: DbOrTx, memberId: number, at: Date): Promise<ResponsibleLimit[]> {
  const rows = await db.select().from(responsibleLimits).where(eq(responsibleLimits.memberId, memberId))
  const usage = (await db.execute(sql`select k.kind, u.used, u.resets_at
    from unnest(array['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week']) as k(kind),
      responsible_usage(${memberId}::int, k.kind, ${at.toISOString()}::timestamptz) u`)) as unknown as {
    rows: { kind: string; used: string | number; resets_at: string | Date }[]
  }
  const used = new Map(usage.rows.map((u) => [u.kind, u]))
  return LIMIT_KINDS.map((kind) => {
    const { value, pending } = effectiveLimit(
      rows.find((r) => r.kind === kind),
      at,
    )
    const u = used.get(kind)
    return {
      kind,
      value: wire(kind, value),
      pending:
        pending?.pendingFrom != null
          ? { value: wire(kind, pending.pendingValue), from: pending.pendingFrom.toISOString() }
          : null,
      used: u ? satangToBaht(BigInt(u.used)) : null,
      resets_at: u ? new Date(u.resets_at).toISOString() : null,
    }
  })
}

/** The running time-out or exclusion, or null. */
export function blockOf(row: { blockKind: string | null; blockUntil: Date | null } | undefined, at: Date) {
  if (!row?.blockKind || !row.blockUntil || row.blockUntil <= at) return null
  return { kind: row.blockKind as 'timeout' | 'exclusion', until: row.blockUntil.toISOString() }
}

/** member/responsible: limits, block, reality check and this login session's stakes and wins. */
export async function responsibleStatus(
  deps: AppDeps,
  memberId: number,
  sessionId: number,
): Promise<ResponsibleStatus> {
  const at = deps.clock.now()
  const [settings] = await deps.db
    .select()
    .from(responsibleSettings)
    .where(eq(responsibleSettings.memberId, memberId))
  const [session] = await deps.db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId)))
  const startedAt = session?.createdAt ?? at
  const play = (await deps.db.execute(sql`select
      coalesce(sum(-e.amount_satang) filter (where t.kind = 'bet'), 0) as stakes,
      coalesce(sum(e.amount_satang) filter (where t.kind in ('win', 'bet_refund')), 0) as wins
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id and e.wallet_id is not null
    where t.member_id = ${memberId} and t.kind in ('bet', 'win', 'bet_refund')
      and t.created_at >= ${startedAt.toISOString()}::timestamptz`)) as unknown as {
    rows: { stakes: string | number; wins: string | number }[]
  }
  const paid = (await deps.db.execute(sql`select count(*)::int as n from (select 1 from payment_orders
      where member_id = ${memberId} and status = 'paid' limit 2) first_two`)) as unknown as {
    rows: { n: number }[]
  }
  return {
    limits: await readLimits(deps.db, memberId, at),
    block: blockOf(settings, at),
    offer: !settings && Number(paid.rows[0]?.n ?? 0) === 1,
    reality_check_minutes: (settings?.realityCheckMinutes ?? 0) as RealityMinutes,
    session: {
      started_at: startedAt.toISOString(),
      stakes: satangToBaht(BigInt(play.rows[0]?.stakes ?? 0)),
      wins: satangToBaht(BigInt(play.rows[0]?.wins ?? 0)),
    },
  }
}

/** The value sent for a limit in its unit (satang, or minutes for `session`), or a Thai refusal. */
function parseLimit(kind: LimitKind, value: number | null): Result<bigint | null> {
  if (value === null) return ok(null)
  if (kind === 'session') {
    if (!Number.isInteger(value) || value < SESSION_MINUTES.min || value > SESSION_MINUTES.max)
      return refuse(M.badMinutes)
    return ok(BigInt(value))
  }
  const satang = parseBahtAmount(value)
  return satang === null ? refuse(M.badLimit) : ok(satang)
}

/**
 * member/responsible/limit: a lower limit (or a first one) replaces the value at once and drops any
 * pending change; a higher one or a removal waits 24 hours as the pending change (the value in force
 * stays until then). A due pending change is applied first.
 */
export async function setLimit(
  deps: AppDeps,
  memberId: number,
  body: ResponsibleLimitBody,
): Promise<Result<void>> {
  const parsed = parseLimit(body.kind, body.value)
  if (!parsed.ok) return parsed
  const next = parsed.value
  const at = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx, memberId, at)
    const [row] = await tx
      .select()
      .from(responsibleLimits)
      .where(and(eq(responsibleLimits.memberId, memberId), eq(responsibleLimits.kind, body.kind)))
    const current = effectiveLimit(row, at).value
    const atOnce = next !== null && (current === null || next <= current)
    const values = atOnce
      ? { value: next, pendingValue: null, pendingFrom: null }
      : current === next
        ? { value: current, pendingValue: null, pendingFrom: null }
        : { value: current, pendingValue: next, pendingFrom: new Date(at.getTime() + INCREASE_DELAY_MS) }
    await tx
      .insert(responsibleLimits)
      .values({ memberId, kind: body.kind, ...values })
      .onConflictDoUpdate({ target: [responsibleLimits.memberId, responsibleLimits.kind], set: values })
    await tx
      .update(responsibleSettings)
      .set({ updatedAt: at })
      .where(eq(responsibleSettings.memberId, memberId))
  })
  return ok(undefined)
}

/** member/responsible/reality_check: the interval of the reality check dialog (0 = off). */
export async function setRealityCheck(
  deps: AppDeps,
  memberId: number,
  minutes: RealityMinutes,
): Promise<void> {
  const at = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx, memberId, at)
    await tx
      .update(responsibleSettings)
      .set({ realityCheckMinutes: minutes, updatedAt: at })
      .where(eq(responsibleSettings.memberId, memberId))
  })
}
