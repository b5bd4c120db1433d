import { describe, expect, it } from 'vitest'
import { rememberCommitments, shownHash, verifyMatch } from '../../../games/football/fair'
import { MATCH_FLOATS, playMatch, TEAMS } from '../../../games/rules/football'
import type { MatchView } from '../../../games/rules/football-wire'
import { fairFloats, hashServerSeed } from '../../../src/contract/fair'

/** A match as the board shows it: upcoming (hash only) or finished (seed revealed, real result). */
async function match(id: number, seed: string, revealed: boolean): Promise<MatchView> {
  const [home, away] = [TEAMS[0], TEAMS[1]]
  const fair = { server_seed_hash: await hashServerSeed(seed), client_seed: `match-${id}`, nonce: 0 as const }
  const result = playMatch(
    home,
    away,
    await fairFloats({ serverSeed: seed, clientSeed: fair.client_seed, nonce: 0 }, MATCH_FLOATS),
  )
  return {
    match_id: id,
    kickoff_at: '2026-11-24T10:00:00.000Z',
    ends_at: '2026-11-24T10:01:30.000Z',
    home: { code: home.code, name: home.name },
    away: { code: away.code, name: away.name },
    odds: {},
    phase: revealed ? 'finished' : 'upcoming',
    minute: revealed ? 90 : 0,
    score: revealed ? { home: result.home, away: result.away } : { home: 0, away: 0 },
    goals: revealed ? result.goals : [],
    fair: { ...fair, server_seed: revealed ? seed : null },
  }
}

describe('virtual football fairness replay', () => {
  it('passes when the revealed seed matches the hash this page saw before kick-off', async () => {
    rememberCommitments([await match(1, 'seed-one', false)])
    const finished = await match(1, 'seed-one', true)
    expect(shownHash(finished)).toBe(finished.fair.server_seed_hash)
    expect(await verifyMatch(finished)).toBe(true)
  })

  it('fails when the server later answers with another seed and its own new hash', async () => {
    rememberCommitments([await match(2, 'seed-promised', false)])
    // Consistent with itself (seed, hash and result all agree), but not what was promised.
    expect(await verifyMatch(await match(2, 'seed-swapped', true))).toBe(false)
  })

  it('checks against the answer itself when the page opened after the seed was revealed', async () => {
    const finished = await match(3, 'seed-three', true)
    rememberCommitments([finished])
    expect(shownHash(finished)).toBeNull()
    expect(await verifyMatch(finished)).toBe(true)
  })
})
