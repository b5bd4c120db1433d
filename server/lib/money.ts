import { hundredthsOf } from '../../src/contract/hundredths'

/**
 * Baht on the wire (2 decimals) <-> integer satang in the database, and rates in percent <-> basis
 * points. Every number that comes in is read by one rule (`hundredthsOf`, src/contract/hundredths.ts):
 * at most two decimals, never rounded; anything else is null, and the caller refuses it in Thai.
 */

export const satangToBaht = (satang: bigint): number => Number(satang) / 100

/**
 * A sent amount as satang, or null when it is not a positive baht amount with at most two decimals
 * (0, negative, 100.001, NaN, Infinity, above ฿1,000,000,000).
 */
export function parseBahtAmount(baht: number): bigint | null {
  const satang = hundredthsOf(baht)
  return satang !== null && satang > 0n ? satang : null
}

/** Like `parseBahtAmount`, where 0 is a setting or a fact (a bonus off, a tier from 0, a zero win). */
export const parseBahtOrZero = (baht: number): bigint | null => hundredthsOf(baht)

/** A rate in percent with at most two decimals as basis points (12.5 -> 1250; 0 allowed), or null. */
export function parsePercentBp(percent: number): number | null {
  const bp = hundredthsOf(percent)
  return bp === null ? null : Number(bp)
}

/** Baht the code itself holds (defaults, seeds, tests) as satang; a value that is not an amount throws. */
export function bahtToSatang(baht: number): bigint {
  const satang = hundredthsOf(baht)
  if (satang === null) throw new Error(`not a baht amount with at most 2 decimals: ${baht}`)
  return satang
}

/** '1,234.50' (no currency sign), as members read amounts in messages. */
export function formatBaht(satang: bigint): string {
  const negative = satang < 0n
  const abs = negative ? -satang : satang
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cents = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${cents}`
}
