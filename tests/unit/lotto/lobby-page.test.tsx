import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import LottoLobbyPage from '../../../src/app/routes/lotto-lobby'
import { lottoRoundPath } from '../../../src/config/paths'
import { renderApp } from '../render'
import { agentRoutes, stubApi } from '../stub-api'
import { lobby, NOW, result, round } from './fixtures'

const CATEGORIES = ['หวยรัฐบาลไทย', 'หวยออมสิน', 'หวย ธ.ก.ส.', 'หวยลาวพัฒนา', 'หวยฮานอย', 'หวยหุ้น', 'ยี่กี']

describe('/lotto/lobby', () => {
  it('lists every category; an open round counts down to its close and opens the slip, a closed one says ปิดรับ', async () => {
    const api = stubApi({
      ...agentRoutes(),
      lottoLobby: () => ({
        body: lobby(
          [
            round(),
            round({
              id: 12,
              title: 'หวยออมสิน งวด 1 ธ.ค. 69',
              category_id: 2,
              category_code: 'gsb',
              status: 'closed',
            }),
            // the server still says open, but its close time passed on the server's clock
            round({
              id: 13,
              title: 'หวยฮานอย 30 พ.ย.',
              category_id: 5,
              category_code: 'hanoi',
              close_at: new Date(NOW - 1000).toISOString(),
            }),
          ],
          [result()],
        ),
      }),
    })
    renderApp(<LottoLobbyPage />, { path: '/lotto/lobby' })
    const gov = await screen.findByRole('region', { name: 'หวยรัฐบาลไทย' })
    for (const name of CATEGORIES) expect(screen.getByRole('heading', { name, level: 2 })).toBeTruthy()

    const open = within(gov).getByRole('listitem', { name: 'หวยรัฐบาลไทย งวด 1 ธ.ค. 69' })
    expect(within(open).getByTestId('round-11-countdown').textContent).toMatch(/^01:(20:00|19:5\d)$/)
    expect(within(open).getByRole('link', { name: 'แทงเลย' }).getAttribute('href')).toBe(lottoRoundPath(11))
    expect(within(gov).getByText('456123')).toBeTruthy()

    const closed = screen.getByRole('listitem', { name: 'หวยออมสิน งวด 1 ธ.ค. 69' })
    expect(within(closed).getByText('ปิดรับ')).toBeTruthy()
    expect(within(closed).queryByRole('link', { name: 'แทงเลย' })).toBeNull()
    const late = screen.getByRole('listitem', { name: 'หวยฮานอย 30 พ.ย.' })
    expect(within(late).getByText('ปิดรับ')).toBeTruthy()
    expect(
      within(screen.getByRole('region', { name: 'หวยลาวพัฒนา' })).getByText('ยังไม่มีรอบที่เปิดรับ'),
    ).toBeTruthy()

    // every lotto call sends agent_id 3
    expect(api.of('lottoLobby')[0]?.query.get('agent_id')).toBe('3')
  })

  it('counts down live, every second', async () => {
    stubApi({ ...agentRoutes(), lottoLobby: () => ({ body: lobby([round()]) }) })
    renderApp(<LottoLobbyPage />, { path: '/lotto/lobby' })
    const countdown = await screen.findByTestId('round-11-countdown')
    const first = countdown.textContent
    await waitFor(() => expect(countdown.textContent).not.toBe(first), { timeout: 2500 })
  })

  it('reads success from status 0: another status is a failure with a retry, logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubApi({
      ...agentRoutes(),
      lottoLobby: () => ({ body: { ...lobby([round()]), status: 1, message: 'ระบบหวยปิดปรับปรุง' } }),
    })
    renderApp(<LottoLobbyPage />, { path: '/lotto/lobby' })
    expect(await screen.findByText('ระบบหวยปิดปรับปรุง')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy()
    expect(screen.queryByText('หวยรัฐบาลไทย งวด 1 ธ.ค. 69')).toBeNull()
    expect(log).toHaveBeenCalledWith('lotto/lobby failed:', expect.stringContaining('ระบบหวยปิดปรับปรุง'))
  })
})
