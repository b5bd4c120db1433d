import { and, eq, gte } from 'drizzle-orm'
import type { DbOrTx } from '../../db/open'
import { memberDays, playDaily } from '../../db/schema'
import { addDays, bangkokDate } from '../../lib/bangkok'
import { type PeriodBounds, streakEndingToday } from './periods'

export type QuestKindName = 'deposit' | 'bet_total' | 'lotto_count' | 'distinct_games' | 'login_streak'

/** How far back a daily login streak is counted. */
const STREAK_LOOKBACK_DAYS = 31

/**
 * What a member did, read once per request: their member_days (deposits, logins) and play_daily
 * rows since the earliest day any period needs. Progress is derived from facts recorded by
 * `bet_move` (play_daily), the deposit subscriber and the login days (member_days), never stored, so
 * it cannot drift from them.
 */
export async function loadActivity(db: DbOrTx, memberId: number, now: Date) {
  const since = bangkokDate(addDays(now, -STREAK_LOOKBACK_DAYS))
  const [days, play] = await Promise.all([
    db
      .select()
      .from(memberDays)
      .where(and(eq(memberDays.memberId, memberId), gte(memberDays.day, since))),
    db
      .select()
      .from(playDaily)
      .where(and(eq(playDaily.memberId, memberId), gte(playDaily.day, since))),
  ])
  return { days, play, now }
}
export type Activity = Awaited<ReturnType<typeof loadActivity>>

/** A quest's progress in its period: satang for money kinds, a count otherwise. */
export function progressOf(kind: QuestKindName, period: PeriodBounds, activity: Activity): bigint {
  const inPeriod = (day: string) => day >= period.key && day <= period.daysSoFar[period.daysSoFar.length - 1]
  const play = activity.play.filter((p) => inPeriod(p.day))
  switch (kind) {
    case 'deposit':
      return activity.days.filter((d) => inPeriod(d.day)).reduce((sum, d) => sum + d.depositSatang, 0n)
    case 'bet_total':
      return play.reduce((sum, p) => sum + p.stakeSatang - p.refundSatang, 0n)
    case 'lotto_count':
      return BigInt(play.filter((p) => p.category === 'lotto').reduce((sum, p) => sum + p.betCount, 0))
    case 'distinct_games':
      return BigInt(new Set(play.filter((p) => p.betCount > 0).map((p) => `${p.category}/${p.game}`)).size)
    case 'login_streak': {
      const loggedIn = new Set(activity.days.filter((d) => d.loggedIn).map((d) => d.day))
      // A weekly streak counts within the week; a daily one looks back up to a month.
      const days =
        period.period === 'weekly'
          ? period.daysSoFar
          : Array.from({ length: STREAK_LOOKBACK_DAYS }, (_, i) =>
              bangkokDate(addDays(activity.now, i - STREAK_LOOKBACK_DAYS + 1)),
            )
      return BigInt(streakEndingToday(days, loggedIn))
    }
  }
}
