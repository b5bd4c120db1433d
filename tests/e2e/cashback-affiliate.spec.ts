import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { liffPath, PATHS } from '../../src/config/paths'
import {
  DEMO_URL,
  dismissAnnouncements,
  E2E_OPERATOR_TOKEN,
  LINE_UA,
  loginViaApi,
  registerMember,
} from './helpers'

/**
 * Issue 14 end to end: referral link -> registration -> commission -> redeem once; yesterday's net
 * loss -> daily cashback claimed once; /member/winloss against the statement; the LINE share in LIFF.
 *
 * Bets: this branch has no game yet, so they are booked through the operator API's sandbox bet
 * (`POST /api/operator/sandbox/bet`, demo servers only), which books them through wallet/bets.ts exactly
 * as a game does; a bet may be dated yesterday, and the day's job is then run again through
 * `POST /api/operator/returns/run` (only what is missing is made). Once the lottery and slot branches
 * are merged, the same journeys can place these bets from their pages instead.
 */

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const bangkokDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok' }).format(at)
const YESTERDAY_AT = () => new Date(Date.now() - 24 * 3600_000)

/** Money to play with: a PromptPay QR order confirmed by the operator, as a real deposit. */
async function fund(request: APIRequestContext, token: string, amount: number) {
  const channels = await (
    await request.get(`${DEMO_URL}/api/member/payment/channels`, { headers: bearer(token) })
  ).json()
  const promptpay = channels.data.find((c: { qr: boolean }) => c.qr)
  const order = await (
    await request.post(`${DEMO_URL}/api/member/payment/generate_qr`, {
      headers: { ...bearer(token), 'Idempotency-Key': crypto.randomUUID() },
      data: { channel_id: promptpay.id, amount },
    })
  ).json()
  expect(order.error, order.message).toBe(0)
  const paid = await (
    await request.post(`${DEMO_URL}/api/operator/payment/confirm`, {
      headers: operator,
      data: { order_id: order.data.id },
    })
  ).json()
  expect(paid.error, paid.message).toBe(0)
}

async function bet(
  request: APIRequestContext,
  phone: string,
  bet: { stake: number; win?: number; category: string; game: string; at?: Date },
) {
  const reply = await (
    await request.post(`${DEMO_URL}/api/operator/sandbox/bet`, {
      headers: operator,
      data: {
        phone,
        stake: bet.stake,
        win: bet.win,
        category: bet.category,
        game: bet.game,
        at: bet.at?.toISOString(),
      },
    })
  ).json()
  expect(reply.error, reply.message).toBe(0)
}

async function runJob(request: APIRequestContext, job: string, day: string) {
  const reply = await (
    await request.post(`${DEMO_URL}/api/operator/returns/run`, { headers: operator, data: { job, day } })
  ).json()
  expect(reply.error, reply.message).toBe(0)
  return reply.data.made as number
}

async function mainBalance(request: APIRequestContext, token: string): Promise<number> {
  const reply = await (
    await request.post(`${DEMO_URL}/api/member/wallets`, { headers: bearer(token), data: {} })
  ).json()
  return reply.data.find((w: { wallet_type_id: number }) => w.wallet_type_id === 1).balance
}

async function referralLinkOf(page: Page): Promise<string> {
  await page.goto(PATHS.affiliate)
  const link = page.getByTestId('referral-link')
  await expect(link).toHaveValue(/\/register\?ref=[A-Z0-9]+$/)
  return link.inputValue()
}

test('A’s referral link registers B, B’s bets earn A commission, A redeems it once', async ({
  page,
  browser,
}) => {
  // Two browsers, a registration on the page, a deposit and the job run: more than the default 30 s.
  test.setTimeout(90_000)
  const a = await registerMember(page.request)
  const aToken = await loginViaApi(page, a.phone, a.password)
  const link = await referralLinkOf(page)
  await expect(page.getByRole('img', { name: 'QR ลิงก์แนะนำเพื่อน' })).toBeVisible()

  // B opens A's link in another browser and registers on the page.
  const visitor = await browser.newContext()
  const b = await visitor.newPage()
  await b.goto(link)
  await dismissAnnouncements(b)
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

  // A sees B in the network (masked), and B's bets of yesterday earn A 0.5 % once booked.
  await page.reload()
  await expect(page.getByTestId('network-member')).toContainText(
    `${bPhone.slice(0, 3)}-xxx-${bPhone.slice(-4)}`,
  )
  await fund(page.request, bToken, 2000)
  await bet(page.request, bPhone, {
    stake: 1000,
    win: 400,
    category: 'slot',
    game: 'builtin:slot',
    at: YESTERDAY_AT(),
  })
  await bet(page.request, bPhone, { stake: 600, category: 'lotto', game: 'lotto:gov', at: YESTERDAY_AT() })
  expect(await runJob(page.request, 'affiliate', bangkokDay(YESTERDAY_AT()))).toBeGreaterThanOrEqual(1)
  expect(await runJob(page.request, 'affiliate', bangkokDay(YESTERDAY_AT()))).toBe(0)

  await page.reload()
  // 1,600 turnover × 0.5 % = 8.00
  await expect(page.getByTestId('affiliate-withdrawable')).toHaveText('฿8.00')
  await expect(page.getByTestId('commission-row').first()).toContainText('฿8.00')
  const before = await mainBalance(page.request, aToken)
  await page.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' }).click()
  await expect(page.getByRole('status')).toHaveText('ถอน ฿8.00 เข้ากระเป๋าหลักแล้ว')
  await expect(page.getByTestId('affiliate-withdrawable')).toHaveText('฿0.00')
  await expect(page.getByRole('button', { name: 'ถอนเข้ากระเป๋าหลัก' })).toBeDisabled()
  const again = await (
    await page.request.post(`${DEMO_URL}/api/affiliate/redeem`, {
      headers: { ...bearer(aToken), 'Idempotency-Key': crypto.randomUUID() },
      data: { agent_id: 3 },
    })
  ).json()
  expect(again.message).toBe('ยังไม่มีรายได้แนะนำเพื่อนที่ถอนได้')
  expect(await mainBalance(page.request, aToken)).toBeCloseTo(before + 8, 2)
})

test('a member with a net loss yesterday claims the daily cashback once', async ({ page }) => {
  const m = await registerMember(page.request)
  const token = await loginViaApi(page, m.phone, m.password)
  await fund(page.request, token, 1000)
  // Lost 500 - 100 = 400 yesterday: 5 % = 20.00.
  await bet(page.request, m.phone, {
    stake: 500,
    win: 100,
    category: 'casino',
    game: 'builtin:baccarat',
    at: YESTERDAY_AT(),
  })
  await runJob(page.request, 'daily_loss', bangkokDay(YESTERDAY_AT()))
  await page.goto(PATHS.cashback)
  await expect(page.getByTestId('claimable-daily')).toHaveText('฿20.00')
  await expect(page.getByTestId('cashback-offer')).toContainText('฿400.00')
  const before = await mainBalance(page.request, token)
  const daily = page.getByRole('region', { name: 'ประวัติยอดคืน' })
  await daily.getByRole('button', { name: 'รับยอดคืนทั้งหมด' }).click()
  await expect(page.getByRole('status')).toHaveText('รับยอดคืน ฿20.00 เข้ากระเป๋าแล้ว')
  await expect(page.getByTestId('claimable-daily')).toHaveText('฿0.00')
  await expect(page.getByTestId('cashback-offer')).toContainText('รับแล้ว')
  await expect(daily.getByRole('button', { name: 'รับยอดคืนทั้งหมด' })).toBeDisabled()
  expect(await mainBalance(page.request, token)).toBeCloseTo(before + 20, 2)
})

test('/member/winloss shows win/lose cards with the statement’s totals', async ({ page }) => {
  const m = await registerMember(page.request)
  const token = await loginViaApi(page, m.phone, m.password)
  await fund(page.request, token, 1000)
  await bet(page.request, m.phone, { stake: 300, win: 800, category: 'slot', game: 'builtin:slot' })
  await bet(page.request, m.phone, { stake: 200, category: 'lotto', game: 'lotto:gov' })
  await page.goto(PATHS.memberWinloss)
  const statement = await (
    await page.request.get(`${DEMO_URL}/api/member/statement?page_size=100`, { headers: bearer(token) })
  ).json()
  const sum = (type: string) =>
    statement.data.items
      .filter((i: { type: string }) => i.type === type)
      .reduce((s: number, i: { amount: number }) => s + i.amount, 0)
  const net = sum('bet') + sum('win') + sum('bet_refund')
  expect(net).toBe(300)
  const baht = (n: number) => new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(n)
  await expect(page.getByTestId('winloss-total')).toHaveAttribute('data-result', 'win')
  await expect(page.getByTestId('winloss-total-net')).toHaveText(baht(net))
  await expect(page.getByTestId('winloss-total')).toContainText(baht(-sum('bet')))
  await expect(page.getByTestId('winloss-slot')).toHaveAttribute('data-result', 'win')
  await expect(page.getByTestId('winloss-lotto-net')).toHaveText(baht(200))
  await expect(page.getByTestId('winloss-lotto')).toHaveAttribute('data-result', 'lose')
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
