import { bangkokDayStart } from '../lib/bangkok'

/** When a recurring job runs: every `every` ms (aligned on the epoch), or daily at a Bangkok time. */
export type Schedule = { every: number } | { dailyAt: string }

/** Minutes after midnight of 'HH:MM'; throws on a malformed time (a programming error). */
function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time)
  if (!match) throw new Error(`dailyAt must be 'HH:MM', got '${time}'`)
  return Number(match[1]) * 60 + Number(match[2])
}

/**
 * The latest slot of `schedule` at or before `now`: the run that is due. Its ISO time is the job's
 * key, so every instance enqueues the same run and the database keeps one.
 */
export function latestSlot(schedule: Schedule, now: Date): Date {
  const t = now.getTime()
  if ('every' in schedule) {
    if (!(schedule.every >= 1000)) throw new Error('a schedule runs at most every second')
    return new Date(t - (((t % schedule.every) + schedule.every) % schedule.every))
  }
  // The Bangkok day holding `now - HH:MM` is the day whose HH:MM is the latest one not after `now`.
  const after = minutesOf(schedule.dailyAt) * 60_000
  return new Date(bangkokDayStart(new Date(t - after)).getTime() + after)
}
