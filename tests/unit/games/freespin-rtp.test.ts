import { describe, expect, it } from 'vitest'
import {
  BUY_PRICE,
  FREE_MULTIPLIER,
  FREE_SPINS,
  FREESPIN_BASE,
  FREESPIN_BUY_RTP,
  FREESPIN_FREE,
  FREESPIN_RTP,
  freespinOutcome,
  freespinStakeSatang,
  freespinWinSatang,
  SCATTER,
  SCATTER_PAYS,
} from '../../../games/rules/freespin'
import { exactLineRtp, LINES, reelsShowingDistribution, scatterSpacingOk } from '../../../games/rules/reels'
import { fastFloats } from './fast-floats'

/** The feature's exact value in total bets: 10 spins, each the free strips' line RTP, ×2. */
const featureValue = () => FREE_SPINS * FREE_MULTIPLIER * exactLineRtp(FREESPIN_FREE)

describe('free-spin slot RTP', () => {
  it('states the RTP its strips give, computed exactly (lines + scatter + triggered feature)', () => {
    expect(scatterSpacingOk(FREESPIN_BASE.strips, SCATTER)).toBe(true)
    const reels = reelsShowingDistribution(FREESPIN_BASE.strips, SCATTER)
    const scatter = reels.reduce((sum, p, k) => sum + p * SCATTER_PAYS[k], 0)
    const trigger = reels[3] + reels[4] + reels[5]
    const exact = exactLineRtp(FREESPIN_BASE) + scatter + trigger * featureValue()
    expect(exact).toBeCloseTo(FREESPIN_RTP, 4)
    expect(featureValue() / BUY_PRICE).toBeCloseTo(FREESPIN_BUY_RTP, 4)
  })

  it('pays the stated RTP within ±1 % over 1,000,000 played rounds', { timeout: 120_000 }, () => {
    const floats = fastFloats(7)
    const bet = 100 * LINES
    let staked = 0
    let won = 0
    let features = 0
    for (let i = 0; i < 1_000_000; i++) {
      const outcome = freespinOutcome(floats, false)
      if (outcome.free.length) features++
      staked += freespinStakeSatang(bet, false)
      won += freespinWinSatang(bet, outcome)
    }
    expect(features).toBeGreaterThan(8000)
    expect(Math.abs(won / staked - FREESPIN_RTP)).toBeLessThan(0.01)
  })

  it('pays the stated buy RTP within ±1 % over 100,000 bought features', { timeout: 120_000 }, () => {
    const floats = fastFloats(11)
    const bet = 100 * LINES
    let staked = 0
    let won = 0
    for (let i = 0; i < 100_000; i++) {
      const outcome = freespinOutcome(floats, true)
      expect(outcome.free.length === FREE_SPINS && outcome.base === null).toBe(true)
      staked += freespinStakeSatang(bet, true)
      won += freespinWinSatang(bet, outcome)
    }
    expect(Math.abs(won / staked - FREESPIN_BUY_RTP)).toBeLessThan(0.01)
  })
})
