import { fairFloats, seedMatches } from '../../src/contract/fair'
import { MATCH_FLOATS, playMatch, team } from '../rules/football'
import type { MatchView } from '../rules/football-wire'

/**
 * Replays a finished match in the browser: the revealed seed hashes to the commitment shown while
 * bets were open, and the published rule run on its floats gives the same goals and score.
 */
export async function verifyMatch(match: MatchView): Promise<boolean> {
  const seed = match.fair.server_seed
  const home = team(match.home.code)
  const away = team(match.away.code)
  if (!seed || !home || !away) return false
  if (!(await seedMatches(seed, match.fair.server_seed_hash))) return false
  const floats = await fairFloats(
    { serverSeed: seed, clientSeed: match.fair.client_seed, nonce: 0 },
    MATCH_FLOATS,
  )
  const result = playMatch(home, away, floats)
  return (
    result.home === match.score.home &&
    result.away === match.score.away &&
    JSON.stringify(result.goals) === JSON.stringify(match.goals)
  )
}
