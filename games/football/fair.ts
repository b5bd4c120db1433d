import { fairFloats, seedMatches } from '../../src/contract/fair'
import { MATCH_FLOATS, playMatch, team } from '../rules/football'
import type { MatchView } from '../rules/football-wire'

/**
 * The commitment of each match as this page first saw it, before the seed was revealed: the
 * replay checks the revealed seed against it, not against the hash the same answer carries.
 */
const shownHashes = new Map<number, string>()

/** Called with every board: keeps the hash of each match whose seed is not revealed yet. */
export function rememberCommitments(matches: MatchView[]): void {
  for (const m of matches)
    if (!m.fair.server_seed && !shownHashes.has(m.match_id))
      shownHashes.set(m.match_id, m.fair.server_seed_hash)
}

/** The hash this page saw before the match's seed was revealed (null: it opened after that). */
export const shownHash = (match: MatchView): string | null => shownHashes.get(match.match_id) ?? null

/**
 * Replays a finished match in the browser: the revealed seed hashes to the commitment shown while
 * bets were open (as this page saw it, when it did), and the published rule run on its floats gives
 * the same goals and score.
 */
export async function verifyMatch(match: MatchView): Promise<boolean> {
  const seed = match.fair.server_seed
  const home = team(match.home.code)
  const away = team(match.away.code)
  if (!seed || !home || !away) return false
  const shown = shownHash(match)
  if (shown !== null && shown !== match.fair.server_seed_hash) return false
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
