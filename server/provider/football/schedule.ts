import { MATCH_INTERVAL_SECONDS, publishedOdds, TEAMS } from '../../../games/rules/football'
import { hashServerSeed } from '../../../src/contract/fair'
import { footballMatches } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { MATCHES_AHEAD } from './texts'

const INTERVAL_MS = MATCH_INTERVAL_SECONDS * 1000

/** The kick-off slots to come: every MATCH_INTERVAL_SECONDS on the clock, from the next one. */
export function upcomingKickoffs(now: Date, count = MATCHES_AHEAD): Date[] {
  const first = Math.floor(now.getTime() / INTERVAL_MS) * INTERVAL_MS + INTERVAL_MS
  return Array.from({ length: count }, (_, i) => new Date(first + i * INTERVAL_MS))
}

/**
 * Makes sure the next kick-offs each have a match: two teams drawn with `deps.random`, priced by
 * the model, a fresh server seed committed by its hash. One row per kick-off (unique), so any
 * number of instances or reruns schedule each slot once. Returns how many it created.
 */
export async function scheduleMatches(deps: AppDeps): Promise<number> {
  const now = deps.clock.now()
  let created = 0
  for (const kickoffAt of upcomingKickoffs(now)) {
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
  }
  return created
}
