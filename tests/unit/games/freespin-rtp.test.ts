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

  // A played round's return varies by about 4.4 bets (the feature and the 50-bet scatter), so ±1 %
  // is only 2.3 standard errors at 1,000,000 rounds; fewer rounds would let a mistake of about 2 %
  // through (the scatter pays read one step off), so this one keeps its size.
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

  // Sample size: a bought feature's return varies by about 0.51 of its price, so the mean of n
  // features is off the true RTP by 0.51 / √n typically. The bound is 4 such standard errors, taken
  // from the run itself (√Σ(win − RTP × price)² / Σprice): a correct rule fails it for about 1 seed
  // in 15,000, and 50,000 features keep it under 1 % (4 × 0.51 / √50,000 = 0.92 %). The shape of
  // every outcome is counted in the loop and checked once (an expect per round cost more than the
  // rounds).
  it('pays the stated buy RTP within 4 standard errors (under ±1 %) over 50,000 bought features', {
    timeout: 120_000,
  }, () => {
    const floats = fastFloats(11)
    const bet = 100 * LINES
    let staked = 0
    let won = 0
    let squares = 0
    let misshapen = 0
    for (let i = 0; i < 50_000; i++) {
      const outcome = freespinOutcome(floats, true)
      if (!(outcome.free.length === FREE_SPINS && outcome.base === null)) misshapen++
      const price = freespinStakeSatang(bet, true)
      const win = freespinWinSatang(bet, outcome)
      staked += price
      won += win
      squares += (win - FREESPIN_BUY_RTP * price) ** 2
    }
    expect(misshapen).toBe(0)
    const tolerance = (4 * Math.sqrt(squares)) / staked
    expect(tolerance).toBeLessThan(0.01)
    expect(Math.abs(won / staked - FREESPIN_BUY_RTP)).toBeLessThan(tolerance)
  })
})
