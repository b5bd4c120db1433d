import { sql } from 'drizzle-orm'
import { memberDays, questPeriods } from '../../db/schema'
import type { JobDefinition } from '../../jobs/runner'
import { addDays, bangkokDate } from '../../lib/bangkok'
import { periodOf } from './periods'

/**
 * At every Bangkok midnight: opens the new day (and on Mondays the new week) in `quest_periods`;
 * progress and claims are keyed by period, so the quests start again from zero. Also drops
 * member_days older than any quest reads (60 days). Idempotent: upserts and a date-bounded delete.
 */
export const resetQuestsJob: JobDefinition = {
  name: 'quests.reset',
  schedule: { dailyAt: '00:00' },
  run: async (deps) => {
    const now = deps.clock.now()
    await deps.db.transaction(async (tx) => {
      for (const period of ['daily', 'weekly'] as const) {
        const { key } = periodOf(period, now)
        await tx
          .insert(questPeriods)
          .values({ period, periodKey: key, openedAt: now })
          .onConflictDoUpdate({
            target: questPeriods.period,
            set: { periodKey: key, openedAt: now },
            setWhere: sql`${questPeriods.periodKey} <> ${key}`,
          })
      }
      await tx.delete(memberDays).where(sql`${memberDays.day} < ${bangkokDate(addDays(now, -60))}`)
    })
  },
}

export const questJobs = [resetQuestsJob]
