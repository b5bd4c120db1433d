import { sql } from 'drizzle-orm'
import type { HistoryDay } from '../../../src/contract/responsible'
import type { DbOrTx } from '../../db/types'
import { addDays, bangkokDate } from '../../lib/bangkok'
import { satangToBaht } from '../../lib/money'

/** The play history covers this many Bangkok days (three months and a little more). */
export const HISTORY_DAYS = 92

interface Row {
  day: string
  category: string | null
  deposits: string | number
  withdrawals: string | number
  stakes: string | number
  wins: string | number
}

/**
 * member/responsible/history: per Bangkok day of the last HISTORY_DAYS, newest first, the days with
 * any activity: deposits (orders paid that day), withdrawals (asked that day, not failed), net
 * deposits, and stakes and wins (wins and refunded stakes) from play_daily, also per category.
 */
export async function playHistory(db: DbOrTx, memberId: number, at: Date): Promise<HistoryDay[]> {
  const from = bangkokDate(addDays(at, -(HISTORY_DAYS - 1)))
  const result = (await db.execute(sql`
    with money as (
      select bangkok_date(o.paid_at) as day, o.amount_satang as deposits, 0::bigint as withdrawals
      from payment_orders o
      where o.member_id = ${memberId} and o.status = 'paid' and bangkok_date(o.paid_at) >= ${from}::date
      union all
      select bangkok_date(w.created_at), 0, w.amount_satang
      from withdrawals w
      where w.member_id = ${memberId} and w.status <> 'failed' and bangkok_date(w.created_at) >= ${from}::date
    ), money_days as (
      select day, sum(deposits) as deposits, sum(withdrawals) as withdrawals from money group by day
    ), play as (
      select d.day, d.category, sum(d.stake_satang) as stakes, sum(d.win_satang + d.refund_satang) as wins
      from play_daily d
      where d.member_id = ${memberId} and d.day >= ${from}::date
      group by d.day, d.category
    )
    select to_char(coalesce(m.day, p.day), 'YYYY-MM-DD') as day, p.category,
      coalesce(m.deposits, 0) as deposits, coalesce(m.withdrawals, 0) as withdrawals,
      coalesce(p.stakes, 0) as stakes, coalesce(p.wins, 0) as wins
    from money_days m full join play p on p.day = m.day
    order by 1 desc, 2`)) as unknown as { rows: Row[] }
  const days = new Map<string, HistoryDay & { stakeSatang: bigint; winSatang: bigint }>()
  for (const row of result.rows) {
    let day = days.get(row.day)
    if (!day) {
      const deposits = BigInt(row.deposits)
      const withdrawals = BigInt(row.withdrawals)
      day = {
        day: row.day,
        deposits: satangToBaht(deposits),
        withdrawals: satangToBaht(withdrawals),
        net_deposits: satangToBaht(deposits - withdrawals),
        stakes: 0,
        wins: 0,
        products: [],
        stakeSatang: 0n,
        winSatang: 0n,
      }
      days.set(row.day, day)
    }
    if (row.category !== null) {
      day.stakeSatang += BigInt(row.stakes)
      day.winSatang += BigInt(row.wins)
      day.products.push({
        category: row.category,
        stakes: satangToBaht(BigInt(row.stakes)),
        wins: satangToBaht(BigInt(row.wins)),
      })
    }
  }
  return [...days.values()].map(({ stakeSatang, winSatang, ...day }) => ({
    ...day,
    stakes: satangToBaht(stakeSatang),
    wins: satangToBaht(winSatang),
  }))
}
