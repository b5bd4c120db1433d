import { and, eq, sql } from 'drizzle-orm'
import type {
  OperatorResultPreview,
  OperatorResultPreviewQuery,
  ResultPreviewWinner,
} from '../../../src/contract/lotto-operator'
import { type BetType, type DrawNumbers, lineWins, type ResultInput } from '../../../src/contract/lotto-rules'
import { lottoBills, lottoLines } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { enteredNumbers, resultable } from './results'
import { categoryOf, findRound } from './rounds'
import { lineWinSatang } from './settle'

/** The proposed result as the operator would enter it (front3 and back3: comma-separated numbers). */
export function previewInput(query: OperatorResultPreviewQuery): ResultInput {
  const { round_id: _, ...fields } = query
  const input: ResultInput = {}
  for (const [field, value] of Object.entries(fields) as [keyof ResultInput, string | undefined][]) {
    if (value === undefined) continue
    const text = value.trim()
    if (field === 'front3' || field === 'back3') input[field] = text.split(/[\s,]+/).filter(Boolean)
    else input[field] = text
  }
  return input
}

/**
 * What settlement would pay if this result were entered now, nothing stored: the same checks as
 * entering it (results.ts), the same numbers, and each waiting line counted by the rule settlement
 * pays with (settle.ts lineWinSatang). Only the bet type + number pairs that win are read in full:
 * the round's distinct pairs first (one grouped read), then the lines of the winning ones.
 */
export async function previewResult(
  deps: AppDeps,
  query: OperatorResultPreviewQuery,
): Promise<Result<OperatorResultPreview>> {
  const checked = resultable(await findRound(deps.db, query.round_id), deps.clock.now())
  if (!checked.ok) return checked
  const round = checked.value
  const numbers = enteredNumbers(categoryOf(round), previewInput(query))
  if (typeof numbers === 'string') return refuse(numbers)

  const waiting = and(eq(lottoLines.roundId, round.id), eq(lottoLines.status, 'waiting'))
  const [pairs, [bills]] = await Promise.all([
    deps.db
      .selectDistinct({ betType: lottoLines.betType, number: lottoLines.number })
      .from(lottoLines)
      .where(waiting),
    deps.db
      .select({
        n: sql<number>`count(*)::int`,
        staked: sql<string>`coalesce(sum(${lottoBills.totalSatang}), 0)`,
      })
      .from(lottoBills)
      .where(and(eq(lottoBills.roundId, round.id), eq(lottoBills.status, 'waiting'))),
  ])
  const winning = pairs.filter((p) => lineWins(p.betType as BetType, p.number, numbers as DrawNumbers))
  const lines =
    winning.length === 0
      ? []
      : await deps.db
          .select({
            billId: lottoLines.billId,
            memberId: lottoLines.memberId,
            betType: lottoLines.betType,
            number: lottoLines.number,
            amount: lottoLines.amountSatang,
            rateCenti: lottoLines.rateCenti,
          })
          .from(lottoLines)
          .where(
            and(
              waiting,
              sql`(${lottoLines.betType}, ${lottoLines.number}) in (${sql.join(
                winning.map((p) => sql`(${p.betType}, ${p.number})`),
                sql`, `,
              )})`,
            ),
          )

  const byPair = new Map<
    string,
    { betType: string; number: string; lines: number; staked: bigint; payout: bigint }
  >()
  const billIds = new Set<number>()
  const memberIds = new Set<number>()
  let payout = 0n
  let winningLines = 0
  for (const line of lines) {
    const win = lineWinSatang(line, numbers)
    if (win === null) continue
    winningLines++
    payout += win
    billIds.add(line.billId)
    memberIds.add(line.memberId)
    const key = `${line.betType}:${line.number}`
    const pair = byPair.get(key) ?? {
      betType: line.betType,
      number: line.number,
      lines: 0,
      staked: 0n,
      payout: 0n,
    }
    pair.lines++
    pair.staked += line.amount
    pair.payout += win
    byPair.set(key, pair)
  }
  const winners: ResultPreviewWinner[] = [...byPair.values()]
    .sort((a, b) => (a.payout === b.payout ? 0 : a.payout > b.payout ? -1 : 1))
    .map((p) => ({
      bet_type: p.betType as BetType,
      number: p.number,
      lines: p.lines,
      staked: satangToBaht(p.staked),
      payout: satangToBaht(p.payout),
    }))
  return ok({
    round_id: round.id,
    numbers,
    bills: Number(bills?.n ?? 0),
    staked: satangToBaht(BigInt(bills?.staked ?? 0)),
    winning_lines: winningLines,
    winning_bills: billIds.size,
    members: memberIds.size,
    payout: satangToBaht(payout),
    winners,
  })
}
