import { addDays, bangkokDateStart } from '../../lib/bangkok'

export type ReturnKindName = 'daily_loss' | 'weekly_loss' | 'turnover'

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
