import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import LottoLobbyPage from '../../../src/app/routes/lotto-lobby'
import { lottoRoundPath } from '../../../src/config/paths'
import { renderApp } from '../render'
import { agentRoutes, stubApi } from '../stub-api'
import { lobby, NOW, result, round } from './fixtures'

const CATEGORIES = ['หวยรัฐบาลไทย', 'หวยออมสิน', 'หวย ธ.ก.ส.', 'หวยลาวพัฒนา', 'หวยฮานอย', 'หวยหุ้น']

describe('/lotto/lobby', () => {
  it("a grid of lotteries with flags; an open round counts down and opens the slip, a closed one says ปิดรับ; Yeekee on top; each category's latest result", async () => {
    const api = stubApi({
      ...agentRoutes(),
      lottoLobby: () => ({
        body: lobby(
          [
            round(),
            // a later round of the same market: the grid shows the one closing first
            round({ id: 19, close_at: new Date(NOW + 15 * 86_400_000).toISOString() }),
            round({
              id: 12,
              title: 'หวยออมสิน งวด 1 ธ.ค. 69',
              category_id: 2,
              category_code: 'gsb',
              market: 'gsb',
              status: 'closed',
            }),
            // the server still says open, but its close time passed on the server's clock
            round({
              id: 13,
              title: 'หวยฮานอย 30 พ.ย.',
              category_id: 5,
              category_code: 'hanoi',
              market: 'hanoi',
              close_at: new Date(NOW - 1000).toISOString(),
            }),
            round({
              id: 14,
              title: 'หุ้นนิเคอิ รอบเช้า 1 ธ.ค. 69',
              category_id: 6,
              category_code: 'stock',
              market: 'nikkei_am',
            }),
            round({
              id: 15,
              title: 'ยี่กี รอบที่ 5 (1 ธ.ค. 69)',
              category_id: 7,
              category_code: 'yeekee',
              market: 'yeekee',
              close_at: new Date(NOW + 5 * 60_000).toISOString(),
            }),
          ],
          [result()],
        ),
      }),
    })
    renderApp(<LottoLobbyPage />, { path: '/lotto/lobby' })
    const grid = await screen.findByRole('region', { name: 'หวยทั้งหมด' })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'หวยรัฐบาลไทย งวด 1 ธ.ค. 69',
      'หวยออมสิน งวด 1 ธ.ค. 69',
      'หวยฮานอย 30 พ.ย.',
      'หุ้นนิเคอิ รอบเช้า 1 ธ.ค. 69',
    ])
    // each card's flag: fixed size, lazy, the market's own (Japan for Nikkei)
    const flags = cards.map((c) => c.querySelector('img'))
    expect(flags.map((f) => f?.getAttribute('src'))).toEqual([
      '/images/lotto/gov.svg',
      '/images/lotto/gsb.svg',
      '/images/lotto/hanoi.svg',
      '/images/lotto/nikkei.svg',
    ])
    for (const f of flags) {
      expect(f?.getAttribute('width')).toBe('60')
      expect(f?.getAttribute('height')).toBe('40')
      expect(f?.getAttribute('loading')).toBe('lazy')
    }

    const open = within(grid).getByRole('listitem', { name: 'หวยรัฐบาลไทย งวด 1 ธ.ค. 69' })
    expect(within(open).getByTestId('round-11-countdown').textContent).toMatch(/^01:(20:00|19:5\d)$/)
    expect(within(open).getByRole('link', { name: 'แทงเลย' }).getAttribute('href')).toBe(lottoRoundPath(11))

    const closed = within(grid).getByRole('listitem', { name: 'หวยออมสิน งวด 1 ธ.ค. 69' })
    expect(within(closed).getByText('ปิดรับ')).toBeTruthy()
    expect(within(closed).queryByRole('link', { name: 'แทงเลย' })).toBeNull()
    const late = within(grid).getByRole('listitem', { name: 'หวยฮานอย 30 พ.ย.' })
    expect(within(late).getByText('ปิดรับ')).toBeTruthy()

    // Yeekee's open round at the top, with its slip, its board and every round
    const yeekee = screen.getByRole('region', { name: 'ยี่กี' })
    const now = within(yeekee).getByRole('listitem', { name: 'ยี่กี รอบที่ 5 (1 ธ.ค. 69)' })
    expect(within(now).getByTestId('round-15-countdown').textContent).toMatch(/^00:0[45]:\d\d$/)
    expect(within(now).getByRole('link', { name: 'แทงเลย' })).toBeTruthy()
    expect(within(now).getByRole('link', { name: 'ยิงเลข' })).toBeTruthy()
    expect(within(yeekee).getByRole('link', { name: 'ยี่กีทุกรอบ' })).toBeTruthy()
    expect(
      screen.getByRole('region', { name: 'ยี่กี' }).compareDocumentPosition(grid) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()

    // every category's latest result and its rounds page
    for (const name of CATEGORIES) {
      const section = screen.getByRole('region', { name })
      expect(within(section).getByRole('heading', { name, level: 3 })).toBeTruthy()
      expect(within(section).getByRole('link', { name: 'ดูทุกงวด' })).toBeTruthy()
    }
    expect(within(screen.getByRole('region', { name: 'หวยรัฐบาลไทย' })).getByText('456123')).toBeTruthy()

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
