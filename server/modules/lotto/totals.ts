import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/open'
import { lottoLines, lottoNumberTotals } from '../../db/schema'

/**
 * Everyone's total per (bet type, number) of a round is kept only for its เลขอั้น (what caps and the
 * operator's view read): other numbers would make every bill on a popular number wait for the
 * others to commit, for a figure nobody reads. Setting a limit recounts its total from the waiting
 * lines (`recountTotal`), under the round's lock, so no bill is missed.
 *
 * Adds (sign 1) or takes back (sign -1) lines' stakes to those totals: one multi-row upsert, keys in
 * a fixed order so two bills never wait on each other in a cycle. The upsert locks each row until commit, so bills on one number are serialized here and the
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

/**
 * Sets the total of one (bet type, number) of a round to the sum of its waiting lines. Call it with
 * the round locked FOR UPDATE (bills hold it FOR SHARE), so no bill is in flight.
 */
export async function recountTotal(tx: Tx, roundId: number, betType: string, number: string): Promise<void> {
  await tx.execute(sql`
    insert into ${lottoNumberTotals} (round_id, bet_type, number, staked_satang)
    select ${roundId}::int, ${betType}::text, ${number}::text, coalesce(sum(${lottoLines.amountSatang}), 0)
    from ${lottoLines}
    where ${lottoLines.roundId} = ${roundId} and ${lottoLines.betType} = ${betType}
      and ${lottoLines.number} = ${number} and ${lottoLines.status} = 'waiting'
    on conflict (round_id, bet_type, number) do update set staked_satang = excluded.staked_satang`)
}
