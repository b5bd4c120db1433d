import type { AffiliateConfig } from '../../../src/contract/affiliate'
import type { OperatorAffiliateProgramBody } from '../../../src/contract/returns-operator'
import { affiliatePrograms } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { parseBahtOrZero, parsePercentBp } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { AFFILIATE_MESSAGES } from './messages'
import { affiliateConfigToWire } from './program'

/** Creates or replaces the referral programme; commission already booked keeps its terms. */
export async function setAffiliateProgram(
  deps: AppDeps,
  body: OperatorAffiliateProgramBody,
): Promise<Result<AffiliateConfig>> {
  const min = parseBahtOrZero(body.min_redeem)
  if (min === null) return refuse(AFFILIATE_MESSAGES.badAmount)
  const rates = body.rates.map(parsePercentBp)
  if (!rates.every((bp): bp is number => bp !== null)) return refuse(AFFILIATE_MESSAGES.badRate)
  const values = {
    agentId: deps.config.agentId,
    enabled: body.enabled,
    base: body.base,
    levelRatesBp: rates,
    minRedeemSatang: min,
  }
  const [row] = await deps.db
    .insert(affiliatePrograms)
    .values(values)
    .onConflictDoUpdate({ target: affiliatePrograms.agentId, set: values })
    .returning()
  return ok(affiliateConfigToWire(row))
}
