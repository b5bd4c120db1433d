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
  const satang = Math.round(baht * 100)
  if (Math.abs(baht * 100 - satang) > 1e-6) return null
  return satang > 0 ? BigInt(satang) : null
}

/** '1,234.50' (no currency sign), as members read amounts in messages. */
export function formatBaht(satang: bigint): string {
  const negative = satang < 0n
  const abs = negative ? -satang : satang
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cents = (abs % 100n).toString().padStart(2, '0')
  return `${negative ? '-' : ''}${whole}.${cents}`
}
