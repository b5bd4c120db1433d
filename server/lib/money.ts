/** Baht on the wire (2 decimals) <-> integer satang in the database. */
export const bahtToSatang = (baht: number): bigint => BigInt(Math.round(baht * 100))

export const satangToBaht = (satang: bigint): number => Number(satang) / 100

/** Larger amounts than this (baht) are never a real request. */
const MAX_SANE_BAHT = 1_000_000_000

/**
 * A member-sent amount as satang, or null when it is not a positive baht amount with at most two
 * decimals (0, negative, 100.001, NaN, Infinity, absurdly large).
 */
export function parseBahtAmount(baht: number): bigint | null {
  if (typeof baht !== 'number' || !Number.isFinite(baht) || baht <= 0 || baht > MAX_SANE_BAHT) return null
  // The number as JSON wrote it (shortest round-trip form): any third decimal, however small, shows
  // here, where a float tolerance would round 100.000000001 to 100.00 without a word.
  const written = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(baht))
  if (!written) return null
  const satang = BigInt(written[1]) * 100n + BigInt((written[2] ?? '').padEnd(2, '0'))
  return satang > 0n ? satang : null
}

/** '1,234.50' (no currency sign), as members read amounts in messages. */
export function formatBaht(satang: bigint): string {
  const negative = satang < 0n
  const abs = negative ? -satang : satang
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cents = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${cents}`
}
