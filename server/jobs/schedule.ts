/** When a recurring job runs: every `every` ms (aligned on the epoch), or daily at a Bangkok time. */
export type Schedule = { every: number } | { dailyAt: string }

/** Asia/Bangkok is UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 3600_000
const DAY_MS = 24 * 3600_000

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
  const offset = BANGKOK_OFFSET_MS - minutesOf(schedule.dailyAt) * 60_000
  const local = t + offset
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - offset)
}
