import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { formatCountdown, msUntil, takesBills, useClock, useNow } from '../../../src/features/lotto/countdown'

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

  it('re-renders a clock reader only when what it reads changes (a card at its close, not every second)', () => {
    vi.useFakeTimers()
    try {
      const closeAt = new Date(Date.now() + 2500).toISOString()
      let cardRenders = 0
      let tickerRenders = 0
      const card = renderHook(() => {
        cardRenders++
        return useClock((now) => takesBills({ status: 'open', close_at: closeAt }, now))
      })
      renderHook(() => {
        tickerRenders++
        return useNow()
      })
      expect(card.result.current).toBe(true)
      for (let second = 0; second < 5; second++) act(() => vi.advanceTimersByTime(1000))
      expect(card.result.current).toBe(false)
      expect(cardRenders).toBe(2)
      expect(tickerRenders).toBeGreaterThanOrEqual(6)
    } finally {
      vi.useRealTimers()
    }
  })
})
