import { describe, expect, it } from 'vitest'
import { formatCountdown, msUntil, takesBills } from '../../../src/features/lotto/countdown'

describe('round countdown', () => {
  it('shows hours, minutes and seconds, with days in front past a day', () => {
    expect(formatCountdown(0)).toBe('00:00:00')
    expect(formatCountdown(61_500)).toBe('00:01:01')
    expect(formatCountdown(3 * 3600_000 + 4 * 60_000 + 5000)).toBe('03:04:05')
    expect(formatCountdown(2 * 86_400_000 + 3 * 3600_000)).toBe('2 วัน 03:00:00')
    expect(formatCountdown(-5000)).toBe('00:00:00')
  })

  it('takes bills only while open and before the close time', () => {
    const now = Date.parse('2026-12-01T08:00:00Z')
    const round = { status: 'open', close_at: '2026-12-01T08:20:00Z' }
    expect(msUntil(round.close_at, now)).toBe(20 * 60_000)
    expect(takesBills(round, now)).toBe(true)
    expect(takesBills(round, now + 20 * 60_000)).toBe(false)
    expect(takesBills({ ...round, status: 'closed' }, now)).toBe(false)
  })
})
