import type { DbOrTx } from '../../db/open'
import { wheelSegments } from '../../db/schema'

/** The demo wheel (every segment a prize): weights sum to 100, so a weight reads as a percentage. */
export const DEMO_WHEEL = [
  { label: '10 พอยท์', kind: 'points', amount: 10n, weight: 30, color: '#f59e0b' },
  { label: 'เครดิต 5 บาท', kind: 'credit', amount: 500n, weight: 25, color: '#10b981' },
  { label: '50 พอยท์', kind: 'points', amount: 50n, weight: 15, color: '#3b82f6' },
  { label: 'เครดิต 20 บาท', kind: 'credit', amount: 2_000n, weight: 12, color: '#ef4444' },
  { label: '100 พอยท์', kind: 'points', amount: 100n, weight: 10, color: '#8b5cf6' },
  { label: 'เครดิต 50 บาท', kind: 'credit', amount: 5_000n, weight: 5, color: '#ec4899' },
  { label: '500 พอยท์', kind: 'points', amount: 500n, weight: 2, color: '#14b8a6' },
  { label: 'เครดิต 500 บาท', kind: 'credit', amount: 50_000n, weight: 1, color: '#eab308' },
] as const

export async function seedWheel(db: DbOrTx, agentId: number): Promise<void> {
  await db.insert(wheelSegments).values(DEMO_WHEEL.map((s, i) => ({ ...s, agentId, sort: i })))
}
