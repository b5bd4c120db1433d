import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/open'
import { lottoNumberTotals } from '../../db/schema'

/**
 * Adds (sign 1) or takes back (sign -1) lines' stakes to everyone's total per (bet type, number) of
 * a round: one multi-row upsert, keys in a fixed order so two bills never wait on each other in a
 * cycle. The upsert locks each row until commit, so bills on one number are serialized here and the
 * totals returned are exact: the first key over its cap (from `caps`) is returned, and the caller
 * refuses, rolling this back.
 */
export async function addTotals(
  tx: Tx,
  roundId: number,
  lines: { key: string; amountSatang: bigint }[],
  sign: 1n | -1n,
  caps: Map<string, bigint> = new Map(),
): Promise<{ betType: string; number: string } | null> {
  const sums = new Map<string, bigint>()
  for (const l of lines) sums.set(l.key, (sums.get(l.key) ?? 0n) + l.amountSatang)
  if (sums.size === 0) return null
  const rows = [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, amount]) => {
      const at = key.indexOf(':')
      return { roundId, betType: key.slice(0, at), number: key.slice(at + 1), stakedSatang: amount * sign }
    })
  const totals = await tx
    .insert(lottoNumberTotals)
    .values(rows)
    .onConflictDoUpdate({
      target: [lottoNumberTotals.roundId, lottoNumberTotals.betType, lottoNumberTotals.number],
      set: { stakedSatang: sql`${lottoNumberTotals.stakedSatang} + excluded.staked_satang` },
    })
    .returning()
  if (sign < 0n) return null
  for (const t of totals) {
    const cap = caps.get(`${t.betType}:${t.number}`)
    if (cap !== undefined && t.stakedSatang > cap) return { betType: t.betType, number: t.number }
  }
  return null
}
