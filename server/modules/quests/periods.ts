import { addDays, bangkokDate, bangkokDayStart, weekdayOf } from '../../lib/bangkok'

export type QuestPeriod = 'daily' | 'weekly'

export interface PeriodBounds {
  period: QuestPeriod
  /** The Bangkok day, or the Monday of the Bangkok week (YYYY-MM-DD). */
  key: string
  start: Date
  end: Date
  /** Bangkok days of the period up to and including today (YYYY-MM-DD, oldest first). */
  daysSoFar: string[]
}

/** The Bangkok day or week (Monday to Sunday) `now` falls in: quests reset at its end. */
export function periodOf(period: QuestPeriod, now: Date): PeriodBounds {
  const dayStart = bangkokDayStart(now)
  const today = bangkokDate(now)
  if (period === 'daily')
    return { period, key: today, start: dayStart, end: addDays(dayStart, 1), daysSoFar: [today] }
  const sinceMonday = (weekdayOf(today) + 6) % 7
  const start = addDays(dayStart, -sinceMonday)
  const daysSoFar = Array.from({ length: sinceMonday + 1 }, (_, i) => bangkokDate(addDays(start, i)))
  return { period, key: bangkokDate(start), start, end: addDays(start, 7), daysSoFar }
}

/** Days in a row ending today (today must be one of them), counted within `days` (oldest first). */
export function streakEndingToday(days: readonly string[], loggedIn: ReadonlySet<string>): number {
  let streak = 0
  for (let i = days.length - 1; i >= 0 && loggedIn.has(days[i]); i--) streak++
  return streak
}
