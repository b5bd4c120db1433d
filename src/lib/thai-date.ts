/**
 * Dates and times in Asia/Bangkok as th-TH writes them (Buddhist era), without `Intl` (see
 * lib/format.ts: its first use loads ICU's locale data). Bangkok has no daylight saving (UTC+7 all
 * year); Thai months and the Buddhist era are a table and a sum. tests/unit/lib/format.test.ts checks
 * them against `Intl`'s own output. Apart from the number formats: the first screen of `/` shows none.
 */

/** Thai months as th-TH abbreviates them (`month: 'short'`), January first. */
export const THAI_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
]
const BANGKOK_OFFSET_MS = 7 * 3_600_000
const BUDDHIST_ERA = 543

/** The instant as Asia/Bangkok's wall clock: a Date whose UTC fields read Bangkok's. */
const bangkok = (value: string | number | Date) =>
  new Date((value instanceof Date ? value.getTime() : new Date(value).getTime()) + BANGKOK_OFFSET_MS)
const two = (n: number) => String(n).padStart(2, '0')

/** Buddhist-era date in Asia/Bangkok, e.g. `23 พ.ย. 2569`. */
export const formatDate = (value: string | number | Date): string => {
  const at = bangkok(value)
  return `${at.getUTCDate()} ${THAI_MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear() + BUDDHIST_ERA}`
}

/** Buddhist-era date and time in Asia/Bangkok, e.g. `23 พ.ย. 2569 16:30`. */
export const formatDateTime = (value: string | number | Date): string => {
  const at = bangkok(value)
  return `${formatDate(value)} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`
}

/** The time of day in Asia/Bangkok to the second, e.g. `14:03:27`. */
export const formatTime = (value: string | number | Date): string => {
  const at = bangkok(value)
  return `${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}`
}

/** The Asia/Bangkok calendar day of an instant as 'YYYY-MM-DD'. */
export const bangkokDay = (value: string | number | Date): string => bangkok(value).toISOString().slice(0, 10)
