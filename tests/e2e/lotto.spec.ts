import { type APIRequestContext, expect, test } from '@playwright/test'
import { lottoRoundPath, PATHS } from '../../src/config/paths'
import type { LottoRound, LottoRoundDetail } from '../../src/contract/lotto'
import { atPath, DEMO_URL, loginViaApi, registerMember } from './helpers'
import { betType, deposit, header, money, operator, placeBill, press, stakeAll } from './lotto-helpers'

/**
 * The lottery (issue 11) as a member plays it, against the real server: the lobby, the slip with its
 * helpers and the bill dialog, the operator's result, settlement by the job runner, bills, results;
 * cancelling an open bill; a round that closed refusing a bill. Each test uses rounds of its own
 * categories, because the journey closes the government round.
 */

/** The first open round of one of these categories, as the lobby lists it. */
async function openRound(request: APIRequestContext, codes: string[]): Promise<LottoRound> {
  const lobby = await (await request.get(`${DEMO_URL}/api/lotto/lobby?agent_id=3`)).json()
  expect(lobby.status).toBe(0)
  const round = (lobby.rounds as LottoRound[]).find(
    (r) => codes.includes(r.category_code) && r.status === 'open',
  )
  expect(round, `an open round of ${codes.join('/')}`).toBeTruthy()
  return round as LottoRound
}

test.describe('lottery', () => {
  test('lobby → government round → 123 as 3 ตัวบน and กลับเลข 45 as 2 ตัวล่าง at 10 baht → result → the win', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const member = await registerMember(page.request)
    await deposit(page.request, member, 1000)
    await loginViaApi(page, member.phone, member.password)
    await expect(header(page).getByText('฿1,000.00')).toBeVisible()

    // The lobby: a grid of every lottery with its flag, the government round counting down; Yeekee
    // on top; every category's latest result. The slip from the government card's แทงเลย.
    await page.goto(PATHS.lottoLobby)
    await expect(
      page.getByRole('region', { name: 'ยี่กี' }).getByRole('link', { name: 'ยี่กีทุกรอบ' }),
    ).toBeVisible()
    for (const name of ['หวยรัฐบาลไทย', 'หวยออมสิน', 'หวย ธ.ก.ส.', 'หวยลาวพัฒนา', 'หวยฮานอย', 'หวยหุ้น'])
      await expect(page.getByRole('heading', { name, level: 3 })).toBeAttached()
    const govRound = page.getByTestId('market-gov')
    await expect(govRound.locator('img')).toHaveAttribute('src', '/images/lotto/gov.svg')
    await expect(govRound.getByTestId(/^round-\d+-countdown$/)).toHaveText(/^(\d+ วัน )?\d\d:\d\d:\d\d$/)
    await govRound.getByRole('link', { name: 'แทงเลย' }).click()
    await expect(page).toHaveURL(/\/lotto\/\d+$/)
    const roundId = Number(new URL(page.url()).pathname.split('/').pop())
    const detail: LottoRoundDetail = (
      await (await page.request.get(`${DEMO_URL}/api/lotto/round?round_id=${roundId}&agent_id=3`)).json()
    ).data
    expect(detail.category_code).toBe('gov')
    const rate3top = detail.bet_types.find((o) => o.bet_type === '3top')?.rate ?? 0
    await expect(page.getByRole('heading', { name: detail.title, level: 1 })).toBeVisible()

    // 123 as 3 ตัวบน; กลับเลข of 45 as 2 ตัวล่าง; 10 baht on every line.
    await expect(betType(page, '3 ตัวบน')).toHaveAttribute('aria-pressed', 'true')
    await press(page, '123')
    await betType(page, '2 ตัวล่าง').click()
    await page.getByRole('group', { name: 'ตัวช่วย' }).getByRole('button', { name: 'กลับเลข' }).click()
    await press(page, '45')
    await stakeAll(page, '10')
    const lines = page.getByRole('list', { name: 'รายการแทง' }).getByRole('listitem')
    await expect(lines).toHaveCount(3)
    await expect(page.getByTestId('slip-total')).toHaveText('฿30.00')

    // The bill dialog: number, rate and amount of each line, then the bill.
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click()
    const dialog = page.getByRole('dialog', { name: 'ยืนยันโพย' })
    for (const line of ['3 ตัวบน 123', '2 ตัวล่าง 45', '2 ตัวล่าง 54'])
      await expect(dialog.getByRole('listitem', { name: line })).toBeVisible()
    await expect(dialog.getByLabel('ราคาแทง 3 ตัวบน 123')).toHaveValue('10')
    await expect(dialog.getByRole('listitem', { name: '3 ตัวบน 123' })).toContainText(`บาทละ ${rate3top}`)
    await expect(dialog.getByRole('button', { name: 'ปิด', exact: true })).toBeVisible()
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/lotto/bill/create'))
    await dialog.getByRole('button', { name: 'ยืนยันแทง' }).click()
    const created = await (await reply).json()
    expect(created.error, created.message).toBe(0)
    await expect(page.getByText(`ส่งโพยสำเร็จ (โพยเลขที่ ${created.data.id})`)).toBeVisible()
    // The balance drops by the total.
    await expect(header(page).getByText('฿970.00')).toBeVisible()

    // The operator closes the round and enters the official result: รางวัลที่ 1 ends in 123.
    await operator(page.request, 'lotto/round/times', {
      round_id: roundId,
      close_at: new Date().toISOString(),
    })
    await operator(page.request, 'lotto/result', {
      round_id: roundId,
      first: '987123',
      front3: ['401', '402'],
      back3: ['403', '404'],
      bottom2: '77',
    })

    // Settlement runs in the job runner: the bill shows the win, the balance rises by 10 × rate.
    const win = 10 * rate3top
    const billStatus = async () =>
      (
        await (
          await page.request.get(`${DEMO_URL}/api/lotto/bill/detail?bill_id=${created.data.id}&agent_id=3`, {
            headers: { authorization: `Bearer ${member.token}` },
          })
        ).json()
      ).data.status
    await expect.poll(billStatus, { timeout: 60_000 }).toBe('won')
    await page.goto(PATHS.lottoBills)
    const bill = page.getByTestId(`bill-${created.data.id}`)
    await expect(bill.getByTestId('bill-status')).toHaveText('ถูกรางวัล')
    await expect(bill.getByTestId('bill-payout')).toHaveText(`ได้รับ ${money(win)}`)
    await bill.getByRole('button', { name: 'รายละเอียด' }).click()
    await expect(bill.getByRole('listitem', { name: '3 ตัวบน 123' })).toHaveAttribute('data-status', 'won')
    await expect(bill.getByRole('listitem', { name: '2 ตัวล่าง 45' })).toHaveAttribute('data-status', 'lost')
    await expect(header(page).getByText(money(970 + win))).toBeVisible()

    // /lotto/results shows the result, latest first; home shows the latest government result.
    await page.goto(`${PATHS.lottoResults}?category=gov`)
    const first = page.getByRole('list', { name: 'ผลรางวัล' }).getByRole('listitem').first()
    await expect(first).toHaveAttribute('aria-label', detail.title)
    await expect(first).toContainText('987123')
    await expect(first).toContainText('123')
    await page.goto(PATHS.home)
    await expect(page.getByTestId('home-gov-result')).toContainText('987123')
  })

  test('keying numbers updates the sticky slip bar: line count and total, in view and uncovered above the pad', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    const round = await openRound(page.request, ['hanoi', 'lao', 'stock'])
    await loginViaApi(page, member.phone, member.password)
    await page.goto(lottoRoundPath(round.id))
    const bar = page.getByRole('region', { name: 'สรุปโพย' })
    await expect(bar.getByTestId('slip-count')).toHaveText('0 รายการ')
    await expect(bar.getByTestId('slip-total')).toHaveText('฿0.00')
    await expect(bar.getByRole('button', { name: 'ตรวจสอบโพย' })).toBeDisabled()
    await page.getByLabel('ราคาแทงทุกรายการ (บาท)').fill('5')
    await press(page, '12')
    await expect(bar.getByTestId('slip-count')).toHaveText('0 รายการ')
    await press(page, '3')
    await expect(bar.getByTestId('slip-count')).toHaveText('1 รายการ')
    await expect(bar.getByTestId('slip-total')).toHaveText('฿5.00')
    await press(page, '456')
    await expect(bar.getByTestId('slip-count')).toHaveText('2 รายการ')
    await expect(bar.getByTestId('slip-total')).toHaveText('฿10.00')
    // While the member keys on the pad, the bar is on screen and nothing covers its button.
    await expect(bar).toBeInViewport()
    const check = bar.getByRole('button', { name: 'ตรวจสอบโพย' })
    await expect(check).toBeEnabled()
    const box = await check.boundingBox()
    expect(box).not.toBeNull()
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      [(box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2],
    )
    expect(onTop).toBe('ตรวจสอบโพย')
  })

  test('cancelling an open bill refunds it', async ({ page }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await deposit(page.request, member, 100)
    const round = await openRound(page.request, ['hanoi', 'lao', 'stock'])
    await loginViaApi(page, member.phone, member.password)
    await page.goto(lottoRoundPath(round.id))
    await press(page, '321')
    await stakeAll(page, '20')
    const placed = await placeBill(page)
    await expect(header(page).getByText('฿80.00')).toBeVisible()

    await page.getByRole('link', { name: 'ดูโพยของฉัน' }).click()
    await expect(page).toHaveURL(atPath(PATHS.lottoBills))
    const bill = page.getByTestId(`bill-${placed.id}`)
    await expect(bill.getByTestId('bill-status')).toHaveText('รอผล')
    await bill.getByRole('button', { name: 'ยกเลิกโพย' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'ยกเลิกโพยนี้?' })
    await expect(confirm).toContainText('ยอดแทง ฿20.00 จะคืนเข้ากระเป๋า')
    await confirm.getByRole('button', { name: 'ยืนยันยกเลิก' }).click()
    await expect(bill.getByTestId('bill-status')).toHaveText('ยกเลิกโพย')
    await expect(bill.getByRole('button', { name: 'ยกเลิกโพย' })).toHaveCount(0)
    await expect(header(page).getByText('฿100.00')).toBeVisible()
  })

  test('a round that closed refuses a bill, and nothing is taken', async ({ page }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await deposit(page.request, member, 100)
    const round = await openRound(page.request, ['gsb', 'baac'])
    await loginViaApi(page, member.phone, member.password)
    await page.goto(lottoRoundPath(round.id))
    await press(page, '456')
    await stakeAll(page, '10')

    // Betting closes while the member fills the slip (the operator closes it early).
    await operator(page.request, 'lotto/round/times', {
      round_id: round.id,
      close_at: new Date().toISOString(),
    })
    await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click()
    await expect(page.getByRole('alert')).toHaveText('งวดนี้ปิดรับแทงแล้ว')
    await expect(page.getByRole('dialog', { name: 'ยืนยันโพย' })).toHaveCount(0)

    // Straight to bill/create, as a stale page would: refused, and the balance is untouched.
    const refused = await (
      await page.request.post(`${DEMO_URL}/api/lotto/bill/create`, {
        headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': crypto.randomUUID() },
        data: { agent_id: 3, round_id: round.id, lines: [{ bet_type: '3top', number: '456', amount: 10 }] },
      })
    ).json()
    expect(refused.error).not.toBe(0)
    expect(refused.message).toBe('งวดนี้ปิดรับแทงแล้ว')
    // The slip of a closed round says so once it is loaded again.
    await page.reload()
    await expect(page.getByText('รอบนี้ปิดรับแล้ว')).toBeVisible()
    await expect(header(page).getByText('฿100.00')).toBeVisible()
  })
})
