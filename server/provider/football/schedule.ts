import { MATCH_INTERVAL_SECONDS, publishedOdds, TEAMS } from '../../../games/rules/football'
import { hashServerSeed } from '../../../src/contract/fair'
import { footballMatches } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { enqueueJob } from '../../jobs/runner'
import { MATCHES_AHEAD, SCHEDULE_EVERY_MS, SETTLE_JOB } from './texts'

/** The kick-off slots to come: every `intervalSeconds` on the clock, from the next one. */
export function upcomingKickoffs(
  now: Date,
  intervalSeconds = MATCH_INTERVAL_SECONDS,
  count = MATCHES_AHEAD,
): Date[] {
  const interval = intervalSeconds * 1000
  const first = Math.floor(now.getTime() / interval) * interval + interval
  return Array.from({ length: count }, (_, i) => new Date(first + i * interval))
}

/** Kick-offs kept ahead: MATCHES_AHEAD, or more when matches come faster than the schedule job runs. */
const aheadFor = (intervalSeconds: number) =>
  Math.max(MATCHES_AHEAD, Math.ceil(SCHEDULE_EVERY_MS / (intervalSeconds * 1000)) + 1)

/**
 * Makes sure the next kick-offs each have a match: two teams drawn with `deps.random`, priced by
 * the model, a fresh server seed committed by its hash. One row per kick-off (unique), so any
 * number of instances or reruns schedule each slot once. Each match also gets a settlement run at
 * its full time (the every-10-seconds settle run is the safety net). Returns how many it created.
 */
export async function scheduleMatches(deps: AppDeps): Promise<number> {
  const now = deps.clock.now()
  const { footballIntervalSeconds: interval, footballMatchSeconds: length } = deps.config
  let created = 0
  for (const kickoffAt of upcomingKickoffs(now, interval, aheadFor(interval))) {
    const home = TEAMS[deps.random.int(0, TEAMS.length)]
    const others = TEAMS.filter((t) => t !== home)
    const away = others[deps.random.int(0, others.length)]
    const serverSeed = deps.random.bytes(32).toString('hex')
    const rows = await deps.db
      .insert(footballMatches)
      .values({
        kickoffAt,
        homeCode: home.code,
        awayCode: away.code,
        odds: publishedOdds(home, away),
        serverSeed,
        serverSeedHash: await hashServerSeed(serverSeed),
        clientSeed: `football:${kickoffAt.toISOString()}`,
        status: 'open',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: footballMatches.id })
    created += rows.length
    await enqueueJob(deps.db, {
      name: SETTLE_JOB,
      key: `full-time:${kickoffAt.toISOString()}`,
      runAt: new Date(kickoffAt.getTime() + length * 1000),
      now,
    })
  }
  return created
}
