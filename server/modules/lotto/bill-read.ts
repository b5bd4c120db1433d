import { and, count, desc, eq, inArray } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { BillListQuery, LottoBill, LottoBillDetail, LottoBillLine } from '../../../src/contract/lotto'
import { BET_TYPE_INFO, type BetType, type BillStatus, payoutSatang } from '../../../src/contract/lotto-rules'
import type { DbOrTx } from '../../db/open'
import { lottoBills, lottoLines, lottoRounds } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { satangToBaht } from '../../lib/money'
import { ok, type Result, refuse } from '../../lib/result'
import { LOTTO_MESSAGES as M } from './messages'
import { rateOfCenti } from './rates'
import { isBettable, type RoundFacts, type RoundRow, toResult, toRound } from './rounds'

export type BillRow = typeof lottoBills.$inferSelect
export type LineRow = typeof lottoLines.$inferSelect

/** The columns a bill's wire shows. */
export type BillFacts = Pick<
  BillRow,
  'id' | 'status' | 'totalSatang' | 'payoutSatang' | 'lineCount' | 'createdAt' | 'settledAt' | 'cancelledAt'
>

export function toBill(bill: BillFacts, round: RoundFacts, now: Date): LottoBill {
  return {
    id: bill.id,
    round: toRound(round, now),
    status: bill.status as BillStatus,
    total: satangToBaht(bill.totalSatang),
    payout: satangToBaht(bill.payoutSatang),
    line_count: bill.lineCount,
    created_at: bill.createdAt.toISOString(),
    settled_at: bill.settledAt?.toISOString() ?? null,
    cancelled_at: bill.cancelledAt?.toISOString() ?? null,
    can_cancel: bill.status === 'waiting' && isBettable(round, now),
  }
}

export function toLine(line: LineRow): LottoBillLine {
  const betType = line.betType as BetType
  const rate = rateOfCenti(line.rateCenti)
  return {
    id: line.id,
    bet_type: betType,
    name: BET_TYPE_INFO[betType].name,
    number: line.number,
    amount: satangToBaht(line.amountSatang),
    rate,
    reduced: line.reduced,
    potential_payout: satangToBaht(payoutSatang(line.amountSatang, line.rateCenti)),
    status: line.status as BillStatus,
    win_amount: satangToBaht(line.winSatang),
  }
}

/** The member's bills, newest first, with their rounds. */
export async function listBills(deps: AppDeps, memberId: number, query: BillListQuery) {
  const page = query.page ?? 1
  const pageSize = query.page_size ?? 20
  const where = and(
    eq(lottoBills.memberId, memberId),
    query.round_id === undefined ? undefined : eq(lottoBills.roundId, query.round_id),
    query.status === undefined ? undefined : eq(lottoBills.status, query.status),
  )
  const [rows, [{ n }]] = await Promise.all([
    deps.db
      .select()
      .from(lottoBills)
      .where(where)
      .orderBy(desc(lottoBills.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    deps.db.select({ n: count() }).from(lottoBills).where(where),
  ])
  const roundIds = [...new Set(rows.map((b) => b.roundId))]
  const rounds =
    roundIds.length === 0
      ? []
      : await deps.db.select().from(lottoRounds).where(inArray(lottoRounds.id, roundIds))
  const byId = new Map(rounds.map((r) => [r.id, r]))
  const now = deps.clock.now()
  return {
    items: rows.map((b) => toBill(b, byId.get(b.roundId) as RoundRow, now)),
    total: Number(n),
    page,
    page_size: pageSize,
  }
}

/** One of the member's bills with its lines; another member's bill is "not found". */
export async function billDetail(
  deps: AppDeps,
  memberId: number,
  billId: number,
): Promise<Result<LottoBillDetail>> {
  const detail = await readBill(deps.db, billId, deps.clock.now())
  if (!detail || detail.memberId !== memberId) return refuse(M.billNotFound, ErrorCode.NOT_FOUND)
  return ok(detail.wire)
}

/** A bill with its lines and its round's result (null when it does not exist). */
export async function readBill(db: DbOrTx, billId: number, now: Date) {
  const [bill] = await db.select().from(lottoBills).where(eq(lottoBills.id, billId))
  if (!bill) return null
  const [[round], lines] = await Promise.all([
    db.select().from(lottoRounds).where(eq(lottoRounds.id, bill.roundId)),
    db.select().from(lottoLines).where(eq(lottoLines.billId, billId)).orderBy(lottoLines.id),
  ])
  const wire: LottoBillDetail = {
    ...toBill(bill, round, now),
    lines: lines.map(toLine),
    result: toResult(round),
  }
  return { memberId: bill.memberId, wire }
}
