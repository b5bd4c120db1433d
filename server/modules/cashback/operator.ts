import type { ReturnProgram } from '../../../src/contract/cashback'
import type {
  OperatorReturnProgramBody,
  OperatorReturnsRunBody,
} from '../../../src/contract/returns-operator'
import { cashbackPrograms } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { bangkokDate, bangkokDateStart } from '../../lib/bangkok'
import { parseBahtAmount, parseBahtOrZero, parsePercentBp } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { bookCommission } from '../affiliate/compute'
import { makeOffers } from './compute'
import { CASHBACK_MESSAGES } from './messages'
import { programToWire } from './programs'
import { periodOf } from './rules'

/** Computes a closed day (or the closed week holding it) again: only missing offers or commission. */
export async function runReturns(
  deps: AppDeps,
  body: OperatorReturnsRunBody,
): Promise<Result<{ made: number }>> {
  if (!bangkokDateStart(body.day)) return refuse(CASHBACK_MESSAGES.badDay)
  const today = bangkokDate(deps.clock.now())
  const end = body.job === 'affiliate' ? body.day : periodOf(body.job, body.day).end
  if (end >= today) return refuse(CASHBACK_MESSAGES.dayNotClosed)
  const made =
    body.job === 'affiliate'
      ? await bookCommission(deps, body.day)
      : await makeOffers(deps, body.job, body.day)
  return ok({ made })
}

/** Creates or replaces a return programme; offers already made keep their terms. */
export async function setReturnProgram(
  deps: AppDeps,
  body: OperatorReturnProgramBody,
): Promise<Result<ReturnProgram>> {
  const tiers = body.tiers.map((t) => ({
    fromSatang: parseBahtOrZero(t.from),
    rateBp: parsePercentBp(t.rate),
  }))
  const sorted = tiers.every(
    (t, i) => t.fromSatang !== null && (i === 0 || t.fromSatang > (tiers[i - 1].fromSatang ?? 0n)),
  )
  const cap = parseBahtAmount(body.cap)
  const min = parseBahtOrZero(body.min_amount)
  if (!sorted) return refuse(CASHBACK_MESSAGES.badTiers)
  if (tiers.some((t) => t.rateBp === null)) return refuse(CASHBACK_MESSAGES.badRate)
  if (cap === null || min === null) return refuse(CASHBACK_MESSAGES.badAmount)
  const values = {
    agentId: deps.config.agentId,
    kind: body.kind,
    enabled: body.enabled,
    tiers: tiers.map((t) => ({ fromSatang: (t.fromSatang ?? 0n).toString(), rateBp: t.rateBp ?? 0 })),
    minAmountSatang: min,
    capSatang: cap,
    claimDays: body.claim_days,
    walletTypeId: body.wallet_type_id,
  }
  const [row] = await deps.db
    .insert(cashbackPrograms)
    .values(values)
    .onConflictDoUpdate({ target: [cashbackPrograms.agentId, cashbackPrograms.kind], set: values })
    .returning()
  return ok(programToWire(row))
}
