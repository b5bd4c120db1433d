import { fairFloats, seedMatches } from '../../src/contract/fair'
import { listSource } from '../rules/floats'
import type { RoundRule } from '../rules/rule'
import type { RoundView } from '../rules/wire'

/** Key order does not matter when comparing two outcomes (JSON from the server vs computed here). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys)
    if (!same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false
  return true
}

export interface Verdict {
  /** The revealed seed hashes to the commitment shown before the round. */
  seedOk: boolean
  /** That commitment is the one the page showed before it played. */
  commitmentOk: boolean
  /** The outcome and the win recomputed here equal the round's. */
  outcomeOk: boolean
  ok: boolean
}

/**
 * Recomputes a round in the browser: sha256 of the revealed seed against the commitment shown
 * before the round, then the fair floats and the game's published rule (the very code the server
 * ran) against the round's outcome and win.
 */
export async function verifyRound<Input, Outcome>(
  rule: RoundRule<Input, Outcome>,
  round: RoundView<Input, Outcome>,
  shownHash: string | null,
): Promise<Verdict> {
  const { server_seed, server_seed_hash, client_seed, nonce } = round.fair
  const seedOk = await seedMatches(server_seed, server_seed_hash)
  const commitmentOk = shownHash === null || shownHash === server_seed_hash
  const floats = await fairFloats(
    { serverSeed: server_seed, clientSeed: client_seed, nonce },
    rule.floats(round.input),
  )
  const outcome = rule.outcome(listSource(floats), round.input)
  const outcomeOk =
    same(outcome, round.outcome) && rule.winSatang(round.input, outcome) === Math.round(round.win * 100)
  return { seedOk, commitmentOk, outcomeOk, ok: seedOk && commitmentOk && outcomeOk }
}
