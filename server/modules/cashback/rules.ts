import type { ReturnTier } from '../../db/schema'
import { addDays, bangkokDateStart } from '../../lib/bangkok'

export type ReturnKindName = 'daily_loss' | 'weekly_loss' | 'turnover'

/** The programme settings the rules need (a `cashback_programs` row). */
export interface ProgramRule {
  tiers: ReturnTier[]
  minAmountSatang: bigint
  capSatang: bigint
  claimDays: number
}

/** The rate (basis points) of the highest tier `base` reaches; 0 below every tier. */
export function rateFor(tiers: readonly ReturnTier[], baseSatang: bigint): number {
  let rate = 0
  let reached = -1n
  for (const tier of tiers) {
    const from = BigInt(tier.fromSatang)
    if (baseSatang >= from && from > reached) {
      reached = from
      rate = tier.rateBp
    }
  }
  return rate
}

/**
 * What a period's base earns: base × rate, rounded down to the satang, capped; nothing (0) when the
 * base is not a loss/turnover or the amount is below the programme's minimum.
 */
export function offerAmount(rule: ProgramRule, baseSatang: bigint): { rateBp: number; amountSatang: bigint } {
  if (baseSatang <= 0n) return { rateBp: 0, amountSatang: 0n }
  const rateBp = rateFor(rule.tiers, baseSatang)
  let amount = (baseSatang * BigInt(rateBp)) / 10_000n
  if (amount > rule.capSatang) amount = rule.capSatang
  if (amount < rule.minAmountSatang || amount <= 0n) return { rateBp, amountSatang: 0n }
  return { rateBp, amountSatang: amount }
}

/** The Monday ('YYYY-MM-DD') of the Bangkok week holding `day`. */
export function weekStart(day: string): string {
  const start = bangkokDateStart(day)
  if (!start) throw new Error(`not a day: ${day}`)
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 = Sunday
  const back = (weekday + 6) % 7
  return shiftDay(day, -back)
}

/** `day` moved by `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`)
  return new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

/** The period of `kind` that holds `day`: a day, or Monday-Sunday. */
export function periodOf(kind: ReturnKindName, day: string): { start: string; end: string } {
  if (kind !== 'weekly_loss') return { start: day, end: day }
  const start = weekStart(day)
  return { start, end: shiftDay(start, 6) }
}

/** An offer can be claimed until `claimDays` Bangkok days after its period ended. */
export function offerExpiry(periodEnd: string, claimDays: number): Date {
  const start = bangkokDateStart(periodEnd)
  if (!start) throw new Error(`not a day: ${periodEnd}`)
  return addDays(start, 1 + claimDays)
}
