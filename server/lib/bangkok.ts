/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const OFFSET_MS = 7 * 3600_000
const DAY_MS = 24 * 3600_000

/** The instant the Asia/Bangkok calendar day containing `at` began. */
export function bangkokDayStart(at: Date): Date {
  const local = at.getTime() + OFFSET_MS
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS)
}

/** 'YYYY-MM-DD' read as an Asia/Bangkok day: its first instant, or null when it is not a real date. */
export function bangkokDateStart(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const utc = Date.UTC(y, m - 1, d)
  const check = new Date(utc)
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return null
  return new Date(utc - OFFSET_MS)
}

export const addDays = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS)

/** The Asia/Bangkok calendar day of `at` as 'YYYY-MM-DD'. */
export const bangkokDate = (at: Date): string => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10)
