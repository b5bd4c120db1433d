import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { Route } from 'wouter'
import LottoYeekeePage from '../../../src/app/routes/lotto-yeekee'
import LottoYeekeeRoundPage from '../../../src/app/routes/lotto-yeekee-round'
import { lottoRoundPath, PATTERNS, yeekeeRoundPath } from '../../../src/config/paths'
import { hashServerSeed } from '../../../src/contract/fair'
import type { YeekeeBoard, YeekeeShootBody } from '../../../src/contract/yeekee'
import { stubLive } from '../live/live-stub'
import { renderMemberPage } from '../payment/render-page'
import { renderApp } from '../render'
import { agentRoutes, memberRoutes, refuse, type StubRoutes, stubApi } from '../stub-api'
import { NOW } from './fixtures'
import {
  boardOf,
  bonusBoard,
  exampleShots,
  resultedBoard,
  SEED,
  SEED_HASH,
  shot,
  yeekeeRound,
} from './yeekee-fixtures'

const page = (
  <Route path={PATTERNS.yeekeeRound}>
    <LottoYeekeeRoundPage />
  </Route>
)

async function openBoard(board: YeekeeBoard, routes: StubRoutes = {}) {
  const api = stubApi({
    ...memberRoutes(),
    yeekeeLists: () => ({ body: { error: 0, data: board } }),
    ...routes,
  })
  const live = stubLive()
  const view = await renderMemberPage(page, { path: yeekeeRoundPath(71) })
  await screen.findByRole('heading', { name: board.round.title, level: 1 })
  return { api, live, view }
}

const shotsList = (name = 'เลขที่ยิงล่าสุด') => within(screen.getByRole('list', { name })).getAllByRole('listitem')
const box = () => screen.getByRole('region', { name: 'ยิงเลข' })

describe('/lotto/yeekee/{round_id}: the board', () => {
  it('counts down to both closes on the server clock, shows count, sum and the latest shots, own shots marked', async () => {
    const { api } = await openBoard(boardOf([shot(2, '54321'), shot(1, '12345', { mine: true })], {}))
    expect(api.of('yeekeeLists')[0]?.query.get('round_id')).toBe('71')
    expect(api.of('yeekeeLists')[0]?.query.get('agent_id')).toBe('3')
    expect(screen.getByTestId('bet-closes-in').textContent).toMatch(/^00:0(5:00|4:5\d)$/)
    expect(screen.getByTestId('shoot-closes-in').textContent).toMatch(/^00:0(7:00|6:5\d)$/)
    expect(screen.getByTestId('yeekee-count').textContent).toBe('2 ครั้ง')
    expect(screen.getByTestId('yeekee-sum').textContent).toBe('66,666')
    // Before shooting: the shooters against the minimum, what happens below it, the commitment.
    expect(screen.getByTestId('yeekee-shooters').textContent).toBe('ยิงแล้ว 2/20 คน')
    expect(
      screen.getByText('รอบนี้ต้องมีผู้ยิงเลขอย่างน้อย 20 คน (นับคน ไม่นับครั้ง) ถ้าไม่ถึง รอบจะเป็นโมฆะและคืนเงินทุกโพย'),
    ).toBeTruthy()
    expect(screen.getByTestId('yeekee-commitment').textContent).toBe(SEED_HASH)
    const [newest, mine] = shotsList()
    expect(newest?.getAttribute('aria-label')).toBe('ลำดับที่ 1')
    expect(newest?.textContent).toContain('54321')
    expect(newest?.textContent).toContain('08****1002')
    expect(mine?.getAttribute('data-mine')).toBe('true')
    expect(mine?.textContent).toContain('ของฉัน')
    expect(screen.getByRole('link', { name: 'แทงเลย' }).getAttribute('href')).toBe(lottoRoundPath(71))
  })

  it('merges shots from the live stream by id within the page, ignoring duplicates and other rounds', async () => {
    const { live } = await openBoard(boardOf([shot(1, '12345')]))
    await waitFor(() => expect(live.connections).toHaveLength(1))
    live.send('ready')
    live.send('yeekee', {
      round_id: 71,
      shots: [shot(3, '00003'), shot(2, '00002')],
      shot_count: 3,
      shot_sum: '12350',
      shooter_count: 3,
    })
    live.send('yeekee', {
      round_id: 71,
      shots: [shot(2, '00002')],
      shot_count: 3,
      shot_sum: '12350',
      shooter_count: 3,
    })
    live.send('yeekee', {
      round_id: 99,
      shots: [shot(9, '99999', { round_id: 99 })],
      shot_count: 1,
      shot_sum: '99999',
      shooter_count: 1,
    })
    await waitFor(() => expect(shotsList()).toHaveLength(3))
    expect(shotsList().map((li) => li.getAttribute('data-testid'))).toEqual(['shot-3', 'shot-2', 'shot-1'])
    expect(screen.getByTestId('yeekee-count').textContent).toBe('3 ครั้ง')
    expect(screen.getByTestId('yeekee-sum').textContent).toBe('12,350')
    expect(screen.getByTestId('yeekee-shooters').textContent).toBe('ยิงแล้ว 3/20 คน')
  })

  it('shoots: the shot is on the board at once as the member’s own; ยิงซ้ำ repeats it; the server’s refusal is shown', async () => {
    let refusal: string | null = null
    const { api } = await openBoard(boardOf([]), {
      yeekeeShoot: ({ body }) =>
        refusal
          ? refuse(refusal)()
          : {
              body: {
                error: 0,
                data: shot(10 + api.of('yeekeeShoot').length, (body as YeekeeShootBody).number, {
                  mine: true,
                }),
              },
            },
    })
    await userEvent.type(within(box()).getByLabelText('เลข 5 หลัก'), '01234')
    await userEvent.click(within(box()).getByRole('button', { name: 'ยิงเลข' }))
    expect(await within(box()).findByRole('status')).toHaveProperty('textContent', 'ยิงเลข 01234 แล้ว')
    expect(api.of('yeekeeShoot')[0]?.body).toEqual({ agent_id: 3, round_id: 71, number: '01234' })
    expect(shotsList()[0]?.getAttribute('data-mine')).toBe('true')
    expect(screen.getByTestId('yeekee-count').textContent).toBe('1 ครั้ง')
    expect(screen.getByTestId('yeekee-sum').textContent).toBe('1,234')

    await userEvent.click(within(box()).getByRole('button', { name: /^ยิงซ้ำ/ }))
    await waitFor(() => expect(api.of('yeekeeShoot')).toHaveLength(2))
    expect(api.of('yeekeeShoot')[1]?.body).toMatchObject({ number: '01234' })
    await waitFor(() => expect(shotsList()).toHaveLength(2))

    refusal = 'ยิงเลขถี่เกินไป กรุณารอสักครู่'
    await userEvent.click(within(box()).getByRole('button', { name: /^ยิงซ้ำ/ }))
    expect((await within(box()).findByRole('alert')).textContent).toBe('ยิงเลขถี่เกินไป กรุณารอสักครู่')
    expect(shotsList()).toHaveLength(2)
  })

  it('refuses a wrong entry before any call; สุ่มเลข fills 5 digits', async () => {
    const { api } = await openBoard(boardOf([]))
    const entry = within(box()).getByLabelText('เลข 5 หลัก')
    await userEvent.type(entry, '12a3')
    expect((entry as HTMLInputElement).value).toBe('123')
    await userEvent.click(within(box()).getByRole('button', { name: 'ยิงเลข' }))
    expect(within(box()).getByRole('alert').textContent).toBe('กรุณากรอกตัวเลข 5 หลัก (00000-99999)')
    expect(api.of('yeekeeShoot')).toHaveLength(0)
    await userEvent.click(within(box()).getByRole('button', { name: 'สุ่มเลข' }))
    expect((entry as HTMLInputElement).value).toMatch(/^\d{5}$/)
    expect(within(box()).getByRole('button', { name: /^ยิงซ้ำ/ })).toHaveProperty('disabled', true)
  })

  it('after betting closes: no แทงเลย, shooting still open', async () => {
    await openBoard(
      boardOf([], {
        status: 'closed',
        close_at: new Date(NOW - 30_000).toISOString(),
        shoot_close_at: new Date(NOW + 90_000).toISOString(),
      }),
    )
    expect(screen.getByText('ปิดรับแทงแล้ว')).toBeTruthy()
    expect(screen.getByTestId('shoot-closes-in').textContent).toMatch(/^00:01:(30|29)$/)
    expect(screen.queryByRole('link', { name: 'แทงเลย' })).toBeNull()
    expect(box()).toBeTruthy()
  })
})

describe('/lotto/yeekee/{round_id}: a finished round', () => {
  it('shows every shot with position 16 highlighted, the arithmetic with the seed, the member’s own check and the CSV', async () => {
    await openBoard(resultedBoard())
    expect(screen.getByTestId('yeekee-phase').textContent).toBe('ออกผลแล้ว')
    const audit = screen.getByRole('region', { name: 'ที่มาของผล' })
    expect(within(audit).getByTestId('yeekee-top3').textContent).toBe('114')
    expect(within(audit).getByTestId('yeekee-top2').textContent).toBe('14')
    expect(within(audit).getByTestId('yeekee-bottom2').textContent).toBe('47')
    expect(within(audit).getByTestId('audit-sum').textContent).toBe('2,543,565')
    expect(within(audit).getByTestId('audit-shot16').textContent).toBe('34529')
    expect(within(audit).getByTestId('audit-seed-number').textContent).toBe('38078')
    expect(within(audit).getByTestId('audit-subtraction').textContent).toBe(
      '2,543,565 − 34,529 + 38,078 = 2,547,114',
    )
    expect(within(audit).getByTestId('audit-seed').textContent).toBe(SEED)
    expect(within(audit).getByTestId('audit-commitment').textContent).toBe(SEED_HASH)
    // Opened after the result: the page can only compare with the hash the server sends now, and says so.
    expect(within(audit).getByText('หน้านี้เปิดหลังออกผล จึงเทียบกับรหัสยืนยันที่ระบบส่งมาตอนนี้')).toBeTruthy()
    const all = shotsList('เลขที่ยิงทั้งหมด')
    expect(all).toHaveLength(30)
    expect(all[15]?.getAttribute('data-position16')).toBe('true')
    expect(all[15]?.textContent).toContain('34529')
    expect(screen.queryByRole('region', { name: 'ยิงเลข' })).toBeNull()

    await userEvent.click(within(audit).getByRole('button', { name: 'ตรวจผลด้วยตัวเอง' }))
    expect((await within(audit).findByTestId('audit-verdict')).textContent).toBe('ผลตรงกับระบบ')
    expect(within(audit).getByTestId('audit-seed-verdict').textContent).toBe('เลขลับตรงกับรหัสยืนยันที่ประกาศไว้')
    expect(within(audit).getByTestId('audit-check').textContent).toContain('คำนวณจากเลขที่ยิง 30 รายการ')

    let csv = ''
    let name = ''
    const create = URL.createObjectURL
    URL.createObjectURL = (blob: Blob) => {
      void blob.text().then((t) => {
        csv = t
      })
      return 'blob:csv'
    }
    URL.revokeObjectURL = () => {}
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      name = this.download
    }
    try {
      await userEvent.click(within(audit).getByRole('button', { name: 'ดาวน์โหลดเลขทั้งหมด (CSV)' }))
      await waitFor(() => expect(csv).not.toBe(''))
    } finally {
      URL.createObjectURL = create
      HTMLAnchorElement.prototype.click = click
    }
    expect(name).toBe('yeekee-71.csv')
    const rows = csv.trim().split('\n')
    expect(rows[0]).toBe('position,id,time,user,number')
    expect(rows).toHaveLength(31)
    expect(rows[16]?.startsWith('16,15,')).toBe(true)
  })

  it('shows the position 1 and 16 bonuses, paid or not, and tags their shots', async () => {
    await openBoard(bonusBoard())
    const audit = screen.getByRole('region', { name: 'ที่มาของผล' })
    const entries = within(within(audit).getByRole('list', { name: 'โบนัสยี่กี' })).getAllByRole('listitem')
    expect(entries.map((li) => li.getAttribute('aria-label'))).toEqual(['โบนัสตำแหน่งที่ 1', 'โบนัสตำแหน่งที่ 16'])
    const [first, sixteenth] = entries as [HTMLElement, HTMLElement]
    expect(first.textContent).toContain('โบนัสตำแหน่งที่ 1')
    expect(first.textContent).toContain('08****1030')
    expect(within(first).getByTestId('bonus-amount').textContent).toBe('฿1,000.00')
    expect(within(first).getByTestId('bonus-status').textContent).toBe('จ่ายแล้ว')
    expect(sixteenth.textContent).toContain('08****1015')
    expect(within(sixteenth).getByTestId('bonus-amount').textContent).toBe('฿500.50')
    expect(within(sixteenth).getByTestId('bonus-status').textContent).toBe('ไม่ได้รับ (ไม่มีโพยในรอบนี้)')

    const all = shotsList('เลขที่ยิงทั้งหมด')
    const tagged = all.filter((li) => li.getAttribute('data-bonus') === 'true')
    expect(tagged.map((li) => li.getAttribute('data-testid'))).toEqual(['shot-30', 'shot-15'])
    expect(all[0]?.textContent).toContain('โบนัส')
    expect(all[15]?.textContent).toContain('โบนัส')
    expect(all[1]?.textContent).not.toContain('โบนัส')
  })

  it('shows no bonus when the board has none (null, empty or absent)', async () => {
    for (const bonus of [null, [], undefined]) {
      const board = { ...resultedBoard(), bonus }
      const { view } = await openBoard(board)
      expect(screen.queryByRole('list', { name: 'โบนัสยี่กี' })).toBeNull()
      expect(screen.queryByText('โบนัส')).toBeNull()
      expect(shotsList('เลขที่ยิงทั้งหมด').some((li) => li.hasAttribute('data-bonus'))).toBe(false)
      view.unmount()
    }
  })

  it('says when the server’s result does not match the published shots', async () => {
    const board = resultedBoard()
    if (!board.result) throw new Error('no result')
    board.result = { ...board.result, numbers: { ...board.result.numbers, top3: '999' } }
    await openBoard(board)
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจผลด้วยตัวเอง' }))
    expect((await screen.findByTestId('audit-verdict')).textContent).toBe('ผลไม่ตรงกับระบบ')
  })

  it('checks the revealed seed against the commitment the page saw before shooting closed, not the one sent with it', async () => {
    // The house tries to swap the seed after seeing the shots: the result comes with another seed
    // and that seed's own hash. The page saw SEED_HASH while the round was open.
    const swapped = 'a'.repeat(64)
    let answer: YeekeeBoard = boardOf(exampleShots())
    const { live } = await openBoard(answer, { yeekeeLists: () => ({ body: { error: 0, data: answer } }) })
    expect(screen.getByTestId('yeekee-commitment').textContent).toBe(SEED_HASH)
    const resulted = resultedBoard()
    if (!resulted.result) throw new Error('no result')
    answer = {
      ...resulted,
      round: { ...resulted.round, seed_hash: await hashServerSeed(swapped) },
      result: { ...resulted.result, seed: swapped },
    }
    await waitFor(() => expect(live.connections).toHaveLength(1))
    live.send('ready')
    const audit = await screen.findByRole('region', { name: 'ที่มาของผล' })
    expect(within(audit).getByTestId('audit-commitment').textContent).toBe(SEED_HASH)
    expect(within(audit).getByText('เทียบกับรหัสยืนยันที่หน้านี้ได้รับก่อนปิดยิง')).toBeTruthy()
    await userEvent.click(within(audit).getByRole('button', { name: 'ตรวจผลด้วยตัวเอง' }))
    expect((await within(audit).findByTestId('audit-seed-verdict')).textContent).toBe(
      'เลขลับไม่ตรงกับรหัสยืนยันที่ประกาศไว้',
    )
    expect(within(audit).getByTestId('audit-verdict').textContent).toBe('ผลไม่ตรงกับระบบ')
  })

  it('loads every shot page by page to check a round bigger than the board', async () => {
    const full = resultedBoard()
    // The board carries the newest 10 of the round's 30 shots; the rest come from lotto/yeekee/shots.
    const { api } = await openBoard(
      { ...full, shots: full.shots.slice(0, 10) },
      {
        yeekeeShots: ({ query }) => {
          const before = Number(query.get('before_id') ?? Number.POSITIVE_INFINITY)
          const older = full.shots.filter((s) => s.id < before)
          const page = older.slice(0, 12)
          return {
            body: {
              error: 0,
              data: { shots: page, next_before_id: older.length > 12 ? (page.at(-1)?.id ?? null) : null },
            },
          }
        },
      },
    )
    await userEvent.click(screen.getByRole('button', { name: 'ตรวจผลด้วยตัวเอง' }))
    expect((await screen.findByTestId('audit-verdict')).textContent).toBe('ผลตรงกับระบบ')
    expect(screen.getByTestId('audit-check').textContent).toContain('คำนวณจากเลขที่ยิง 30 รายการ')
    expect(api.of('yeekeeShots').map((c) => c.query.get('before_id'))).toEqual([null, '19', '7'])
  })

  it('a void round says so and that bills are refunded', async () => {
    await openBoard(
      boardOf([shot(1, '11111'), shot(2, '22222')], {
        status: 'void',
        close_at: new Date(NOW - 10 * 60_000).toISOString(),
        shoot_close_at: new Date(NOW - 8 * 60_000).toISOString(),
      }),
    )
    expect(screen.getByTestId('yeekee-phase').textContent).toBe('รอบนี้เป็นโมฆะ')
    expect(screen.getByText('มีผู้ยิงเลขเพียง 2 คน (น้อยกว่า 20 คน) ไม่มีผลรางวัล โพยทุกใบได้รับเงินคืน')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'ที่มาของผล' })).toBeNull()
  })
})

describe('/lotto/yeekee: the rounds', () => {
  it('opens on the running rounds, the finished ones folded under รอบที่ผ่านมา; each to its board, แทงเลย while betting is open', async () => {
    // This device's clock is 20 minutes fast: the countdowns follow the server's clock of the answer.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW + 20 * 60_000)
    onTestFinished(() => {
      vi.useRealTimers()
    })
    stubApi({
      ...agentRoutes(),
      yeekeeList: () => ({
        body: {
          error: 0,
          data: [
            yeekeeRound({
              id: 70,
              title: 'ยี่กี รอบที่ 32 (1 ธ.ค. 69)',
              status: 'resulted',
              close_at: new Date(NOW - 10 * 60_000).toISOString(),
              shoot_close_at: new Date(NOW - 8 * 60_000).toISOString(),
              shot_count: 25,
            }),
            yeekeeRound({ shot_count: 3 }),
          ],
          server_time: new Date(NOW).toISOString(),
        },
      }),
    })
    renderApp(<LottoYeekeePage />, { path: '/lotto/yeekee' })
    const running = await screen.findByRole('list', { name: 'ยี่กีทุกรอบ' })
    expect(
      within(running)
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['ยี่กี รอบที่ 33 (1 ธ.ค. 69)'])
    const fold = screen.getByText('รอบที่ผ่านมา (1 รอบ)').closest('details') as HTMLDetailsElement
    expect(fold.open).toBe(false)
    fireEvent.click(screen.getByText('รอบที่ผ่านมา (1 รอบ)'))
    const done = within(fold).getByRole('listitem', { name: 'ยี่กี รอบที่ 32 (1 ธ.ค. 69)' })
    expect(within(done).getByText(/ยิงแล้ว 25 ครั้ง/)).toBeTruthy()
    expect(within(done).getByRole('link', { name: 'ดูผล' }).getAttribute('href')).toBe(yeekeeRoundPath(70))
    expect(within(done).queryByRole('link', { name: 'แทงเลย' })).toBeNull()
    const open = screen.getByRole('listitem', { name: 'ยี่กี รอบที่ 33 (1 ธ.ค. 69)' })
    expect(within(open).getByRole('link', { name: 'ยิงเลข' }).getAttribute('href')).toBe(yeekeeRoundPath(71))
    expect(within(open).getByRole('link', { name: 'แทงเลย' }).getAttribute('href')).toBe(lottoRoundPath(71))
    // Betting closes 5 minutes after the server's now (the device alone would say it closed 15 ago).
    expect(within(open).getByText(/^ปิดรับแทงใน 00:0(5:00|4:5\d)$/)).toBeTruthy()
  })
})
