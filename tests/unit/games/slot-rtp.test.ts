import { describe, expect, it } from 'vitest'
import { exactLineRtp, LINES } from '../../../games/rules/reels'
import { SLOT, SLOT_RTP, slotOutcome, slotWinSatang } from '../../../games/rules/slot'
import { fastFloats } from './fast-floats'

describe('slot RTP', () => {
  it('states the RTP its reel strips give, computed exactly', () => {
    expect(exactLineRtp(SLOT)).toBeCloseTo(SLOT_RTP, 4)
    expect(SLOT_RTP).toBeGreaterThan(0.95)
    expect(SLOT_RTP).toBeLessThan(0.97)
  })

  // The figure is exact above; this checks that the server's outcome function pays it. Sample size:
  // a spin's return has a standard deviation of about 1.8 bets, so the mean of n spins is off the
  // true RTP by 1.8 / √n bets typically. The bound is 4 such standard errors, taken from the run
  // itself (√Σ(win − RTP × bet)² / Σbet): a correct rule fails it for about 1 seed in 15,000, and
  // 600,000 spins keep it under 1 % (4 × 1.8 / √600,000 = 0.93 %).
  it('pays the stated RTP within 4 standard errors (under ±1 %) over 600,000 spins of the server outcome function', {
    timeout: 120_000,
  }, () => {
    const floats = fastFloats(20261124)
    const bet = 100 * LINES
    let staked = 0
    let won = 0
    let squares = 0
    for (let i = 0; i < 600_000; i++) {
      const win = slotWinSatang(bet, slotOutcome(floats))
      staked += bet
      won += win
      squares += (win - SLOT_RTP * bet) ** 2
    }
    const tolerance = (4 * Math.sqrt(squares)) / staked
    expect(tolerance).toBeLessThan(0.01)
    expect(Math.abs(won / staked - SLOT_RTP)).toBeLessThan(tolerance)
  })
})
