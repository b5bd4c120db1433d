import { formatDate } from '../../src/lib/thai-date'

/**
 * Bangkok calendar days as the API takes them (YYYY-MM-DD, Common era) and as staff read them
 * (Buddhist era). Asia/Bangkok is UTC+7 all year.
 */
const OFFSET_MS = 7 * 3600_000
const DAY_MS = 24 * 3600_000

/** Today in Bangkok. */
export const bangkokToday = (now = Date.now()): string => new Date(now + OFFSET_MS).toISOString().slice(0, 10)

/** The day `days` after `day` (negative: before). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/** Days from `from` to `to`, both counted. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1

/** '15 ม.ค. 2569'. */
export const dayLabel = (day: string): string => formatDate(`${day}T00:00:00+07:00`)

/** '15/1' under a chart's axis. */
export const dayTick = (day: string): string => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`

/** The first instant of a Bangkok day, or of the next one (`end`), as an ISO time. */
export const bangkokInstant = (day: string, end = false): string =>
  new Date(Date.parse(`${day}T00:00:00+07:00`) + (end ? DAY_MS - 1 : 0)).toISOString()
