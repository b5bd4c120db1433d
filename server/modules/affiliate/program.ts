import { eq } from 'drizzle-orm'
import type { AffiliateConfig } from '../../../src/contract/affiliate'
import type { DbOrTx } from '../../db/open'
import { affiliatePrograms } from '../../db/schema'
import { satangToBaht } from '../../lib/money'

export type AffiliateProgramRow = typeof affiliatePrograms.$inferSelect

export async function affiliateProgramOf(db: DbOrTx, agentId: number): Promise<AffiliateProgramRow | null> {
  const [row] = await db.select().from(affiliatePrograms).where(eq(affiliatePrograms.agentId, agentId))
  return row ?? null
}

export function affiliateConfigToWire(row: AffiliateProgramRow | null): AffiliateConfig {
  if (!row) return { enabled: false, base: 'turnover', levels: [], min_redeem: 0 }
  return {
    enabled: row.enabled,
    base: row.base === 'net_loss' ? 'net_loss' : 'turnover',
    levels: row.levelRatesBp.map((bp, i) => ({ level: i + 1, rate: bp / 100 })),
    min_redeem: satangToBaht(row.minRedeemSatang),
  }
}

/** Masks a phone as 081-xxx-5678: enough for a member to recognise a friend, not to call them. */
export const maskPhone = (phone: string): string => `${phone.slice(0, 3)}-xxx-${phone.slice(-4)}`

/** The first two letters of the first name, the rest hidden. */
export function maskName(fullName: string): string {
  const first = [...(fullName.trim().split(/\s+/)[0] ?? '')]
  return `${first.slice(0, 2).join('')}***`
}
