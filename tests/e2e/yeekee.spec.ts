import { readFile } from 'node:fs/promises'
import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test'
import { PATHS, yeekeeRoundPath } from '../../src/config/paths'
import type { LottoRoundDetail } from '../../src/contract/lotto'
import { yeekeeNumbers } from '../../src/contract/lotto-rules'
import type { YeekeeBoard, YeekeeRound, YeekeeShot } from '../../src/contract/yeekee'
import { DEMO_URL, dismissAnnouncements, loginViaApi, type Member, registerMember } from './helpers'
import { betType, deposit, header, money, operator, placeBill, press, stakeAll } from './lotto-helpers'

/**
 * Yeekee (issue 12) with two members in two browsers against the real server: a shot by one shows
 * on the other's board within a second (live updates), the shoot box's repeat and the server's
 * cooldown, a bill placed before close and settled after the result the shots made, and the audit
 * view recomputing the server's result in the browser, with the CSV of the shots. The operator API
 * moves the round's close and shooting close so the round finishes during the test.
 */

const auth = (member: Member) => ({ authorization: `Bearer ${member.token}` })

async function board(request: APIRequestContext, roundId: number): Promise<YeekeeBoard> {
  const body = await (
    await request.get(`${DEMO_URL}/api/lotto/yeekee/lists?round_id=${roundId}&agent_id=3`)
  ).json()
  expect(body.error, body.message).toBe(0)
  return body.data
}

async function shootApi(request: APIRequestContext, member: Member, roundId: number, number: string) {
  const body = await (
    await request.post(`${DEMO_URL}/api/lotto/yeekee/shoot_number`, {
      headers: auth(member),
      data: { agent_id: 3, round_id: roundId, number },
    })
  ).json()
  expect(body.error, body.message).toBe(0)
  return body.data as YeekeeShot
}

/** Shoots `number` from the page's shoot box; answers the server's shot. */
async function shootOnPage(page: Page, number: string | null, button = 'ยิงเลข') {
  const box = page.getByRole('region', { name: 'ยิงเลข' })
  if (number !== null) await box.getByLabel('เลข 5 หลัก').fill(number)
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/lotto/yeekee/shoot_number'))
  await box.getByRole('button', { name: button }).click()
  const body = await (await reply).json()
  expect(body.error, body.message).toBe(0)
  return body.data as YeekeeShot
}

test('Yeekee: two members see each other’s shots live, a bill settles on the shots’ result, the audit recomputes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const request = page.request
  const members = await Promise.all(Array.from({ length: 10 }, () => registerMember(request)))
  const [a, b, ...shooters] = members as [Member, Member, ...Member[]]
  await deposit(request, a, 100)

  // An open round; betting now closes in 5 minutes, so its shooting window (the 15 minutes before
  // close) is open.
  const list = await (await request.get(`${DEMO_URL}/api/lotto/yeekee/list?agent_id=3`)).json()
  const round = (list.data as YeekeeRound[]).find(
    (r) => r.status === 'open' && Date.parse(r.close_at) > Date.now() + 60_000,
  ) as YeekeeRound
  expect(round, 'an open Yeekee round').toBeTruthy()
  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString()
  await operator(request, 'lotto/round/times', {
    round_id: round.id,
    close_at: inMinutes(5),
    draw_at: inMinutes(7),
  })

  // B, in another browser, opens the same board (while A finds it); its live stream is open.
  const other = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL: DEMO_URL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  })
  const pageB = await other.newPage()
  const openedB = (async () => {
    await loginViaApi(pageB, b.phone, b.password)
    await dismissAnnouncements(pageB)
    const live = pageB.waitForResponse((r) => r.url().endsWith('/api/live') && r.status() === 200)
    await pageB.goto(yeekeeRoundPath(round.id))
    await live
    await expect(pageB.getByTestId('yeekee-count')).toHaveText('0 ครั้ง')
  })()

  // A: the lobby's ยี่กี → every Yeekee round → this round's board.
  await loginViaApi(page, a.phone, a.password)
  await dismissAnnouncements(page)
  await page.goto(PATHS.lottoLobby)
  await page.getByRole('region', { name: 'ยี่กี' }).getByRole('link', { name: 'ยี่กีทุกรอบ' }).click()
  await expect(page).toHaveURL(/\/lotto\/yeekee$/)
  await page
    .getByRole('listitem', { name: round.title, exact: true })
    .getByRole('link', { name: 'ยิงเลข' })
    .click()
  await expect(page).toHaveURL(new RegExp(`${yeekeeRoundPath(round.id)}$`))
  await expect(page.getByRole('heading', { name: round.title, level: 1 })).toBeVisible()
  await expect(page.getByTestId('bet-closes-in')).toHaveText(/^00:0[45]:\d\d$/)
  await expect(page.getByTestId('shoot-closes-in')).toHaveText(/^00:0[67]:\d\d$/)
  await openedB

  // A shoots: on B's board within a second (not B's), marked as A's own on A's.
  const first = await shootOnPage(page, '12345')
  expect(first.mine).toBe(true)
  await expect(pageB.getByTestId(`shot-${first.id}`)).toContainText('12345', { timeout: 1000 })
  await expect(pageB.getByTestId(`shot-${first.id}`)).not.toHaveAttribute('data-mine', 'true')
  await expect(pageB.getByTestId('yeekee-count')).toHaveText('1 ครั้ง')
  await expect(pageB.getByTestId('yeekee-sum')).toHaveText('12,345')
  await expect(page.getByTestId(`shot-${first.id}`)).toHaveAttribute('data-mine', 'true')
  await expect(page.getByTestId(`shot-${first.id}`)).toContainText('ของฉัน')

  // B shoots a random number: on A's board within a second.
  const boxB = pageB.getByRole('region', { name: 'ยิงเลข' })
  await boxB.getByRole('button', { name: 'สุ่มเลข' }).click()
  await expect(boxB.getByLabel('เลข 5 หลัก')).toHaveValue(/^\d{5}$/)
  const second = await shootOnPage(pageB, null)
  await expect(page.getByTestId(`shot-${second.id}`)).toContainText(second.number, { timeout: 1000 })
  await expect(page.getByRole('list', { name: 'เลขที่ยิงล่าสุด' }).getByRole('listitem').first()).toHaveAttribute(
    'data-testid',
    `shot-${second.id}`,
  )
  await other.close()

  // A repeats the last number; at once again, the server's cooldown refuses it.
  await expect(async () => {
    const repeated = await shootOnPage(page, null, 'ยิงซ้ำ')
    expect(repeated.number).toBe('12345')
  }).toPass({ timeout: 5000 })
  await page.getByRole('region', { name: 'ยิงเลข' }).getByRole('button', { name: 'ยิงซ้ำ' }).click()
  await expect(page.getByRole('region', { name: 'ยิงเลข' }).getByRole('alert')).toHaveText(
    'ยิงเลขถี่เกินไป กรุณารอสักครู่',
  )

  // More members shoot through the API (one shot a second each): 27 shots in all, enough for a result.
  for (let volley = 0; volley < 3; volley++) {
    if (volley > 0) await page.waitForTimeout(1100)
    await Promise.all(
      shooters.map((m, i) =>
        shootApi(request, m, round.id, String((volley * 31_337 + i * 7919) % 100_000).padStart(5, '0')),
      ),
    )
  }
  await expect(page.getByTestId('yeekee-count')).toHaveText('27 ครั้ง')

  // What the result will be (no one shoots any more): sum − the shot at position 16.
  const shots = (await board(request, round.id)).shots
  expect(shots).toHaveLength(27)
  const sum = shots.reduce((s, x) => s + BigInt(x.number), 0n)
  const expected = yeekeeNumbers(sum - BigInt(shots[15].number))
  const losing = expected.bottom2 === '99' ? '98' : '99'

  // A bets before close on the usual slip: 3 ตัวบน on the coming result, 2 ตัวล่าง on another number.
  await page.getByRole('link', { name: 'แทงเลย' }).click()
  await expect(page).toHaveURL(new RegExp(`/lotto/${round.id}$`))
  const detail: LottoRoundDetail = (
    await (await request.get(`${DEMO_URL}/api/lotto/round?round_id=${round.id}&agent_id=3`)).json()
  ).data
  const rate3top = detail.bet_types.find((o) => o.bet_type === '3top')?.rate ?? 0
  expect(rate3top).toBeGreaterThan(0)
  await expect(betType(page, '3 ตัวบน')).toHaveAttribute('aria-pressed', 'true')
  await press(page, expected.top3)
  await betType(page, '2 ตัวล่าง').click()
  await press(page, losing)
  await stakeAll(page, '10')
  const bill = await placeBill(page)
  expect(bill.total).toBe(20)
  await expect(header(page).getByText('฿80.00')).toBeVisible()

  // Betting and shooting close now; the job runner computes the result and settles the bill.
  await operator(request, 'lotto/round/times', {
    round_id: round.id,
    close_at: new Date().toISOString(),
    draw_at: new Date(Date.now() + 1000).toISOString(),
  })
  await expect
    .poll(
      async () =>
        (
          await (
            await request.get(`${DEMO_URL}/api/lotto/bill/detail?bill_id=${bill.id}&agent_id=3`, {
              headers: auth(a),
            })
          ).json()
        ).data.status,
      { timeout: 30_000 },
    )
    .toBe('won')

  // The audit: the server's arithmetic, position 16 highlighted, the member's own check, the CSV.
  const final = await board(request, round.id)
  expect(final.result?.numbers.top3).toBe(expected.top3)
  await page.goto(yeekeeRoundPath(round.id))
  const audit = page.getByRole('region', { name: 'ที่มาของผล' })
  await expect(audit.getByTestId('yeekee-top3')).toHaveText(expected.top3)
  await expect(audit.getByTestId('yeekee-top2')).toHaveText(expected.top2)
  await expect(audit.getByTestId('yeekee-bottom2')).toHaveText(expected.bottom2)
  await expect(audit.getByTestId('audit-shot16')).toHaveText(shots[15].number)
  await expect(audit.getByTestId('audit-sum')).toHaveText(sum.toLocaleString('en-US'))
  const all = page.getByRole('list', { name: 'เลขที่ยิงทั้งหมด' }).getByRole('listitem')
  await expect(all).toHaveCount(27)
  await expect(page.getByTestId(`shot-${shots[15].id}`)).toHaveAttribute('data-position16', 'true')
  await expect(all.nth(15)).toHaveAttribute('aria-label', 'ลำดับที่ 16')
  await audit.getByRole('button', { name: 'ตรวจผลด้วยตัวเอง' }).click()
  await expect(audit.getByTestId('audit-verdict')).toHaveText('ผลตรงกับระบบ')

  const download = page.waitForEvent('download')
  await audit.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`yeekee-${round.id}.csv`)
  const csv = (await readFile(await file.path(), 'utf8')).trim().split('\n')
  expect(csv[0]).toBe('position,id,time,user,number')
  expect(csv).toHaveLength(28)
  expect(csv[16]).toBe(`16,${shots[15].id},${shots[15].shot_at},${shots[15].username},${shots[15].number}`)

  // The bill: won, 10 × the 3 ตัวบน rate, in /lotto/bills and in the balance.
  const win = 10 * rate3top
  await page.goto(PATHS.lottoBills)
  const item = page.getByTestId(`bill-${bill.id}`)
  await expect(item.getByTestId('bill-status')).toHaveText('ถูกรางวัล')
  await expect(item.getByTestId('bill-payout')).toHaveText(`ได้รับ ${money(win)}`)
  await expect(header(page).getByText(money(80 + win))).toBeVisible()
})
