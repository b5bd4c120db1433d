import { bangkokDay } from './thai-date'

/** Today's Asia/Bangkok calendar day as 'YYYY-MM-DD'. */
export const bangkokToday = (now: Date = new Date()): string => bangkokDay(now)

/** `day` moved by `days` calendar days. */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A Bangkok day shown as a Thai date (noon, so no time zone moves it to another day). */
export const dayAt = (day: string): string => `${day}T12:00:00+07:00`
