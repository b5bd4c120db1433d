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

  it('pays the stated RTP within ±1 % over 1,000,000 spins of the server outcome function', {
    timeout: 120_000,
  }, () => {
    const floats = fastFloats(20261124)
    const bet = 100 * LINES
    let staked = 0
    let won = 0
    for (let i = 0; i < 1_000_000; i++) {
      staked += bet
      won += slotWinSatang(bet, slotOutcome(floats))
    }
    expect(Math.abs(won / staked - SLOT_RTP)).toBeLessThan(0.01)
  })
})
