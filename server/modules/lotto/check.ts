import { type SQL, sql } from 'drizzle-orm'
import type { BillCheckLine, BillLineInput } from '../../../src/contract/lotto'
import {
  BET_TYPE_INFO,
  isValidNumber,
  type LineVerdict,
  payoutSatang,
} from '../../../src/contract/lotto-rules'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { LOTTO_MESSAGES as M } from './messages'
import { rateOfCenti } from './rates'

/**
 * The slip rules run in the database (db/functions/lotto_slip_lines.sql: rates and stake limits,
 * เลขอั้น, the member's per-number limit, in slip order), for bill/validate and bill/create alike.
 * This file passes a slip there and turns each line's verdict into what the member reads: the Thai
 * reason, and the payout by the one payout rule (`payoutSatang`).
 */

/** What lotto_slip_lines says of one line. */
export interface LineVerdictFacts {
  verdict: LineVerdict
  /** Which rule (see the SQL file); null for an ok line. */
  reason: string | null
  rate_centi: number
  /** Satang figures the reason names (min, max, the per-number limit and what is staked, what is left). */
  figure_a: number | string | null
  figure_b: number | string | null
}

/** An array literal element: quoted, a quote or backslash escaped (the rare case: digits mostly). */
const element = (v: string | null) =>
  v === null ? 'NULL' : v.includes('"') || v.includes('\\') ? `"${v.replace(/[\\"]/g, '\\$&')}"` : `"${v}"`

/** A PostgreSQL array literal of text (NULL for null), every element quoted. */
const textArray = (values: (string | null)[]) => `{${values.map(element).join(',')}}`

/**
 * A slip's lines as the SQL functions take them, as array literals: bet types, numbers, amounts in
 * satang (NULL when not a valid amount: parseBahtAmount) and whether each number has its bet
 * type's digits.
 */
export function slipLiterals(lines: BillLineInput[]): [string, string, string, string] {
  return [
    textArray(lines.map((l) => l.bet_type)),
    textArray(lines.map((l) => l.number)),
    textArray(lines.map((l) => parseBahtAmount(l.amount)?.toString() ?? null)),
    textArray(lines.map((l) => String(isValidNumber(l.bet_type, l.number)))),
  ]
}

/** slipLiterals as SQL arguments (lotto_slip_check). */
export function slipArgs(lines: BillLineInput[]): SQL {
  const [betTypes, numbers, amounts, numbersOk] = slipLiterals(lines)
  return sql`${betTypes}::text[], ${numbers}::text[], ${amounts}::bigint[], ${numbersOk}::boolean[]`
}

const big = (n: number | string | null) => BigInt(n ?? 0)

/** The Thai reason of a verdict (null for an ok line). */
function reasonOf(line: BillLineInput, facts: LineVerdictFacts): string | null {
  const info = BET_TYPE_INFO[line.bet_type]
  switch (facts.reason) {
    case null:
      return null
    case 'bet_type_closed':
      return M.betTypeClosed(info.name)
    case 'bad_number':
      return M.badNumber(info.name, info.digits)
    case 'bad_amount':
      return M.badAmount
    case 'below_min':
      return M.belowMin(big(facts.figure_a))
    case 'above_max':
      return M.aboveMax(big(facts.figure_a))
    case 'number_closed':
      return M.numberClosed
    case 'per_number':
      return M.perNumber(big(facts.figure_a), big(facts.figure_b))
    case 'over_cap':
      return M.overCap(big(facts.figure_a))
    case 'reduced':
      return M.reduced(rateOfCenti(facts.rate_centi))
    default:
      throw new Error(`unknown slip rule ${facts.reason}`)
  }
}

/** One line of bill/validate's answer. */
export function toCheckLine(line: BillLineInput, facts: LineVerdictFacts): BillCheckLine {
  const accepted = isAccepted(facts.verdict)
  const amount = parseBahtAmount(line.amount) ?? 0n
  return {
    bet_type: line.bet_type,
    name: BET_TYPE_INFO[line.bet_type].name,
    number: line.number,
    amount: line.amount,
    rate: accepted ? rateOfCenti(facts.rate_centi) : 0,
    payout: accepted ? satangToBaht(payoutSatang(amount, facts.rate_centi)) : 0,
    verdict: facts.verdict,
    reason: reasonOf(line, facts),
  }
}

export const isAccepted = (verdict: LineVerdict) => verdict === 'ok' || verdict === 'reduced'

/** bill/create's refusal naming the first refused line: 'โพยมีรายการ... (3 ตัวบน 12: ...)'. */
export function lineRefusal(line: BillLineInput, facts: LineVerdictFacts): string {
  return `${M.billRefused} (${BET_TYPE_INFO[line.bet_type].name} ${line.number}: ${reasonOf(line, facts)})`
}
