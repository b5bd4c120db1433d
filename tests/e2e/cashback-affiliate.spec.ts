import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { liffPath, PATHS } from '../../src/config/paths'
import type { LottoRound } from '../../src/contract/lotto'
import { type CategoryCode, RESULT_FIELDS } from '../../src/contract/lotto-rules'
import {
  DEMO_URL,
  E2E_OPERATOR_TOKEN,
  LINE_UA,
  loginViaApi,
  registerMember,
  skipAnnouncements,
} from './helpers'
import { CLOCK_URL } from './ports'

/**
 * Issue 14 end to end, with real play only: slot spins through the built-in provider's page API
 * (the member's launch link, as the game page calls it) and lottery bills (bill/validate +
 * bill/create, settled by the operator's result and the job runner).
 *
 * A day's returns are made after the Bangkok day ends, so the referral and cashback journeys run on
 * the third e2e server (CLOCK_URL), whose clock the test moves forward (`POST /e2e/clock`,
 * E2E_TEST_CLOCK: that server only, see playwright.config.ts): each journey starts late in a Bangkok
 * day, plays, then moves past midnight, where the server's own jobs (cashback.daily at 00:05,
 * affiliate.commission at 00:10) make the day's offers and commission. The other tests use the demo
 * server, whose clock is the real one.
 */

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const money = (token: string) => ({ ...bearer(token), 'Idempotency-Key': randomUUID() })
const baht = (n: number) => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(n)
const cents = (n: number) => Math.round(n * 100)

/** An answer of ours (`error == 0`), its `data`. */
async function ok<T>(response: Promise<{ json(): Promise<unknown> }>): Promise<T> {
  const body = (await (await response).json()) as { error: number; message?: string; data: T }
  expect(body.error, body.message).toBe(0)
  return body.data
}

// --- The test server's clock -------------------------------------------------------------------

const DAY_MS = 24 * 3600_000
const BANGKOK_MS = 7 * 3600_000
/** The start of the Bangkok day holding `at` (Asia/Bangkok is UTC+7 all year). */
const bangkokDayStart = (at: Date) =>
  new Date(Math.floor((at.getTime() + BANGKOK_MS) / DAY_MS) * DAY_MS - BANGKOK_MS)
const bangkokDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(at)

async function clock(request: APIRequestContext, at?: Date): Promise<Date> {
  const data = await ok<{ now: string }>(
    request.post(`${CLOCK_URL}/e2e/clock`, { headers: operator, data: at ? { at: at.toISOString() } : {} }),
  )
  return new Date(data.now)
}

/** Moves the server to 23:40 of a Bangkok day, so the journey's play falls on that day. */
async function lateInTheDay(request: APIRequestContext): Promise<string> {
  const now = await clock(request)
  let at = new Date(bangkokDayStart(now).getTime() + 23 * 3600_000 + 40 * 60_000)
  if (at <= now) at = new Date(at.getTime() + DAY_MS)
  await clock(request, at)
  return bangkokDay(at)
}

/** Moves the server to 00:20 of the next Bangkok day: the day has ended and its jobs are due. */
async function endTheDay(request: APIRequestContext): Promise<string> {
  const now = await clock(request)
  await clock(request, new Date(bangkokDayStart(now).getTime() + DAY_MS + 20 * 60_000))
  return bangkokDay(now)
}

// --- Real money and real play ------------------------------------------------------------------

/** Money to play with: a PromptPay QR order confirmed by the operator, as a real deposit. */
async function fund(request: APIRequestContext, base: string, token: string, amount: number) {
  const channels = await ok<{ id: number; type: string }[]>(
    request.get(`${base}/api/member/payment/channels`, { headers: bearer(token) }),
  )
  const promptpay = channels.find((c) => c.type === 'promptpay')
  const order = await ok<{ id: number }>(
    request.post(`${base}/api/member/payment/generate_qr`, {
      headers: money(token),
      data: { channel_id: promptpay?.id, amount },
    }),
  )
  await ok(
    request.post(`${base}/api/operator/payment/confirm`, { headers: operator, data: { order_id: order.id } }),
  )
}

/**
 * Spins of the built-in slot with real money, as its page plays them: the member's launch link
 * (`game/link` on the main wallet), the page session from its token, then one `slot/play` per spin.
 * Answers the total won.
 */
async function spinSlot(request: APIRequestContext, base: string, token: string, spins: number, bet: number) {
  const list = await ok<{ games: { code: string; game_id: number; provider_id: number }[] }>(
    request.get(`${base}/api/game/list?search=slot`),
  )
  const tile = list.games.find((g) => g.code === 'slot')
  expect(tile, 'the built-in slot in the catalogue').toBeTruthy()
  const game = { game_id: tile?.game_id, provider_id: tile?.provider_id }
  const wallets = await ok<{ id: number; wallet_type_id: number }[]>(
    request.post(`${base}/api/game/wallets`, { headers: bearer(token), data: game }),
  )
  const main = wallets.find((w) => w.wallet_type_id === 1)
  const { link } = await ok<{ link: string }>(
    request.post(`${base}/api/game/link`, {
      headers: bearer(token),
      data: { ...game, wallet_id: main?.id, is_mobile: true, source: 'lobby' },
    }),
  )
  const launch = new URL(link, base)
  const page = `${launch.origin}/provider/builtin/api`
  const session = await ok<{ session: string }>(
    request.post(`${page}/session`, {
      data: { game: 'slot', launch_token: launch.searchParams.get('token') },
    }),
  )
  let won = 0
  for (let i = 0; i < spins; i++) {
    const round = await ok<{ round: { win: number } }>(
      request.post(`${page}/slot/play`, {
        data: { session: session.session, request_id: randomUUID(), input: { bet } },
      }),
    )
    won += cents(round.round.win)
  }
  return won / 100
}

/**
 * An open round of a drawn lottery (not yeekee), as the lobby lists it: hanoi, lao or stock first,
 * which lotto.spec.ts (on the same demo server, maybe at the same time) never closes.
 */
async function openRound(request: APIRequestContext, base: string): Promise<LottoRound> {
  const lobby = (await (await request.get(`${base}/api/lotto/lobby?agent_id=3`)).json()) as {
    status: number
    rounds: LottoRound[]
  }
  expect(lobby.status).toBe(0)
  const open = lobby.rounds.filter((r) => r.category_code !== 'yeekee' && r.status === 'open')
  const round = open.find((r) => ['hanoi', 'lao', 'stock'].includes(r.category_code)) ?? open[0]
  expect(round, 'an open lottery round').toBeTruthy()
  return round as LottoRound
}

/** A bill as the slip sends it: bill/validate, then bill/create. */
async function placeBill(
  request: APIRequestContext,
  base: string,
  token: string,
  round: LottoRound,
  lines: { bet_type: string; number: string; amount: number }[],
) {
  const body = { agent_id: 3, round_id: round.id, lines }
  await ok(request.post(`${base}/api/lotto/bill/validate`, { headers: bearer(token), data: body }))
  return ok<{ id: number; total: number }>(
    request.post(`${base}/api/lotto/bill/create`, { headers: money(token), data: body }),
  )
}

/** The operator closes the round now and enters a result no bill of these tests wins (9s). */
async function drawRound(request: APIRequestContext, base: string, round: LottoRound, closeAt: Date) {
  await ok(
    request.post(`${base}/api/operator/lotto/round/times`, {
      headers: operator,
      data: { round_id: round.id, close_at: closeAt.toISOString() },
    }),
  )
  const fields = RESULT_FIELDS[round.category_code as CategoryCode]
  const result = Object.fromEntries(
    Object.entries(fields).map(([field, digits]) => [
      field,
      field === 'front3' ? ['999', '998'] : field === 'back3' ? ['997', '996'] : '9'.repeat(digits ?? 0),
    ]),
  )
  await ok(
    request.post(`${base}/api/operator/lotto/result`, {
      headers: operator,
      data: { round_id: round.id, ...result },
    }),
  )
}

async function mainBalance(request: APIRequestContext, base: string, token: string): Promise<number> {
  const wallets = await ok<{ wallet_type_id: number; balance: number }[]>(
    request.post(`${base}/api/member/wallets`, { headers: bearer(token), data: {} }),
  )
  return wallets.find((w) => w.wallet_type_id === 1)?.balance ?? Number.NaN
}

async function statementOf(request: APIRequestContext, base: string, token: string) {
  const data = await ok<{ items: { type: string; amount: number }[] }>(
    request.get(`${base}/api/member/statement?page_size=100`, { headers: bearer(token) }),
  )
  return (type: string) =>
    data.items.filter((i) => i.type === type).reduce((s, i) => s + cents(i.amount), 0) / 100
}

async function referralLinkOf(page: Page): Promise<string> {
  await page.goto(PATHS.affiliate)
  const link = page.getByTestId('referral-link')
  await expect(link).toHaveValue(/\/register\?ref=[A-Z0-9]+$/)
  return link.inputValue()
}

test.describe('returns of a day that ended (the test server’s clock)', () => {
  test.use({ baseURL: CLOCK_URL })

  test('A’s referral link registers B, B’s real bets earn A commission, A redeems it once', async ({
    page,
    browser,
  }) => {
    // Two browsers, a registration on the page, real play, a day's end and its job: more than 30 s.
    test.setTimeout(120_000)
    await lateInTheDay(page.request)
    const a = await registerMember(page.request, CLOCK_URL)
    const aToken = await loginViaApi(page, a.phone, a.password)
    const link = await referralLinkOf(page)
    expect(link.startsWith(`${CLOCK_URL}/register?ref=`)).toBe(true)
    await expect(page.getByRole('img', { name: 'QR ลิงก์แนะนำเพื่อน' })).toBeVisible()

    // B opens A's link in another browser and registers on the page.
    const visitor = await browser.newContext()
    const b = await visitor.newPage()
    await skipAnnouncements(b)
    await b.goto(link)
    await expect(b.getByText('รหัสผู้แนะนำ')).toContainText(link.split('ref=')[1])
    const bPhone = `09${String(Date.now()).slice(-8)}`
    await b.getByLabel('เบอร์โทรศัพท์').fill(bPhone)
    await b.getByLabel('รหัสผ่าน', { exact: true }).fill('secret-pass-1')
    await b.getByLabel('ยืนยันรหัสผ่าน').fill('secret-pass-1')
    await b.getByLabel('ธนาคาร', { exact: true }).selectOption('014')
    await b.getByLabel('เลขบัญชีธนาคาร').fill(`7${bPhone}`)
    await b.getByLabel('ชื่อบัญชี').fill('บีบี ทดสอบ')
    await b.getByText('ฉันยืนยันว่ามีอายุ 20 ปีขึ้นไป').click()
    const registered = b.waitForResponse((r) => r.url().endsWith('/api/register'))
    await b.getByRole('button', { name: 'สมัครสมาชิก' }).click()
    const bToken = (await (await registered).json()).access_token as string
    await visitor.close()

    // A sees B in the network (masked).
    await page.reload()
    await expect(page.getByTestId('network-member')).toContainText(
      `${bPhone.slice(0, 3)}-xxx-${bPhone.slice(-4)}`,
    )

    // B plays for real: 4 slot spins of ฿100 and a lottery bill of 2 × ฿200, a turnover of ฿800.
    await fund(page.request, CLOCK_URL, bToken, 2000)
    await spinSlot(page.request, CLOCK_URL, bToken, 4, 100)
    const round = await openRound(page.request, CLOCK_URL)
    const bill = await placeBill(page.request, CLOCK_URL, bToken, round, [
      { bet_type: '3top', number: '123', amount: 200 },
      { bet_type: '2bottom', number: '45', amount: 200 },
    ])
    expect(bill.total).toBe(400)
    expect((await statementOf(page.request, CLOCK_URL, bToken))('bet')).toBe(-800)

    // Today's commission is an estimate (800 × 0.5 % = 4.00); nothing can be withdrawn before the day ends.
    await page.reload()
    await expect(page.getByTestId('affiliate-withdrawable')).toHaveText('฿0.00')
    await expect(page.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' })).toBeDisabled()

    // The Bangkok day ends: the server's affiliate.commission job (00:10) books it, once.
    const day = await endTheDay(page.request)
    await expect
      .poll(
        async () =>
          (
            await ok<{ withdrawable: number }>(
              page.request.get(`${CLOCK_URL}/api/affiliate/summary?agent_id=3`, { headers: bearer(aToken) }),
            )
          ).withdrawable,
        { timeout: 30_000 },
      )
      .toBe(4)
    // Computing the day again (the operator's rerun) books nothing more.
    const rerun = await ok<{ made: number }>(
      page.request.post(`${CLOCK_URL}/api/operator/returns/run`, {
        headers: operator,
        data: { job: 'affiliate', day },
      }),
    )
    expect(rerun.made).toBe(0)

    await page.reload()
    await expect(page.getByTestId('affiliate-withdrawable')).toHaveText('฿4.00')
    await expect(page.getByTestId('commission-row').first()).toContainText('฿4.00')
    const before = await mainBalance(page.request, CLOCK_URL, aToken)
    await page.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }).click()
    await expect(page.getByRole('status')).toHaveText('ถอน ฿4.00 เข้ากระเป๋าหลักแล้ว')
    await expect(page.getByTestId('affiliate-withdrawable')).toHaveText('฿0.00')
    await expect(page.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' })).toBeDisabled()
    const again = await (
      await page.request.post(`${CLOCK_URL}/api/affiliate/redeem`, {
        headers: money(aToken),
        data: { agent_id: 3 },
      })
    ).json()
    expect(again.message).toBe('ยังไม่มีรายได้แนะนำเพื่อนที่ถอนได้')
    expect(await mainBalance(page.request, CLOCK_URL, aToken)).toBeCloseTo(before + 4, 2)
  })

  test('a member with a net loss yesterday claims the daily cashback once', async ({ page }) => {
    test.setTimeout(120_000)
    const day = await lateInTheDay(page.request)
    const m = await registerMember(page.request, CLOCK_URL)
    await fund(page.request, CLOCK_URL, m.token, 1000)
    // A lottery bill of 2 × ฿200 that the result does not pay: a net loss of ฿400 that day.
    const round = await openRound(page.request, CLOCK_URL)
    const bill = await placeBill(page.request, CLOCK_URL, m.token, round, [
      { bet_type: '3top', number: '123', amount: 200 },
      { bet_type: '2bottom', number: '45', amount: 200 },
    ])
    await drawRound(page.request, CLOCK_URL, round, await clock(page.request))
    const billStatus = async () =>
      (
        await ok<{ status: string }>(
          page.request.get(`${CLOCK_URL}/api/lotto/bill/detail?bill_id=${bill.id}&agent_id=3`, {
            headers: bearer(m.token),
          }),
        )
      ).status
    await expect.poll(billStatus, { timeout: 30_000 }).toBe('lost')

    // The day ends: the server's cashback.daily job (00:05) offers 5 % of ฿400 = ฿20.00 for it.
    expect(await endTheDay(page.request)).toBe(day)
    const history = () =>
      ok<{ items: { period_start: string; base: number; amount: number }[] }>(
        page.request.get(`${CLOCK_URL}/api/cashback/loss/history`, { headers: bearer(m.token) }),
      )
    await expect.poll(async () => (await history()).items, { timeout: 30_000 }).toHaveLength(1)
    expect((await history()).items[0]).toMatchObject({ period_start: day, base: 400, amount: 20 })

    await loginViaApi(page, m.phone, m.password)
    await page.goto(PATHS.cashback)
    await expect(page.getByTestId('claimable-daily')).toHaveText('฿20.00')
    await expect(page.getByTestId('cashback-offer')).toContainText('฿400.00')
    const before = await mainBalance(page.request, CLOCK_URL, m.token)
    const daily = page.getByRole('region', { name: 'ประวัติยอดคืน' })
    await daily.getByRole('button', { name: 'รับยอดคืนทั้งหมด' }).click()
    await expect(page.getByRole('status')).toHaveText('รับยอดคืน ฿20.00 เข้ากระเป๋าแล้ว')
    await expect(page.getByTestId('claimable-daily')).toHaveText('฿0.00')
    await expect(page.getByTestId('cashback-offer')).toContainText('รับแล้ว')
    await expect(daily.getByRole('button', { name: 'รับยอดคืนทั้งหมด' })).toBeDisabled()
    // A second claim (a replayed request, another key) changes nothing.
    const again = await (
      await page.request.post(`${CLOCK_URL}/api/cashback/loss/claim`, { headers: money(m.token), data: {} })
    ).json()
    expect(again.error).not.toBe(0)
    expect(again.message).toBe('ยังไม่มียอดคืนที่รับได้ในตอนนี้')
    expect(await mainBalance(page.request, CLOCK_URL, m.token)).toBeCloseTo(before + 20, 2)
  })
})

test('/member/winloss shows win/lose cards with the statement’s totals', async ({ page }) => {
  test.setTimeout(60_000)
  const m = await registerMember(page.request)
  await fund(page.request, DEMO_URL, m.token, 1000)
  // Real play today: 5 slot spins of ฿20 and a lottery bill of ฿50 still waiting for its result.
  const slotWin = await spinSlot(page.request, DEMO_URL, m.token, 5, 20)
  const round = await openRound(page.request, DEMO_URL)
  await placeBill(page.request, DEMO_URL, m.token, round, [{ bet_type: '3top', number: '789', amount: 50 }])
  const sum = await statementOf(page.request, DEMO_URL, m.token)
  expect(sum('bet')).toBe(-150)
  expect(sum('win')).toBe(slotWin)
  const net = (cents(sum('bet')) + cents(sum('win')) + cents(sum('bet_refund'))) / 100

  await loginViaApi(page, m.phone, m.password)
  await page.goto(PATHS.memberWinloss)
  const total = page.getByTestId('winloss-total')
  await expect(total).toHaveAttribute('data-result', net >= 0 ? 'win' : 'lose')
  await expect(page.getByTestId('winloss-total-net')).toHaveText(baht(Math.abs(net)))
  await expect(total).toContainText(baht(-sum('bet')))
  await expect(total).toContainText(baht(sum('win')))
  const slotNet = slotWin - 100
  await expect(page.getByTestId('winloss-slot')).toHaveAttribute('data-result', slotNet >= 0 ? 'win' : 'lose')
  await expect(page.getByTestId('winloss-slot-net')).toHaveText(baht(Math.abs(slotNet)))
  await expect(page.getByTestId('winloss-lotto')).toHaveAttribute('data-result', 'lose')
  await expect(page.getByTestId('winloss-lotto-net')).toHaveText(baht(50))
})

test.describe('inside LINE (LIFF mock)', () => {
  test.use({ userAgent: LINE_UA })

  test('the share button opens shareTargetPicker with the referral link', async ({ page }) => {
    const m = await registerMember(page.request)
    await loginViaApi(page, m.phone, m.password)
    await page.goto(liffPath('affiliate'))
    const link = await page.getByTestId('referral-link').inputValue()
    expect(link).toMatch(/\/register\?ref=/)
    await page.evaluate(() => {
      type Mock = {
        login: () => void
        $mock: { set: (f: (p: Record<string, unknown>) => Record<string, unknown>) => void }
        shareTargetPicker: (messages: unknown[]) => Promise<unknown>
      }
      const liff = (window as unknown as { liff: Mock }).liff
      liff.login()
      liff.$mock.set((p) => ({
        ...p,
        isLoggedIn: true,
        isApiAvailable: true,
        shareTargetPicker: { status: 'success' },
      }))
      const original = liff.shareTargetPicker
      ;(window as unknown as { shared: unknown[] }).shared = []
      liff.shareTargetPicker = (messages) => {
        ;(window as unknown as { shared: unknown[] }).shared.push(messages)
        return original(messages)
      }
    })
    await page.getByRole('button', { name: 'แชร์ให้เพื่อนใน LINE' }).click()
    await expect(page.getByRole('status')).toHaveText('แชร์แล้ว')
    const shared = await page.evaluate(() =>
      JSON.stringify((window as unknown as { shared: unknown[] }).shared),
    )
    expect(shared).toContain(link)
    expect(shared).toContain('"type":"flex"')
  })
})
