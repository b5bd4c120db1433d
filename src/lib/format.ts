/**
 * The site's number formats, th-TH as `Intl` writes them, without `Intl`: the first `Intl` object a
 * page makes loads ICU's locale data, 20-40 ms of one main-thread task on this machine (4x that on
 * Lighthouse's phone) before any of it is shown. Dates are lib/thai-date.ts's. tests/unit/lib/
 * format.test.ts checks every function against `Intl`'s own output over thousands of values.
 */

/** Digits grouped by thousands ('2543565' → '2,543,565'); a leading '-' is kept. */
export const groupDigits = (value: string | bigint): string => {
  const text = value.toString()
  const negative = text.startsWith('-')
  const digits = negative ? text.slice(1) : text
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`
}

/**
 * The shortest decimal form of a non-negative number without an exponent, as `Intl` writes it:
 * '1e+21' → '1000000000000000000000', '1.5e-7' → '0.00000015'.
 */
function plainDecimal(abs: number): string {
  const text = String(abs)
  const parts = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!parts) return text
  const digits = parts[1] + (parts[2] ?? '')
  const exponent = Number(parts[3])
  // A number is written with an exponent from 1e21 up (more places than its 17 digits) or below 1e-6.
  return exponent >= 0 ? digits.padEnd(exponent + 1, '0') : `0.${'0'.repeat(-exponent - 1)}${digits}`
}

/**
 * |value| rounded to `places` decimals as `Intl` rounds: on the shortest decimal form of the number
 * (1.005 → 1.01, where toFixed says 1.00), half away from zero. Answers the integer part and the
 * decimals' digits.
 */
function decimals(value: number, places: number): [string, string] {
  const [whole, fraction = ''] = plainDecimal(Math.abs(value)).split('.')
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
