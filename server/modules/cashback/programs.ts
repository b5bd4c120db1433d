import { and, eq } from 'drizzle-orm'
import type { ReturnProgram } from '../../../src/contract/cashback'
import type { DbOrTx } from '../../db/open'
import { cashbackPrograms } from '../../db/schema'
import { satangToBaht } from '../../lib/money'
import type { ReturnKindName } from './rules'

export type ProgramRow = typeof cashbackPrograms.$inferSelect

export async function programOf(
  db: DbOrTx,
  agentId: number,
  kind: ReturnKindName,
): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(cashbackPrograms)
    .where(and(eq(cashbackPrograms.agentId, agentId), eq(cashbackPrograms.kind, kind)))
  return row ?? null
}

/** Basis points on the wire as a percentage (50 bp = 0.5). */
export const bpToPercent = (bp: number): number => bp / 100

export function programToWire(row: ProgramRow): ReturnProgram {
  return {
    kind: row.kind as ReturnKindName,
    enabled: row.enabled,
    tiers: row.tiers.map((t) => ({ from: satangToBaht(BigInt(t.fromSatang)), rate: bpToPercent(t.rateBp) })),
    min_amount: satangToBaht(row.minAmountSatang),
    cap: satangToBaht(row.capSatang),
    claim_days: row.claimDays,
    wallet_type_id: row.walletTypeId,
  }
}

/** The programmes a visitor reads about (enabled ones). */
export async function enabledPrograms(db: DbOrTx, agentId: number): Promise<ReturnProgram[]> {
  const rows = await db
    .select()
    .from(cashbackPrograms)
    .where(and(eq(cashbackPrograms.agentId, agentId), eq(cashbackPrograms.enabled, true)))
  const order: ReturnKindName[] = ['daily_loss', 'weekly_loss', 'turnover']
  return rows
    .sort((a, b) => order.indexOf(a.kind as ReturnKindName) - order.indexOf(b.kind as ReturnKindName))
    .map(programToWire)
}
