import { and, asc, between, eq } from 'drizzle-orm'
import type { WinLoss, WinLossQuery, WinLossTotals } from '../../../src/contract/cashback'
import { playDaily } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { bangkokDate, bangkokDateStart } from '../../lib/bangkok'
import { satangToBaht } from '../../lib/money'
import { categoryName } from './history'
import { periodOf } from './rules'

interface Sums {
  bets: number
  stake: bigint
  win: bigint
  refund: bigint
}
const empty = (): Sums => ({ bets: 0, stake: 0n, win: 0n, refund: 0n })
const toWire = (s: Sums): WinLossTotals => ({
  bets: s.bets,
  stake: satangToBaht(s.stake),
  win: satangToBaht(s.win),
  refund: satangToBaht(s.refund),
  net: satangToBaht(s.win + s.refund - s.stake),
})

/**
 * The member's win/loss of one Bangkok day or week (Monday-Sunday), in total, per category and per
 * day, from play_daily: the same bets, wins and refunds the statement lists one by one.
 */
export async function winLoss(deps: AppDeps, memberId: number, query: WinLossQuery): Promise<WinLoss | null> {
  const period = query.period ?? 'day'
  const day = query.date ?? bangkokDate(deps.clock.now())
  if (!bangkokDateStart(day)) return null
  const { start, end } = periodOf(period === 'week' ? 'weekly_loss' : 'daily_loss', day)
  const rows = await deps.db
    .select()
    .from(playDaily)
    .where(and(eq(playDaily.memberId, memberId), between(playDaily.day, start, end)))
    .orderBy(asc(playDaily.day), asc(playDaily.category))
  const totals = empty()
  const byCategory = new Map<string, Sums>()
  const byDay = new Map<string, Sums>()
  for (const row of rows) {
    for (const sums of [
      totals,
      byCategory.get(row.category) ?? byCategory.set(row.category, empty()).get(row.category),
      byDay.get(row.day) ?? byDay.set(row.day, empty()).get(row.day),
    ]) {
      if (!sums) continue
      sums.bets += row.betCount
      sums.stake += row.stakeSatang
      sums.win += row.winSatang
      sums.refund += row.refundSatang
    }
  }
  return {
    period,
    start,
    end,
    totals: toWire(totals),
    categories: [...byCategory].map(([category, s]) => ({
      category,
      name: categoryName(category),
      ...toWire(s),
    })),
    days: [...byDay].map(([d, s]) => ({ day: d, ...toWire(s) })),
  }
}
