import { addDate, addDays, bangkokDateStart, weekdayOf } from '../../lib/bangkok'

export type ReturnKindName = 'daily_loss' | 'weekly_loss' | 'turnover'

/** The Monday ('YYYY-MM-DD') of the Bangkok week holding `day`. */
export function weekStart(day: string): string {
  if (!bangkokDateStart(day)) throw new Error(`not a day: ${day}`)
  return addDate(day, -((weekdayOf(day) + 6) % 7))
}

/** The period of `kind` that holds `day`: a day, or Monday-Sunday. */
export function periodOf(kind: ReturnKindName, day: string): { start: string; end: string } {
  if (kind !== 'weekly_loss') return { start: day, end: day }
  const start = weekStart(day)
  return { start, end: addDate(start, 6) }
}

/** An offer can be claimed until `claimDays` Bangkok days after its period ended. */
export function offerExpiry(periodEnd: string, claimDays: number): Date {
  const start = bangkokDateStart(periodEnd)
  if (!start) throw new Error(`not a day: ${periodEnd}`)
  return addDays(start, 1 + claimDays)
}
