import { type APIRequestContext, expect, test } from '@playwright/test'
import { lottoRoundPath, PATHS } from '../../src/config/paths'
import type { LottoRound } from '../../src/contract/lotto'
import { E2E_OPERATOR_TOKEN, loginViaApi, type Member, registerMember } from './helpers'
import { press, stakeAll } from './lotto-helpers'
import { JUMP_URL } from './ports'

/**
 * Responsible play (issue 25) as a member uses it: a daily deposit limit refuses a QR over it with
 * the Thai message naming the limit and its reset; a 24-hour time-out refuses a slip, and after it
 * ends (the JUMP server's test clock moves a day on) the member plays again.
 */

const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }

async function fund(request: APIRequestContext, base: string, member: Member, amount: number) {
  const auth = { authorization: `Bearer ${member.token}` }
  const channels = await (await request.get(`${base}/api/member/payment/channels`, { headers: auth })).json()
  const promptpay = channels.data.find((c: { type: string }) => c.type === 'promptpay')
  const order = await (
    await request.post(`${base}/api/member/payment/generate_qr`, {
      headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
      data: { channel_id: promptpay.id, amount },
    })
  ).json()
  expect(order.error, order.message).toBe(0)
  const paid = await (
    await request.post(`${base}/api/operator/payment/confirm`, {
      headers: operator,
      data: { order_id: order.data.id },
    })
  ).json()
  expect(paid.error, paid.message).toBe(0)
}

/** An open round of a market that runs every day (the first the lobby lists), once there is one. */
async function openRound(request: APIRequestContext, base: string): Promise<LottoRound> {
  let round: LottoRound | undefined
  await expect
    .poll(
      async () => {
        const lobby = await (await request.get(`${base}/api/lotto/lobby?agent_id=3`)).json()
        round = (lobby.rounds as LottoRound[]).find(
          (r) => r.status === 'open' && r.category_code !== 'yeekee' && r.category_code !== 'gov',
        )
        return Boolean(round)
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return round as LottoRound
}

test.describe('responsible play', () => {
  test('a daily deposit limit refuses a QR over it with the Thai message', async ({ page }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.deposit)
    await page.getByRole('link', { name: /เล่นอย่างรับผิดชอบ/ }).click()
    await expect(page.getByRole('heading', { name: 'เล่นอย่างรับผิดชอบ' })).toBeVisible()
    const limit = page.getByRole('form', { name: 'วงเงินฝากต่อวัน' })
    await limit.getByLabel('วงเงินฝากต่อวัน').fill('500')
    await limit.getByRole('button', { name: 'บันทึก' }).click()
    await expect(page.getByTestId('limit-deposit_day')).toHaveText('฿500.00')

    await page.goto(PATHS.deposit)
    await page.getByLabel('จำนวนเงิน (บาท)').fill('600')
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/member/payment/generate_qr'))
    await page.getByRole('button', { name: 'สร้าง QR Code' }).click()
    const body = await (await reply).json()
    expect(body.message).toMatch(/^ยอดฝากนี้เกินวงเงินฝากต่อวัน ฿500\.00 ที่คุณตั้งไว้ เริ่มนับใหม่ \d{1,2} \S+ \d{4} 00:00$/)
    await expect(page.getByText(body.message)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${PATHS.deposit}$`))
    // Within the limit the QR is made.
    await page.getByLabel('จำนวนเงิน (บาท)').fill('500')
    await page.getByRole('button', { name: 'สร้าง QR Code' }).click()
    await expect(page).toHaveURL(new RegExp(`${PATHS.payment}$`))
  })
})

test.describe('responsible play: time-out (test clock)', () => {
  test.use({ baseURL: JUMP_URL })

  test('a 24-hour time-out refuses a slip; once it ends the member plays again', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000)
    const member = await registerMember(page.request, JUMP_URL)
    await fund(page.request, JUMP_URL, member, 200)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.responsible)
    await page.getByRole('button', { name: '24 ชั่วโมง' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'ยืนยันการพักการเล่น' })
    await expect(confirm).toContainText('ถอนเงินได้ตามปกติ')
    await expect(confirm).toContainText('ยกเลิกก่อนครบกำหนดไม่ได้')
    await confirm.getByRole('button', { name: 'ยืนยัน พักการเล่น' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'พักการเล่นชั่วคราวถึง' })).toBeVisible()

    const round = await openRound(page.request, JUMP_URL)
    await page.goto(lottoRoundPath(round.id))
    await press(page, '123')
    await stakeAll(page, '10')
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: /^คุณพักการเล่นอยู่ถึง .* ถอนเงินได้ตามปกติ$/ }),
    ).toBeVisible()

    // A day and a minute later (the test clock): the time-out is over.
    const now = await (
      await page.request.post(`${JUMP_URL}/e2e/clock`, { headers: operator, data: {} })
    ).json()
    const after = new Date(Date.parse(now.data.now) + 24 * 3600_000 + 60_000)
    await page.request.post(`${JUMP_URL}/e2e/clock`, { headers: operator, data: { at: after.toISOString() } })
    const next = await context.newPage()
    await loginViaApi(next, member.phone, member.password)
    const again = await openRound(next.request, JUMP_URL)
    await next.goto(lottoRoundPath(again.id))
    await press(next, '123')
    await stakeAll(next, '10')
    await next.getByRole('button', { name: 'ตรวจสอบโพย' }).click()
    const dialog = next.getByRole('dialog', { name: 'ยืนยันโพย' })
    const reply = next.waitForResponse((r) => r.url().endsWith('/api/lotto/bill/create'))
    await dialog.getByRole('button', { name: 'ยืนยันแทง' }).click()
    const body = await (await reply).json()
    expect(body.error, body.message).toBe(0)
  })
})
