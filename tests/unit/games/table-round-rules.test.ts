import { describe, expect, it } from 'vitest'
import { baccaratRule } from '../../../games/rules/baccarat'
import { fishRule } from '../../../games/rules/fish'
import { listSource } from '../../../games/rules/floats'
import { hiloRule } from '../../../games/rules/hilo'
import { BAD_SHOTS, BAD_STAKE, NO_BETS } from '../../../games/rules/tables'

describe('table games as round rules', () => {
  it('refuses empty, unknown and out-of-limit bets with a Thai message', () => {
    expect(baccaratRule.check({ bets: {} })).toBe(NO_BETS)
    expect(baccaratRule.check({ bets: { player: 5 } })).toBe(BAD_STAKE)
    expect(baccaratRule.check({ bets: { player: 10.5 } })).toBe(BAD_STAKE)
    expect(baccaratRule.check({ bets: { player: 100, tie: 10 } })).toBeNull()
    expect(hiloRule.check({ bets: { 'total:3': 10 } })).toBe(BAD_STAKE)
    expect(hiloRule.check({ bets: { high: 10, 'single:6': 50 } })).toBeNull()
    expect(fishRule.check({ shots: [] })).toBe(BAD_SHOTS)
    expect(fishRule.check({ shots: Array(101).fill({ fish: 'clown', bet: 1 }) })).toBe(BAD_SHOTS)
    expect(fishRule.check({ shots: [{ fish: 'clown', bet: 3 }] })).toBe(BAD_STAKE)
    expect(fishRule.check({ shots: [{ fish: 'kraken', bet: 1 }] })).toBe(BAD_STAKE)
  })

  it('costs the sum of the stakes and pays from the floats it declares', () => {
    // Floats 0 deal the shoe in order: P A+3 = 4 draws the 5 (9), B 2+4 = 6 stands on a Player 5.
    const input = { bets: { player: 100, banker: 200 } }
    const coup = baccaratRule.outcome(listSource(Array(baccaratRule.floats(input)).fill(0)), input)
    expect(baccaratRule.stakeSatang(input)).toBe(30_000)
    expect([coup.playerTotal, coup.bankerTotal]).toEqual([9, 6])
    expect(baccaratRule.winSatang(input, coup)).toBe(20_000)

    const hilo = { bets: { low: 100, 'single:1': 10 } }
    const dice = hiloRule.outcome(listSource([0, 0, 0.5]), hilo)
    expect(dice).toEqual({ dice: [1, 1, 4], total: 6 })
    expect(hiloRule.stakeSatang(hilo)).toBe(11_000)
    expect(hiloRule.winSatang(hilo, dice)).toBe(20_000 + 3_000)

    const batch = {
      shots: [
        { fish: 'clown', bet: 5 },
        { fish: 'whale', bet: 1 },
      ],
    }
    expect(fishRule.floats(batch)).toBe(2)
    const results = fishRule.outcome(listSource([0.9, 0.001]), batch)
    expect(results.map((r) => r.caught)).toEqual([false, true])
    expect([fishRule.stakeSatang(batch), fishRule.winSatang(batch, results)]).toEqual([600, 5_000])
  })
})
