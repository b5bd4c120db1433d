import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ResponsibleStatus } from '../../../src/contract/responsible'
import { loginAtom } from '../../../src/features/auth/atoms'
import { RealityCheck } from '../../../src/features/responsible/components/reality-check'
import { formatBaht } from '../../../src/lib/format'
import { renderApp } from '../render'
import { agentRoutes, MEMBER_INFO, ok, stubApi, walletRoutes } from '../stub-api'

const MINUTE = 60_000
/** The login session began at 12:00 Bangkok; the member opens the game ten minutes later. */
const STARTED = Date.parse('2026-01-15T05:00:00.000Z')

const status = (minutes: 0 | 15 | 30 | 60, stakes: number, wins: number): ResponsibleStatus => ({
  limits: [],
  block: null,
  reality_check_minutes: minutes,
  session: { started_at: new Date(STARTED).toISOString(), stakes, wins },
  offer: false,
})

/**
 * A logged-in member on a betting screen with the reality check. `answers` are the successive
 * status replies (the dialog reloads the status when it opens, for this session's stakes and wins).
 */
async function playing(answers: ResponsibleStatus[], props: { active?: boolean } = {}) {
  let call = 0
  stubApi({
    ...agentRoutes({ notifications: [], events: [] }),
    ...walletRoutes(),
    login: () => ({ body: { error: 0, access_token: 'token-abc', data: MEMBER_INFO } }),
    responsibleStatus: () => ok(answers[Math.min(call++, answers.length - 1)])(),
  })
  const store = createStore()
  await store.set(loginAtom, { username: '0800000001', password: 'secret-pass-1' })
  const onLeave = vi.fn()
  const page = renderApp(<RealityCheck onLeave={onLeave} {...props} />, { store, path: '/play' })
  // The status is in: the timer runs from here.
  await waitFor(() => expect(call).toBeGreaterThan(0))
  return { onLeave, page }
}

const dialog = () => screen.queryByRole('alertdialog', { name: 'เตือนเวลาเล่น' })
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

describe('reality check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(STARTED + 10 * MINUTE)
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('every 15 minutes of the session shows the time played and the net result; เล่นต่อ closes it until the next', async () => {
    await playing([status(15, 0, 0), status(15, 300, 120), status(15, 500, 650)])
    await advance(5 * MINUTE - 2000)
    expect(dialog()).toBeNull()
    await advance(2000)
    const shown = await screen.findByRole('alertdialog', { name: 'เตือนเวลาเล่น' })
    expect(within(shown).getByText('คุณเล่นมาแล้ว 15 นาที')).toBeTruthy()
    expect(within(shown).getByText('ผลได้เสียของรอบนี้')).toBeTruthy()
    await waitFor(() => expect(within(shown).getByTestId('reality-net').textContent).toBe(formatBaht(-180)))
    const history = within(shown).getByRole('link', { name: 'ประวัติการเล่นย้อนหลัง 3 เดือน' })
    expect(history.getAttribute('href')).toBe('/member/responsible/history')

    await userEvent.click(within(shown).getByRole('button', { name: 'เล่นต่อ' }))
    await waitFor(() => expect(dialog()).toBeNull())
    await advance(15 * MINUTE - 5000)
    expect(dialog()).toBeNull()
    await advance(5000)
    const again = await screen.findByRole('alertdialog', { name: 'เตือนเวลาเล่น' })
    expect(within(again).getByText('คุณเล่นมาแล้ว 30 นาที')).toBeTruthy()
    await waitFor(() => expect(within(again).getByTestId('reality-net').textContent).toBe(formatBaht(150)))
  })

  it('ออกจากเกม closes the dialog and leaves the game', async () => {
    const { onLeave } = await playing([status(30, 100, 0)])
    await advance(20 * MINUTE)
    const shown = await screen.findByRole('alertdialog', { name: 'เตือนเวลาเล่น' })
    expect(within(shown).getByText('คุณเล่นมาแล้ว 30 นาที')).toBeTruthy()
    await userEvent.click(within(shown).getByRole('button', { name: 'ออกจากเกม' }))
    expect(onLeave).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(dialog()).toBeNull())
  })

  it('shows nothing when the member turned it off', async () => {
    await playing([status(0, 0, 0)])
    await advance(61 * MINUTE)
    expect(dialog()).toBeNull()
  })

  it('waits while the game is not being played (the sheet still loading)', async () => {
    await playing([status(15, 0, 0)], { active: false })
    await advance(61 * MINUTE)
    expect(dialog()).toBeNull()
  })
})
