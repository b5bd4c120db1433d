import { hundredthsOf } from '../../contract/hundredths'
import { type BetType, payoutSatang, rateCentiOf } from '../../contract/lotto-rules'

/**
 * The bet slip's lines as pure functions (the page keeps them in atoms): adding the numbers a pad
 * entry or a slip helper expanded to, one line per bet type and number, each with the full stake;
 * the stake of one line or of all lines; totals and potential payouts. Satang arithmetic, so
 * 0.1 + 0.2 never shows as 0.30000000000000004.
 */
export interface SlipLine {
  /** Stable key of the line on screen: bet type and number. */
  key: string
  bet_type: BetType
  number: string
  /** Baht, at most 2 decimals; 0 while the member has not set a price. */
  amount: number
}

export const lineKey = (betType: BetType, number: string): string => `${betType}:${number}`

/** Satang of a stake by the server's own reading (at most 2 decimals); anything else stakes nothing. */
const toSatang = (baht: number): bigint => hundredthsOf(baht) ?? 0n
const toBaht = (satang: bigint) => Number(satang) / 100

/**
 * Adds one line per bet type and number (the numbers as the helpers expanded them). A number of the
 * wrong length for a type is skipped; a bet type + number already on the slip stays as it is (its
 * stake is not doubled behind the member's back).
 */
export function addLines(
  lines: readonly SlipLine[],
  types: readonly { bet_type: BetType; digits: number }[],
  numbers: readonly string[],
  amount: number,
): SlipLine[] {
  const next = [...lines]
  const seen = new Set(lines.map((l) => l.key))
  for (const type of types) {
    for (const number of numbers) {
      if (number.length !== type.digits || !/^\d+$/.test(number)) continue
      const key = lineKey(type.bet_type, number)
      if (seen.has(key)) continue
      seen.add(key)
      next.push({ key, bet_type: type.bet_type, number, amount })
    }
  }
  return next
}

/** The same stake on every line ("ใช้กับทุกรายการ"). */
export const setAllAmounts = (lines: readonly SlipLine[], amount: number): SlipLine[] =>
  lines.map((l) => ({ ...l, amount }))

/** One line's stake. */
export const setLineAmount = (lines: readonly SlipLine[], key: string, amount: number): SlipLine[] =>
  lines.map((l) => (l.key === key ? { ...l, amount } : l))

export const removeLine = (lines: readonly SlipLine[], key: string): SlipLine[] =>
  lines.filter((l) => l.key !== key)

/** Sum of the stakes in baht. */
export const slipTotal = (lines: readonly { amount: number }[]): number =>
  toBaht(lines.reduce((sum, l) => sum + toSatang(l.amount), 0n))

/**
 * What a line pays if it wins, by the contract's one payout rule (rounded down to the satang, as
 * settlement pays it), from the stake in baht and the rate as the server sent it. Nothing to show
 * (0) until the line has a stake and an open rate.
 */
export function potentialPayout(amount: number, rate: number): number {
  const stake = toSatang(amount)
  const rateCenti = rateCentiOf(rate)
  return stake > 0n && rateCenti !== null && rateCenti > 0 ? toBaht(payoutSatang(stake, rateCenti)) : 0
}

/** The body lines of bill/validate and bill/create. */
export const billLines = (lines: readonly SlipLine[]) =>
  lines.map(({ bet_type, number, amount }) => ({ bet_type, number, amount }))
