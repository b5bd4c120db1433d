import { readFile } from 'node:fs/promises'
import { type APIRequestContext, devices, expect, type Page, test } from '@playwright/test'
import { PATHS, yeekeeRoundPath } from '../../src/config/paths'
import type { LottoRoundDetail } from '../../src/contract/lotto'
import type { YeekeeBoard, YeekeeRound, YeekeeShot } from '../../src/contract/yeekee'
import { DEMO_URL, loginViaApi, type Member, registerMember } from './helpers'
import { betType, deposit, header, money, operator, placeBill, press, stakeAll } from './lotto-helpers'

/**
 * Yeekee with two members in two browsers against the real server: a shot by one shows on the
 * other's board within a second (live updates), the shoot box's repeat and the server's cooldown,
 * the shooters counted against the minimum of 20 members and the round's seed commitment, bills
 * placed before close and settled on the result the shots and the revealed seed made, and the audit
 * view checking the seed against the commitment the page saw and recomputing the server's result in
 * the browser, with the CSV of the shots. The operator API moves the round's close and shooting
 * close so the round finishes during the test.
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
  // A round needs 20 members shooting: A, B and 20 more.
  const members = await Promise.all(Array.from({ length: 22 }, () => registerMember(request)))
  const [a, b, ...shooters] = members as [Member, Member, ...Member[]]
  await deposit(request, a, 300)

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
    const live = pageB.waitForResponse((r) => r.url().endsWith('/api/live') && r.status() === 200)
    await pageB.goto(yeekeeRoundPath(round.id))
    await live
    await expect(pageB.getByTestId('yeekee-count')).toHaveText('0 ครั้ง')
    await expect(pageB.getByTestId('yeekee-shooters')).toHaveText('ยิงแล้ว 0/20 คน')
  })()

  // A: the lobby's ยี่กี → every Yeekee round → this round's board.
  await loginViaApi(page, a.phone, a.password)
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

  // A shoots: on B's board by live update, no reload (not B's own), marked as A's own on A's. (How
  // fast it arrives is the bench's figure, not this test's.)
  const first = await shootOnPage(page, '12345')
  expect(first.mine).toBe(true)
  await expect(pageB.getByTestId(`shot-${first.id}`)).toContainText('12345')
  await expect(pageB.getByTestId(`shot-${first.id}`)).not.toHaveAttribute('data-mine', 'true')
  await expect(pageB.getByTestId('yeekee-count')).toHaveText('1 ครั้ง')
  await expect(pageB.getByTestId('yeekee-sum')).toHaveText('12,345')
  await expect(pageB.getByTestId('yeekee-shooters')).toHaveText('ยิงแล้ว 1/20 คน')
  await expect(page.getByTestId(`shot-${first.id}`)).toHaveAttribute('data-mine', 'true')
  await expect(page.getByTestId(`shot-${first.id}`)).toContainText('ของฉัน')

  // B shoots a random number: on A's board by live update.
  const boxB = pageB.getByRole('region', { name: 'ยิงเลข' })
  await boxB.getByRole('button', { name: 'สุ่มเลข' }).click()
  await expect(boxB.getByLabel('เลข 5 หลัก')).toHaveValue(/^\d{5}$/)
  const second = await shootOnPage(pageB, null)
  await expect(page.getByTestId(`shot-${second.id}`)).toContainText(second.number)
  await expect(page.getByRole('list', { name: 'เลขที่ยิงล่าสุด' }).getByRole('listitem').first()).toHaveAttribute(
    'data-testid',
    `shot-${second.id}`,
  )
  await other.close()

  // A repeats the last number; at once again, the server's cooldown refuses it.
  await expect(async () => {
    const repeated = await shootOnPage(page, null, 'ยิงซ้ำ')
    expect(repeated.number).toBe('12345')
  }).toPass({ timeout: 15_000 })
  // A shoots again from another device and, within its 1 s cooldown, from this page: the page's shot
  // is held until the other one is in (so a busy machine can't let the cooldown pass in between).
  await page.route(
    '**/api/lotto/yeekee/shoot_number',
    async (route) => {
      // The other device's shot is accepted once the repeat's own cooldown has passed.
      await expect(async () => {
        await shootApi(request, a, round.id, '54321')
      }).toPass({ timeout: 15_000 })
      await route.continue()
    },
    { times: 1 },
  )
  await page.getByRole('region', { name: 'ยิงเลข' }).getByRole('button', { name: 'ยิงซ้ำ' }).click()
  await expect(page.getByRole('region', { name: 'ยิงเลข' }).getByRole('alert')).toHaveText(
    'ยิงเลขถี่เกินไป กรุณารอสักครู่',
  )

  // 20 more members shoot once each through the API: 24 shots by 22 members, enough for a result.
  await Promise.all(
    shooters.map((m, i) =>
      shootApi(request, m, round.id, String((31_337 + i * 7919) % 100_000).padStart(5, '0')),
    ),
  )
  await expect(page.getByTestId('yeekee-count')).toHaveText('24 ครั้ง')
  await expect(page.getByTestId('yeekee-shooters')).toHaveText('ยิงแล้ว 22/20 คน')
  // The commitment the page saw while shooting was open (the seed itself is secret until the result).
  const commitment = (await page.getByTestId('yeekee-commitment').textContent()) ?? ''
  expect(commitment).toMatch(/^[0-9a-f]{64}$/)
  const shots = (await board(request, round.id)).shots
  expect(shots).toHaveLength(24)
  const sum = shots.reduce((s, x) => s + BigInt(x.number), 0n)

  // A bets before close on the usual slip (3 ตัวบน 123, 2 ตัวล่าง 99), and through the API on every
  // 2 ตัวบน number at ฿1 (so exactly one line wins, whatever the result).
  await page.getByRole('link', { name: 'แทงเลย' }).click()
  await expect(page).toHaveURL(new RegExp(`/lotto/${round.id}$`))
  const detail: LottoRoundDetail = (
    await (await request.get(`${DEMO_URL}/api/lotto/round?round_id=${round.id}&agent_id=3`)).json()
  ).data
  const rateOf = (type: string) => detail.bet_types.find((o) => o.bet_type === type)?.rate ?? 0
  await expect(betType(page, '3 ตัวบน')).toHaveAttribute('aria-pressed', 'true')
  await press(page, '123')
  await betType(page, '2 ตัวล่าง').click()
  await press(page, '99')
  await stakeAll(page, '10')
  const bill = await placeBill(page)
  expect(bill.total).toBe(20)
  await expect(header(page).getByText('฿280.00')).toBeVisible()
  const every = await request.post(`${DEMO_URL}/api/lotto/bill/create`, {
    headers: { ...auth(a), 'idempotency-key': crypto.randomUUID() },
    data: {
      agent_id: 3,
      round_id: round.id,
      lines: Array.from({ length: 100 }, (_, n) => ({
        bet_type: '2top',
        number: String(n).padStart(2, '0'),
        amount: 1,
      })),
    },
  })
  const everyBill = await every.json()
  expect(everyBill.error, everyBill.message).toBe(0)

  // Betting and shooting close now; the job runner computes the result and settles the bills.
  await operator(request, 'lotto/round/times', {
    round_id: round.id,
    close_at: new Date().toISOString(),
    draw_at: new Date(Date.now() + 1000).toISOString(),
  })
  const statusOf = async (billId: number) =>
    (
      await (
        await request.get(`${DEMO_URL}/api/lotto/bill/detail?bill_id=${billId}&agent_id=3`, {
          headers: auth(a),
        })
      ).json()
    ).data.status
  await expect.poll(() => statusOf(everyBill.data.id), { timeout: 30_000 }).toBe('won')
  // Back to the board within the site (the page remembers the commitment it saw before the result).
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`${yeekeeRoundPath(round.id)}$`))

  // The audit: the server's arithmetic with the seed, position 16 highlighted, the member's own
  // check against the commitment this page saw before shooting closed, the CSV.
  const final = await board(request, round.id)
  const result = final.result
  if (!result) throw new Error('no result')
  expect(result.sum).toBe(sum.toString())
  expect(result.shot16).toBe(shots[15].number)
  expect(BigInt(result.value)).toBe(sum - BigInt(shots[15].number) + BigInt(result.seed_number))
  const audit = page.getByRole('region', { name: 'ที่มาของผล' })
  await expect(audit.getByTestId('yeekee-top3')).toHaveText(result.numbers.top3)
  await expect(audit.getByTestId('yeekee-top2')).toHaveText(result.numbers.top2)
  await expect(audit.getByTestId('yeekee-bottom2')).toHaveText(result.numbers.bottom2)
  await expect(audit.getByTestId('audit-shot16')).toHaveText(shots[15].number)
  await expect(audit.getByTestId('audit-sum')).toHaveText(sum.toLocaleString('en-US'))
  await expect(audit.getByTestId('audit-seed')).toHaveText(result.seed ?? '')
  await expect(audit.getByTestId('audit-commitment')).toHaveText(commitment)
  await expect(audit.getByText('เทียบกับรหัสยืนยันที่หน้านี้ได้รับก่อนปิดยิง')).toBeVisible()
  const all = page.getByRole('list', { name: 'เลขที่ยิงทั้งหมด' }).getByRole('listitem')
  await expect(all).toHaveCount(24)
  await expect(page.getByTestId(`shot-${shots[15].id}`)).toHaveAttribute('data-position16', 'true')
  await expect(all.nth(15)).toHaveAttribute('aria-label', 'ลำดับที่ 16')
  await audit.getByRole('button', { name: 'ตรวจผลด้วยตัวเอง' }).click()
  await expect(audit.getByTestId('audit-seed-verdict')).toHaveText('เลขลับตรงกับรหัสยืนยันที่ประกาศไว้')
  await expect(audit.getByTestId('audit-verdict')).toHaveText('ผลตรงกับระบบ')

  const download = page.waitForEvent('download')
  await audit.getByRole('button', { name: 'ดาวน์โหลดเลขทั้งหมด (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`yeekee-${round.id}.csv`)
  const csv = (await readFile(await file.path(), 'utf8')).trim().split('\n')
  expect(csv[0]).toBe('position,id,time,user,number')
  expect(csv).toHaveLength(25)
  expect(csv[16]).toBe(`16,${shots[15].id},${shots[15].shot_at},${shots[15].username},${shots[15].number}`)

  // The bills: the ฿1 on every 2 ตัวบน number won exactly one line; the slip's bill won or lost by
  // the published numbers. /lotto/bills and the balance say the same.
  const slipWin =
    (result.numbers.top3 === '123' ? 10 * rateOf('3top') : 0) +
    (result.numbers.bottom2 === '99' ? 10 * rateOf('2bottom') : 0)
  const everyWin = rateOf('2top')
  await expect.poll(() => statusOf(bill.id)).toBe(slipWin > 0 ? 'won' : 'lost')
  await page.goto(PATHS.lottoBills)
  const item = page.getByTestId(`bill-${everyBill.data.id}`)
  await expect(item.getByTestId('bill-status')).toHaveText('ถูกรางวัล')
  await expect(item.getByTestId('bill-payout')).toHaveText(`ได้รับ ${money(everyWin)}`)
  await expect(page.getByTestId(`bill-${bill.id}`).getByTestId('bill-status')).toHaveText(
    slipWin > 0 ? 'ถูกรางวัล' : 'ไม่ถูกรางวัล',
  )
  await expect(header(page).getByText(money(180 + everyWin + slipWin))).toBeVisible()
})
