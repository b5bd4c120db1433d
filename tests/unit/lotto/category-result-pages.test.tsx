import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import LottoBillsPage from '../../../src/app/routes/lotto-bills'
import LottoCategoryPage from '../../../src/app/routes/lotto-category'
import LottoLobbyPage from '../../../src/app/routes/lotto-lobby'
import LottoResultPage from '../../../src/app/routes/lotto-result'
import LottoResultsPage from '../../../src/app/routes/lotto-results'
import { lottoCategoryPath, lottoResultPath, lottoRoundPath, PATTERNS } from '../../../src/config/paths'
import type { LottoResult } from '../../../src/contract/lotto'
import { renderMemberPage } from '../payment/render-page'
import { renderApp, renderRoute } from '../render'
import { agentRoutes, memberRoutes, ok, refuse, stubApi } from '../stub-api'
import { bill, lobby, NOW, result, round } from './fixtures'

const iso = (ms: number) => new Date(ms).toISOString()
/** The pages as the route table serves them (both public): under their pattern, for their params. */
const renderCategory = (path: string) =>
  renderApp(
    <Route path={PATTERNS.lottoCategory}>
      <LottoCategoryPage />
    </Route>,
    { path },
  )
const renderResult = (path: string) =>
  renderApp(
    <Route path={PATTERNS.lottoResult}>
      <LottoResultPage />
    </Route>,
    { path },
  )
const results = (items: LottoResult[]) => ok({ items, total: items.length, page: 1, page_size: 30 })

describe('/lotto/category/{code}: the rounds of one category (lotto/rounds)', () => {
  it('lists the category’s rounds: open ones to their slip, closed ones say so, resulted ones to their result', async () => {
    const api = stubApi({
      ...agentRoutes(),
      lottoRounds: ok([
        round(),
        round({
          id: 10,
          title: 'หวยรัฐบาลไทย งวด 16 พ.ย. 69',
          draw_date: '2026-11-16',
          close_at: iso(NOW - 15 * 86_400_000),
          status: 'resulted',
        }),
        round({ id: 9, title: 'หวยรัฐบาลไทย งวด 1 พ.ย. 69', close_at: iso(NOW - 1000), status: 'closed' }),
      ]),
    })
    renderCategory(lottoCategoryPath('gov'))
    expect(await screen.findByRole('heading', { name: 'หวยรัฐบาลไทย', level: 1 })).toBeTruthy()
    const open = await screen.findByRole('listitem', { name: 'หวยรัฐบาลไทย งวด 1 ธ.ค. 69' })
    expect(within(open).getByRole('link', { name: 'แทงเลย' }).getAttribute('href')).toBe(lottoRoundPath(11))
    const resulted = screen.getByRole('listitem', { name: 'หวยรัฐบาลไทย งวด 16 พ.ย. 69' })
    expect(within(resulted).getByText('ออกผลแล้ว')).toBeTruthy()
    expect(within(resulted).getByRole('link', { name: 'ดูผลรางวัล' }).getAttribute('href')).toBe(
      lottoResultPath(10),
    )
    const closed = screen.getByRole('listitem', { name: 'หวยรัฐบาลไทย งวด 1 พ.ย. 69' })
    expect(within(closed).getByText('ปิดรับ')).toBeTruthy()
    expect(within(closed).queryByRole('link')).toBeNull()
    const [call] = api.of('lottoRounds')
    expect(call.query.get('category_id')).toBe('1')
    expect(call.query.get('agent_id')).toBe('3')
  })

  it('a category without rounds says so; a failed call shows its message with a retry (logged)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail = true
    stubApi({
      ...agentRoutes(),
      lottoRounds: () => (fail ? refuse('ระบบหวยปิดปรับปรุง')() : ok([])()),
    })
    renderCategory(lottoCategoryPath('lao'))
    expect(await screen.findByText('ระบบหวยปิดปรับปรุง')).toBeTruthy()
    expect(log).toHaveBeenCalledWith('lotto/rounds failed:', expect.stringContaining('ระบบหวยปิดปรับปรุง'))
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }))
    expect(await screen.findByText('ยังไม่มีรอบที่เปิดรับ')).toBeTruthy()
  })

  it('an unknown category is a 404 page', async () => {
    stubApi(agentRoutes())
    renderCategory('/lotto/category/nope')
    expect(await screen.findByText('This page could not be found')).toBeTruthy()
  })

  it('the lobby links each category (but ยี่กี, which has its own rounds page) to its rounds', async () => {
    stubApi({ ...agentRoutes(), lottoLobby: () => ({ body: lobby([round()]) }) })
    renderRoute(<LottoLobbyPage />, { path: '/lotto/lobby' })
    const gov = await screen.findByRole('region', { name: 'หวยรัฐบาลไทย' })
    expect(within(gov).getByRole('link', { name: 'ดูทุกงวด' }).getAttribute('href')).toBe(
      lottoCategoryPath('gov'),
    )
    const yeekee = screen.getByRole('region', { name: 'ยี่กี' })
    expect(within(yeekee).queryByRole('link', { name: 'ดูทุกงวด' })).toBeNull()
  })
})

describe('/lotto/result/{round_id}: one round’s result (lotto/result)', () => {
  it('shows the round’s numbers and every field of its official result', async () => {
    const api = stubApi({ ...agentRoutes(), lottoResult: ok(result()) })
    renderResult(lottoResultPath(10))
    expect(await screen.findByRole('heading', { name: 'หวยรัฐบาลไทย งวด 16 พ.ย. 69', level: 1 })).toBeTruthy()
    const official = screen.getByRole('table', { name: 'รายละเอียดผลรางวัล' })
    const rows = within(official)
      .getAllByRole('row')
      .map((r) => r.textContent)
    expect(rows).toEqual(['รางวัลที่ 1456123', 'เลขหน้า 3 ตัว111 222', 'เลขท้าย 3 ตัว333 444', '2 ตัวล่าง45'])
    expect(screen.getAllByText('123').length).toBeGreaterThan(0)
    const [call] = api.of('lottoResult')
    expect(call.query.get('round_id')).toBe('10')
    expect(call.query.get('agent_id')).toBe('3')
  })

  it('before the draw says the server’s words, with the way back to the results (logged)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubApi({ ...agentRoutes(), lottoResult: refuse('รอบนี้ยังไม่ออกผล', 2) })
    renderResult(lottoResultPath(11))
    expect(await screen.findByText('รอบนี้ยังไม่ออกผล')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'ผลรางวัลทั้งหมด' })).toBeTruthy()
  })

  it('the results list links each result to its own page', async () => {
    stubApi({ ...agentRoutes(), lottoResults: results([result()]) })
    renderRoute(<LottoResultsPage />, { path: '/lotto/results' })
    const item = await screen.findByRole('listitem', { name: 'หวยรัฐบาลไทย งวด 16 พ.ย. 69' })
    expect(within(item).getByRole('link', { name: 'ดูผลรางวัล' }).getAttribute('href')).toBe(
      lottoResultPath(10),
    )
  })

  it('a bill of a resulted round links to that round’s result; a waiting one does not', async () => {
    stubApi({
      ...memberRoutes(),
      lottoBillList: ok({
        items: [
          bill({
            id: 502,
            status: 'won',
            payout: 9000,
            can_cancel: false,
            round: round({ id: 10, status: 'resulted' }),
          }),
          bill({ id: 503 }),
        ],
        total: 2,
        page: 1,
        page_size: 50,
      }),
    })
    await renderMemberPage(<LottoBillsPage />, { path: '/lotto/bills' })
    const won = await screen.findByTestId('bill-502')
    expect(within(won).getByRole('link', { name: 'ดูผลรางวัล' }).getAttribute('href')).toBe(lottoResultPath(10))
    expect(within(screen.getByTestId('bill-503')).queryByRole('link', { name: 'ดูผลรางวัล' })).toBeNull()
  })

  it('the route table serves it before the round pattern', () => {
    expect(PATTERNS.lottoResult).toBe('/lotto/result/:round_id')
    expect(PATTERNS.lottoCategory).toBe('/lotto/category/:code')
  })
})
