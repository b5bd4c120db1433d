/**
 * A baht amount typed by a member: digits with at most 2 decimals (commas allowed as thousands
 * separators). Returns null for anything else, so forms never send fractional satang.
 */
export function parseBaht(text: string): number | null {
  const clean = text.replace(/,/g, '').trim()
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(clean)) return null
  return Number(clean)
}

/** Checks an amount against limits; the feature supplies its own Thai messages. */
export function checkAmount(
  text: string,
  limits: { min: number; max: number },
  messages: { required: string; invalid: string; belowMin: string; aboveMax: string },
): string | undefined {
  if (!text.trim()) return messages.required
  const amount = parseBaht(text)
  if (amount === null || amount <= 0) return messages.invalid
  if (amount < limits.min) return messages.belowMin
  if (amount > limits.max) return messages.aboveMax
  return undefined
}
