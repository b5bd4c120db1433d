import { describe, expect, it } from 'vitest'
import type { LottoRound } from '../../../src/contract/lotto'
import { closingSoon } from '../../../src/features/lotto/components/home-lotto'

const NOW = Date.parse('2026-11-25T08:00:00Z')
let id = 0
const round = (code: LottoRound['category_code'], closeInMin: number, status = 'open'): LottoRound =>
  ({
    id: ++id,
    category_code: code,
    title: `${code} ${closeInMin}`,
    close_at: new Date(NOW + closeInMin * 60_000).toISOString(),
    status,
  }) as LottoRound

describe('the home’s rounds closing soon', () => {
  it('takes the next open round of each category, soonest first, at most five', () => {
    const rounds = [
      round('yeekee', 15),
      round('yeekee', 5),
      round('lao', 120),
      round('hanoi', 60),
      round('gov', 60 * 24 * 5),
      round('gsb', 60 * 24),
      round('baac', 60 * 48),
      round('stock', 30),
    ]
    expect(closingSoon(rounds, NOW).map((r) => r.title)).toEqual([
      'yeekee 5',
      'stock 30',
      'hanoi 60',
      'lao 120',
      'gsb 1440',
    ])
  })

  it('leaves out a round that no longer takes bills (closed by the server or past its close)', () => {
    const rounds = [round('yeekee', -1), round('lao', 10, 'closed'), round('hanoi', 20)]
    expect(closingSoon(rounds, NOW).map((r) => r.title)).toEqual(['hanoi 20'])
  })
})
