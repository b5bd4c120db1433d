/**
 * The site's number and date formats, th-TH as `Intl` writes them, without `Intl`: the first `Intl`
 * object a page makes loads ICU's locale data, 20-40 ms of one main-thread task on this machine (4x
 * that on Lighthouse's phone) before any of it is shown. Bangkok has no daylight saving (UTC+7 all
 * year), Thai months and the Buddhist era are a table and a sum. tests/unit/lib/format.test.ts checks
 * every function against `Intl`'s own output over thousands of values.
 */

/** Digits grouped by thousands ('2543565' → '2,543,565'); a leading '-' is kept. */
export const groupDigits = (value: string | bigint): string => {
  const text = value.toString()
  const negative = text.startsWith('-')
  const digits = negative ? text.slice(1) : text
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}

/**
 * |value| rounded to `places` decimals as `Intl` rounds: on the shortest decimal form of the number
 * (1.005 → 1.01, where toFixed says 1.00), half away from zero. Answers the integer part and the
 * decimals' digits.
 */
function decimals(value: number, places: number): [string, string] {
  const abs = Math.abs(value)
  const text = /e/i.test(String(abs)) ? abs.toFixed(20) : String(abs)
  const [whole, fraction = ''] = text.split('.')
  const scale = 10n ** BigInt(places)
  let scaled = BigInt(whole) * scale + BigInt(fraction.padEnd(places, '0').slice(0, places) || '0')
  if ((fraction[places] ?? '0') >= '5') scaled += 1n
  const digits = scaled.toString().padStart(places + 1, '0')
  return [digits.slice(0, digits.length - places), digits.slice(digits.length - places)]
}

const negative = (value: number) => value < 0 || Object.is(value, -0)

/** `formatBaht(1234.5)` → `฿1,234.50` (th-TH, 2 decimals). */
export const formatBaht = (amount: number): string => {
  if (!Number.isFinite(amount)) return `฿${amount}`
  const [whole, cents] = decimals(amount, 2)
  return `${negative(amount) ? '-' : ''}฿${groupDigits(whole)}.${cents}`
}

/** A number grouped by thousands with at most `maxDecimals` decimals (3, as toLocaleString), no trailing zeros (`1,234.5`). */
export const formatNumber = (value: number, maxDecimals = 3): string => {
  if (!Number.isFinite(value)) return String(value)
  const [whole, fraction] = decimals(value, maxDecimals)
  const kept = fraction.replace(/0+$/, '')
  return `${negative(value) ? '-' : ''}${groupDigits(whole)}${kept ? `.${kept}` : ''}`
}

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
