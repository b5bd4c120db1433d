import { and, eq, sql, sum } from 'drizzle-orm'
import type { BillCheckLine, BillLineInput } from '../../../src/contract/lotto'
import {
  BET_TYPE_INFO,
  type BetType,
  isValidNumber,
  type LineVerdict,
  payoutSatang,
} from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoLines } from '../../db/schema'
import { parseBahtAmount, satangToBaht } from '../../lib/money'
import { LOTTO_MESSAGES as M } from './messages'
import { categoryRates, type LimitedRow, limitedFor, type RateRow, rateOfCenti, totalsFor } from './rates'
import type { RoundRow } from './rounds'

/** One checked line: the wire line plus what bill/create stores. */
export interface CheckedLine {
  wire: BillCheckLine
  key: string
  amountSatang: bigint
  rateCenti: number
  reduced: boolean
  accepted: boolean
}

export interface SlipFacts {
  rates: Map<string, RateRow>
  limited: Map<string, LimitedRow>
  /** Everyone's total on each capped key. */
  totals: Map<string, bigint>
  /** The cap of each capped key. */
  caps: Map<string, bigint>
  /** This member's stake so far on each key of the slip (waiting bills of the round). */
  mine: Map<string, bigint>
}

export const keyOf = (betType: string, number: string) => `${betType}:${number}`

/** Reads what checking a slip needs: rates, the slip's เลขอั้น, cap totals and the member's own stakes. */
export async function slipFacts(
  db: DbOrTx,
  round: RoundRow,
  memberId: number,
  lines: BillLineInput[],
): Promise<SlipFacts> {
  const keys = [...new Set(lines.map((l) => keyOf(l.bet_type, l.number)))]
  // One after the other: inside a transaction they share one connection anyway.
  const rateRows = await categoryRates(db, round.categoryId)
  const limited = await limitedFor(db, round.id, keys)
  const mine = await memberStakes(db, round.id, memberId, keys)
  const capped = [...limited.values()].filter((l) => l.kind === 'cap').map((l) => keyOf(l.betType, l.number))
  const totals = await totalsFor(db, round.id, capped)
  const caps = new Map(
    [...limited.values()]
      .filter((l) => l.kind === 'cap')
      .map((l) => [keyOf(l.betType, l.number), l.capSatang ?? 0n]),
  )
  return { rates: new Map(rateRows.map((r) => [r.betType, r])), limited, totals, mine, caps }
}

/** The member's waiting stakes on these keys in the round (per-member limit per number). */
async function memberStakes(db: DbOrTx, roundId: number, memberId: number, keys: string[]) {
  const rows = await db
    .select({ betType: lottoLines.betType, number: lottoLines.number, staked: sum(lottoLines.amountSatang) })
    .from(lottoLines)
    .where(
      and(
        eq(lottoLines.roundId, roundId),
        eq(lottoLines.memberId, memberId),
        eq(lottoLines.status, 'waiting'),
        sql`${lottoLines.betType} || ':' || ${lottoLines.number} in ${keys}`,
      ),
    )
    .groupBy(lottoLines.betType, lottoLines.number)
  return new Map(rows.map((r) => [keyOf(r.betType, r.number), BigInt(r.staked ?? 0)]))
}

/**
 * Applies every rule to each line, in slip order (a number's later lines count the earlier ones
 * against the per-number limit and the cap): bet type offered, digits, amount and stake limits,
 * เลขอั้น closed / cap / reduced rate.
 */
export function checkLines(lines: BillLineInput[], facts: SlipFacts): CheckedLine[] {
  const slipSoFar = new Map<string, bigint>()
  return lines.map((line) => {
    const betType = line.bet_type as BetType
    const info = BET_TYPE_INFO[betType]
    const key = keyOf(betType, line.number)
    const amountSatang = parseBahtAmount(line.amount)
    const rate = facts.rates.get(betType)
    const refuse = (verdict: LineVerdict, reason: string): CheckedLine => ({
      wire: { ...base, rate: 0, payout: 0, verdict, reason },
      key,
      amountSatang: amountSatang ?? 0n,
      rateCenti: 0,
      reduced: false,
      accepted: false,
    })
    const base = { bet_type: betType, name: info.name, number: line.number, amount: line.amount }
    if (!rate) return refuse('closed', M.betTypeClosed(info.name))
    if (!isValidNumber(betType, line.number)) return refuse('bad_number', M.badNumber(info.name, info.digits))
    if (amountSatang === null) return refuse('bad_amount', M.badAmount)
    if (amountSatang < rate.minSatang) return refuse('bad_amount', M.belowMin(rate.minSatang))
    if (amountSatang > rate.maxSatang) return refuse('bad_amount', M.aboveMax(rate.maxSatang))
    const limited = facts.limited.get(key)
    if (limited?.kind === 'closed') return refuse('closed', M.numberClosed)
    const before = slipSoFar.get(key) ?? 0n
    const already = (facts.mine.get(key) ?? 0n) + before
    if (already + amountSatang > rate.maxPerNumberSatang)
      return refuse('bad_amount', M.perNumber(rate.maxPerNumberSatang, already))
    if (limited?.kind === 'cap') {
      const left = (limited.capSatang ?? 0n) - (facts.totals.get(key) ?? 0n) - before
      if (amountSatang > left) return refuse('over_cap', M.overCap(left > 0n ? left : 0n))
    }
    slipSoFar.set(key, before + amountSatang)
    const reduced = limited?.kind === 'rate' && limited.rateCenti !== null
    const rateCenti = reduced ? (limited.rateCenti as number) : rate.rateCenti
    return {
      wire: {
        ...base,
        rate: rateOfCenti(rateCenti),
        payout: satangToBaht(payoutSatang(amountSatang, rateCenti)),
        verdict: reduced ? 'reduced' : 'ok',
        reason: reduced ? M.reduced(rateOfCenti(rateCenti)) : null,
      },
      key,
      amountSatang,
      rateCenti,
      reduced,
      accepted: true,
    }
  })
}
