/**
 * The one reading of an amount or a rate sent as a number with at most two decimals (baht, a percent,
 * a lottery rate) in whole hundredths (satang, basis points, the lottery's rate ×100). TypeBox-free:
 * the site and the server (server/lib/money.ts, lotto-rules.ts `rateCentiOf`) read numbers alike.
 */

/** Larger than this is never a real amount or rate; it keeps every value far inside exact doubles. */
export const MAX_HUNDREDTHS_VALUE = 1_000_000_000

/**
 * `value` in whole hundredths (0 included), or null when it is negative, NaN, infinite, above
 * 1,000,000,000 or has a third decimal. Read from the number as JSON writes it (its shortest
 * round-trip form): any third decimal, however small (100.000000001, 0.1 + 0.2, 1e-7), shows there
 * and is refused, where `Math.round(value * 100)` or a float tolerance would change it without a word.
 */
export function hundredthsOf(value: number): bigint | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_HUNDREDTHS_VALUE)
    return null
  const written = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value))
  if (!written) return null
  return BigInt(written[1]) * 100n + BigInt((written[2] ?? '').padEnd(2, '0'))
}
