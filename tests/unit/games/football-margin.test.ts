// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  exactOdds,
  goalDistribution,
  impliedMargin,
  MARGIN,
  MARKETS,
  MATCH_FLOATS,
  marketProbabilities,
  matchMinute,
  playMatch,
  publishedOdds,
  scoreAt,
  selectionWins,
  slipPayout,
  TEAMS,
} from '../../../games/rules/football'
import { fairFloats } from '../../../src/contract/fair'
import { fastFloats } from './fair-floats-sync'

const pairings = TEAMS.flatMap((home) =>
  TEAMS.filter((away) => away !== home).map((away) => ({ home, away })),
)

describe('virtual football rules', () => {
  it('prices every pairing with exactly the stated 6 % margin in 1X2 and over/under 2.5', () => {
    expect(MARGIN).toBe(0.06)
    for (const { home, away } of pairings) {
      const odds = exactOdds(home, away)
      expect(impliedMargin(odds, '1x2')).toBeCloseTo(MARGIN, 10)
      expect(impliedMargin(odds, 'ou')).toBeCloseTo(MARGIN, 10)
    }
  })

  it('offers 2-decimal odds whose implied margin is the stated one to within a quarter point (0.01 steps)', () => {
    let widest = 0
    for (const { home, away } of pairings) {
      const odds = publishedOdds(home, away)
      for (const market of ['1x2', 'ou'] as const) {
        const margin = impliedMargin(odds, market)
        widest = Math.max(widest, Math.abs(margin - MARGIN))
      }
      expect(MARKETS.every((m) => Number.isInteger(Math.round(odds[m] * 100)) && odds[m] >= 1.01)).toBe(true)
    }
    console.log(`published margins within ${(widest * 100).toFixed(3)} points of 6 %`)
    expect(widest).toBeLessThan(0.0025)
  })

  // Sample size: each selection wins a match with the model's probability p, so its share of n
  // matches is off p by √(p(1 − p) / n) typically (at most 0.5 / √n). The bound is 4 such standard
  // errors for each selection (a correct rule fails one of the five for about 1 seed in 3,000) and
  // 40,000 matches keep it under 1 point (4 × 0.5 / √40,000 = 1 %): the sides' goals swapped, or a
  // goal count read one off, move these shares by several points.
  it('plays matches whose results follow the priced model (40,000 simulated matches, 4 standard errors)', async () => {
    const [home, away] = [TEAMS[2], TEAMS[7]]
    const sample = { serverSeed: 'match', clientSeed: 'football', nonce: 0 }
    expect(fastFloats(sample, MATCH_FLOATS)).toEqual(await fairFloats(sample, MATCH_FLOATS))
    const wins = Object.fromEntries(MARKETS.map((m) => [m, 0])) as Record<(typeof MARKETS)[number], number>
    const n = 40_000
    for (let i = 0; i < n; i++) {
      const result = playMatch(home, away, fastFloats({ ...sample, nonce: i }, MATCH_FLOATS))
      for (const m of MARKETS) if (selectionWins(m, result)) wins[m]++
    }
    const p = marketProbabilities(home, away)
    for (const m of MARKETS) {
      const tolerance = 4 * Math.sqrt((p[m] * (1 - p[m])) / n)
      expect(tolerance).toBeLessThanOrEqual(0.01)
      expect(Math.abs(wins[m] / n - p[m])).toBeLessThan(tolerance)
    }
  }, 120_000)

  it('gives a live score from goal minutes and settles slips on the final score', async () => {
    const floats = await fairFloats({ serverSeed: 'seed', clientSeed: 'football', nonce: 42 }, MATCH_FLOATS)
    const result = playMatch(TEAMS[0], TEAMS[11], floats)
    expect(result.goals).toHaveLength(result.home + result.away)
    expect(
      result.goals.every(
        (g, i) => g.minute >= 1 && g.minute <= 90 && (i === 0 || result.goals[i - 1].minute <= g.minute),
      ),
    ).toBe(true)
    expect(scoreAt(result, 0)).toEqual({ home: 0, away: 0 })
    expect(scoreAt(result, 90)).toEqual({ home: result.home, away: result.away })
    const kickoff = Date.UTC(2026, 0, 1)
    expect([
      matchMinute(kickoff, kickoff - 5_000),
      matchMinute(kickoff, kickoff + 45_500),
      matchMinute(kickoff, kickoff + 200_000),
    ]).toEqual([0, 45, 90])
    // A quicker pace (FOOTBALL_MATCH_SECONDS=5): the same 90 minutes in 5 seconds.
    expect([matchMinute(kickoff, kickoff + 2_500, 5), matchMinute(kickoff, kickoff + 6_000, 5)]).toEqual([
      45, 90,
    ])
    expect(selectionWins('over', { home: 2, away: 1 })).toBe(true)
    expect(selectionWins('under', { home: 1, away: 1 })).toBe(true)
    expect(selectionWins('X', { home: 1, away: 1 })).toBe(true)
    expect(slipPayout(10_000, 2.37, true)).toBe(23_700)
    expect(slipPayout(10_000, 2.37, false)).toBe(0)
    expect(goalDistribution(1.4).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12)
  })
})
