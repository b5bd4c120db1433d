import type { AffiliateConfig } from '../../../src/contract/affiliate'
import type { OperatorAffiliateProgramBody } from '../../../src/contract/returns-operator'
import { affiliatePrograms } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtAmount } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { affiliateConfigToWire } from './program'

/** Creates or replaces the referral programme; commission already booked keeps its terms. */
export async function setAffiliateProgram(
  deps: AppDeps,
  body: OperatorAffiliateProgramBody,
): Promise<Result<AffiliateConfig>> {
  const min = body.min_redeem === 0 ? 0n : parseBahtAmount(body.min_redeem)
  if (min === null) return refuse('จำนวนเงินไม่ถูกต้อง')
  const values = {
    agentId: deps.config.agentId,
    enabled: body.enabled,
    base: body.base,
    levelRatesBp: body.rates.map((r) => Math.round(r * 100)),
    minRedeemSatang: min,
  }
  const [row] = await deps.db
    .insert(affiliatePrograms)
    .values(values)
    .onConflictDoUpdate({ target: affiliatePrograms.agentId, set: values })
    .returning()
  return ok(affiliateConfigToWire(row))
}
