import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { type BetType, type DrawNumbers, lineWins, payoutSatang } from '../../../src/contract/lotto-rules'
import { lottoBills, lottoLines, lottoRounds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { payWin, refundBet } from '../wallet/bets'
import { lottoRefundReference, lottoWinReference } from '../wallet/references'
import { categoryOf, findRound } from './rounds'

export interface SettleOutcome {
  /** Bills this run moved out of waiting (won, lost or refunded). */
  settled: number
  won: number
  /** Satang paid (wins) or refunded by this run. */
  paidSatang: bigint
  /** Bills of the round still waiting afterwards. */
  waiting: number
}

export interface SettleOptions {
  /** Bills per transaction (default 1000). */
  chunkSize?: number
  /** Called after each committed chunk (tests cut a settlement off here). */
  afterChunk?: (chunk: number) => void | Promise<void>
}

type BillStatusOut = 'won' | 'lost' | 'refunded'

/**
 * What one line wins against the drawn numbers: its stake × the rate it was accepted at, or null
 * when it loses. Settlement pays with it, and the operator's preview of a proposed result counts
 * with it (preview.ts), so the preview is what settlement will pay.
 */
export const lineWinSatang = (
  line: { betType: string; number: string; amount: bigint; rateCenti: number },
  drawn: DrawNumbers,
): bigint | null =>
  lineWins(line.betType as BetType, line.number, drawn) ? payoutSatang(line.amount, line.rateCenti) : null

/**
 * Settles a resulted round (wins paid, the rest lost) or refunds a void one, in chunks of bills.
 * Each chunk is one transaction: a conditional update moves its bills out of `waiting` (only those
 * still waiting come back), their lines are marked, and each of those bills gets one payWin with
 * the sum of its winning lines (or one refundBet). A run cut off anywhere leaves every bill either
 * fully settled and paid or still waiting, so the next run (or a concurrent one) pays nothing twice.
 */
export async function settleRound(
  deps: AppDeps,
  roundId: number,
  options: SettleOptions = {},
): Promise<SettleOutcome> {
  const outcome: SettleOutcome = { settled: 0, won: 0, paidSatang: 0n, waiting: 0 }
  const round = await findRound(deps.db, roundId)
  if (!round || round.status === 'open') return { ...outcome, waiting: await waitingCount(deps, roundId) }
  const refund = round.status === 'void'
  const drawn = round.numbers as DrawNumbers | null
  if (!refund && !drawn) throw new Error(`round ${roundId} is resulted without numbers`)
  const product = { category: 'lotto' as const, game: `lotto:${categoryOf(round)}` }
  const chunkSize = options.chunkSize ?? 1000
  let afterId = 0
  for (let chunk = 1; ; chunk++) {
    const bills = await deps.db
      .select({
        id: lottoBills.id,
        memberId: lottoBills.memberId,
        walletId: lottoBills.walletId,
        total: lottoBills.totalSatang,
      })
      .from(lottoBills)
      .where(
        and(eq(lottoBills.roundId, roundId), eq(lottoBills.status, 'waiting'), gt(lottoBills.id, afterId)),
      )
      .orderBy(asc(lottoBills.id))
      .limit(chunkSize)
    if (bills.length === 0) break
    afterId = bills[bills.length - 1].id
    const lines = await deps.db
      .select({
        id: lottoLines.id,
        billId: lottoLines.billId,
        betType: lottoLines.betType,
        number: lottoLines.number,
        amount: lottoLines.amountSatang,
        rateCenti: lottoLines.rateCenti,
      })
      .from(lottoLines)
      .where(
        inArray(
          lottoLines.billId,
          bills.map((b) => b.id),
        ),
      )
    // What each line and bill becomes, computed outside the transaction (pure rules).
    const lineOut = lines.map((l) => {
      const win = refund ? null : lineWinSatang(l, drawn as DrawNumbers)
      return {
        id: l.id,
        billId: l.billId,
        status: (refund ? 'refunded' : win !== null ? 'won' : 'lost') as BillStatusOut,
        win: win ?? 0n,
      }
    })
    const payout = new Map<number, bigint>()
    for (const l of lineOut)
      if (l.status === 'won') payout.set(l.billId, (payout.get(l.billId) ?? 0n) + l.win)
    const billOut = bills.map((b) => ({
      ...b,
      status: (refund ? 'refunded' : payout.has(b.id) ? 'won' : 'lost') as BillStatusOut,
      payout: payout.get(b.id) ?? 0n,
    }))
    const now = deps.clock.now()
    const done = await deps.db.transaction(async (tx) => {
      const values = sql.join(
        billOut.map((b) => sql`(${b.id}::int, ${b.status}::text, ${b.payout.toString()}::bigint)`),
        sql`, `,
      )
      const moved = (await tx.execute(sql`
        update lotto_bills as b set status = v.status, payout_satang = v.payout, settled_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(id, status, payout)
        where b.id = v.id and b.status = 'waiting'
        returning b.id`)) as unknown as { rows: { id: number }[] }
      const movedIds = new Set(moved.rows.map((r) => Number(r.id)))
      const movedLines = lineOut.filter((l) => movedIds.has(l.billId))
      for (let i = 0; i < movedLines.length; i += 5000) {
        const part = sql.join(
          movedLines
            .slice(i, i + 5000)
            .map((l) => sql`(${l.id}::int, ${l.status}::text, ${l.win.toString()}::bigint)`),
          sql`, `,
        )
        await tx.execute(sql`
          update lotto_lines as l set status = v.status, win_satang = v.win
          from (values ${part}) as v(id, status, win) where l.id = v.id`)
      }
      let paid = 0n
      let won = 0
      for (const b of billOut) {
        if (!movedIds.has(b.id)) continue
        const movement = { memberId: b.memberId, walletId: b.walletId, product, at: now }
        if (refund) {
          await refundBet(tx, deps, {
            ...movement,
            amountSatang: b.total,
            reference: lottoRefundReference(b.id),
          })
          paid += b.total
        } else if (b.payout > 0n) {
          await payWin(tx, deps, { ...movement, amountSatang: b.payout, reference: lottoWinReference(b.id) })
          paid += b.payout
          won++
        }
      }
      return { settled: movedIds.size, won, paid }
    })
    outcome.settled += done.settled
    outcome.won += done.won
    outcome.paidSatang += done.paid
    await options.afterChunk?.(chunk)
  }
  outcome.waiting = await waitingCount(deps, roundId)
  if (outcome.waiting === 0) {
    await deps.db
      .update(lottoRounds)
      .set({ settledAt: deps.clock.now() })
      .where(and(eq(lottoRounds.id, roundId), isNull(lottoRounds.settledAt)))
  }
  return outcome
}

async function waitingCount(deps: AppDeps, roundId: number): Promise<number> {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(lottoBills)
    .where(and(eq(lottoBills.roundId, roundId), eq(lottoBills.status, 'waiting')))
  return Number(row?.n ?? 0)
}

/** Rounds with a result or void whose bills are not all settled yet (the sweep job's work). */
export async function unsettledRounds(deps: AppDeps): Promise<number[]> {
  const rows = await deps.db
    .select({ id: lottoRounds.id })
    .from(lottoRounds)
    .where(and(inArray(lottoRounds.status, ['resulted', 'void']), isNull(lottoRounds.settledAt)))
    .orderBy(asc(lottoRounds.id))
    .limit(100)
  return rows.map((r) => r.id)
}
