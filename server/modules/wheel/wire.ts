import type { WheelSegment, WheelSpin } from '../../../src/contract/wheel'
import type { wheelSegments, wheelSpins } from '../../db/schema'
import { satangToBaht } from '../../lib/money'

type SegmentRow = typeof wheelSegments.$inferSelect
type SpinRow = typeof wheelSpins.$inferSelect

/** A segment as published (and as stored in each spin's table). */
export interface TableEntry {
  id: number
  label: string
  kind: 'credit' | 'points' | 'none'
  /** Satang (credit) or points, as a decimal string (JSON has no bigint). */
  amount: string
  weight: number
  color: string
}

export const tableOf = (rows: readonly SegmentRow[]): TableEntry[] =>
  rows.map((r) => ({
    id: r.id,
    label: r.label,
    kind: r.kind as TableEntry['kind'],
    amount: r.amount.toString(),
    weight: r.weight,
    color: r.color,
  }))

export const entryToWire = (e: TableEntry): WheelSegment => ({
  id: e.id,
  label: e.label,
  kind: e.kind,
  amount: e.kind === 'credit' ? satangToBaht(BigInt(e.amount)) : Number(e.amount),
  weight: e.weight,
  color: e.color,
})

/** A spun row as the member and the fairness view see it (the seed is revealed: the spin is over). */
export function spinToWire(row: SpinRow): WheelSpin {
  const table = (row.table ?? []) as TableEntry[]
  const index = row.segmentIndex ?? 0
  return {
    id: row.id,
    segment_index: index,
    prize: entryToWire(table[index]),
    server_seed: row.serverSeed,
    seed_hash: row.seedHash,
    client_seed: row.clientSeed ?? '',
    nonce: 0,
    table: table.map((e) => ({ id: e.id, label: e.label, weight: e.weight })),
    cost_points: Number(row.costPoints),
    free_spin: row.freeSpin,
    claimed: row.claimedAt !== null,
    spun_at: (row.spunAt ?? row.createdAt).toISOString(),
  }
}
