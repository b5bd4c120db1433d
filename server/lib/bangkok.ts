/** Asia/Bangkok's days and times on the server; the site's Thai formats are src/lib/format.ts's. */
import { bangkokDay, formatDateTime, THAI_MONTHS } from '../../src/lib/thai-date'

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
export const bangkokDate = (at: Date): string => bangkokDay(at)

/** The instant of 'HH:MM' on the Asia/Bangkok day 'YYYY-MM-DD' (plus `dayOffset` days). */
export function bangkokTime(date: string, time: string, dayOffset = 0): Date {
  const start = bangkokDateStart(date)
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!start || !match) throw new Error(`bad Bangkok date/time ${date} ${time}`)
  return new Date(start.getTime() + dayOffset * DAY_MS + (Number(match[1]) * 60 + Number(match[2])) * 60_000)
}

/** Day of the week of a 'YYYY-MM-DD' day: 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string): number => new Date(`${date}T00:00:00Z`).getUTCDay()

/** The 'YYYY-MM-DD' day `days` after `date`. */
export const addDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** '16 ม.ค. 69': a 'YYYY-MM-DD' day in Thai with the Buddhist-era year's last two digits. */
export function thaiShortDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${d} ${THAI_MONTHS[m - 1]} ${String(y + 543).slice(-2)}`
}

/** '16 ม.ค. 2569 15:30' (th-TH medium date, short time): an instant as Bangkok's clock shows it. */
export const thaiDateTime = (at: Date): string => formatDateTime(at)
