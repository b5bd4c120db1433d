import { eq } from 'drizzle-orm'
import type { BlockKind, ExclusionPeriod, TimeoutPeriod } from '../../../src/contract/responsible'
import { responsibleSettings } from '../../db/schema'
import type { DbOrTx } from '../../db/types'
import { ok, type Result, refuse } from '../../lib/result'
import { RESPONSIBLE_MESSAGES as M } from './messages'
import { lockSettings } from './service'

const HOUR_MS = 3600_000

/** When a time-out or exclusion taken at `at` ends: fixed hours, or calendar months and years (UTC). */
export function blockEnd(period: TimeoutPeriod | ExclusionPeriod, at: Date): Date {
  const hours: Partial<Record<string, number>> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24, '6w': 42 * 24 }
  const fixed = hours[period]
  if (fixed !== undefined) return new Date(at.getTime() + fixed * HOUR_MS)
  const months = { '6m': 6, '1y': 12, '2y': 24, '5y': 60 }[period as ExclusionPeriod]
  const end = new Date(at)
  end.setUTCMonth(end.getUTCMonth() + months)
  return end
}

/** Whether `period` belongs to `kind` (the contract's union allows any period for the operator). */
export const periodFits = (kind: BlockKind, period: string) =>
  kind === 'timeout' ? ['24h', '7d', '30d', '6w'].includes(period) : ['6m', '1y', '2y', '5y'].includes(period)

/**
 * A time-out or self-exclusion from `at`: every money-in and betting call is refused until it ends
 * (responsible_check.sql). A running one may be lengthened (or a time-out turned into an
 * exclusion), never shortened or lifted, by the member or by staff. Returns the row before and after.
 */
export async function takeBlock(
  tx: DbOrTx,
  input: { memberId: number; kind: BlockKind; period: TimeoutPeriod | ExclusionPeriod; at: Date },
): Promise<Result<{ before: { kind: string | null; until: Date | null }; until: Date }>> {
  const row = await lockSettings(tx, input.memberId, input.at)
  const until = blockEnd(input.period, input.at)
  const running = row.blockUntil && row.blockUntil > input.at ? row.blockUntil : null
  if (running && running >= until) return refuse(M.cannotShorten(running))
  // An exclusion stays an exclusion when a (longer) time-out is asked for on top of it.
  const kind = running && row.blockKind === 'exclusion' ? 'exclusion' : input.kind
  await tx
    .update(responsibleSettings)
    .set({ blockKind: kind, blockUntil: until, updatedAt: input.at })
    .where(eq(responsibleSettings.memberId, input.memberId))
  return ok({ before: { kind: row.blockKind, until: row.blockUntil }, until })
}
