import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { PATHS } from '../../src/config/paths'
import { atPath, DEMO_URL, E2E_OPERATOR_TOKEN, loginViaApi, registerMember } from './helpers'

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as PromptPay's field 63. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** Reads the QR on screen the way a banking app would: a screenshot of it, decoded. */
async function readQr(page: Page): Promise<string> {
  // At the top of the page the QR sits fully below the sticky header (a scrolled one may hide under it).
  await page.evaluate(() => window.scrollTo(0, 0))
  const png = PNG.sync.read(await page.getByTestId('payment-qr').screenshot())
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
  expect(code, 'the QR on screen decodes').not.toBeNull()
  return code?.data ?? ''
}

/** Deposits `amount` by PromptPay from the deposit page: returns the order id once the QR shows. */
async function generateQr(page: Page, amount: string): Promise<number> {
  await page.getByLabel('จำนวนเงิน (บาท)').fill(amount)
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/member/payment/generate_qr'))
  await page.getByRole('button', { name: 'สร้าง QR Code' }).click()
  const body = await (await reply).json()
  expect(body.error, body.message).toBe(0)
  await expect(page).toHaveURL(atPath(PATHS.payment))
  return body.data.id
}

/** What the payment provider's callback or the back office does: a call to the operator API. */
async function operator(page: Page, path: string, data: Record<string, number>) {
  const headers = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }
  const body = await (await page.request.post(`${DEMO_URL}/api/operator/${path}`, { data, headers })).json()
  expect(body.error, body.message).toBe(0)
}

/**
 * Withdraws the amount typed in the form: ถอนเงิน, then the confirmation (which must name the amount
 * and the receiving account) and ยืนยันถอนเงิน. Answers the server's reply.
 */
async function confirmWithdrawal(page: Page, amount: string, account: RegExp) {
  await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click()
  const dialog = page.getByRole('alertdialog', { name: 'ยืนยันการถอนเงิน' })
  await expect(dialog.getByTestId('withdraw-confirm-amount')).toHaveText(amount)
  await expect(dialog.getByText(account)).toBeVisible()
  const reply = page.waitForResponse((r) => r.url().endsWith('/api/member/withdraw'))
  await dialog.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click()
  const body = await (await reply).json()
  await expect(dialog).toBeHidden()
  return body
}

test.describe('money', () => {
  test('deposit 500 by PromptPay QR, withdraw 300, and see both in the statement', async ({ page }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const header = page.getByRole('banner')
    await expect(header.getByText('฿0.00')).toBeVisible()

    // Deposit: from the header's wallet button, PromptPay QR with a quick amount, no promotion.
    await header.getByRole('link', { name: /ฝากเงิน/ }).click()
    await expect(page).toHaveURL(atPath(PATHS.deposit))
    await page.getByRole('button', { name: '฿500.00', exact: true }).click()
    await expect(page.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' })).toBeChecked()
    const orderId = await generateQr(page, '500')
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })

    const payload = await readQr(page)
    expect(payload).toContain('5406500.00')
    expect(payload).toMatch(/^000201010212/)
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)))
    await expect(page.getByTestId('payment-amount')).toHaveText('฿500.00')
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^1[45]:\d\d$/)

    // บันทึก QR: a PNG named after the order that a bank app reads back exactly.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'บันทึก QR' }).click()
    const saved = await download
    expect(saved.suggestedFilename()).toBe(`bw222-qr-${orderId}.png`)
    const image = PNG.sync.read(await readFile((await saved.path()) as string))
    expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(payload)

    await operator(page, 'payment/confirm', { order_id: orderId })
    await expect(page.getByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeVisible()
    await expect(page.getByTestId('paid-amounts')).toHaveText('ยอดที่เข้ากระเป๋า฿500.00')
    await expect(page.getByRole('link', { name: 'ฝากอีกครั้ง' })).toHaveAttribute('href', PATHS.deposit)
    await expect(page.getByRole('link', { name: 'เล่นเกม' })).toHaveAttribute('href', PATHS.home)
    await expect(header.getByText('฿500.00')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )

    // Withdraw 300: held at once (balance down, request waiting), then approved by the operator.
    await page.goto(PATHS.withdraw)
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿500.00')
    await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('300')
    const withdrawal = await confirmWithdrawal(page, 'ถอนเงิน ฿300.00', /กสิกรไทย ••••••\d{4} \(สมชาย ทดสอบ\)/)
    expect(withdrawal.error, withdrawal.message).toBe(0)
    await expect(page.getByText('ส่งคำขอถอนเงิน ฿300.00 แล้ว รอดำเนินการ')).toBeVisible()
    await expect(header.getByText('฿200.00')).toBeVisible()
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿200.00')
    const requests = page.getByRole('list', { name: 'รายการถอนเงิน' })
    await expect(requests.getByRole('listitem').first()).toContainText('รอดำเนินการ')

    await operator(page, 'withdraw/approve', { withdraw_id: withdrawal.data.id })
    await expect(requests.getByRole('listitem').first()).toContainText('สำเร็จ', { timeout: 15_000 })
    await expect(page.getByText('ส่งคำขอถอนเงิน ฿300.00 แล้ว รอดำเนินการ')).toBeHidden()
    await expect(header.getByText('฿200.00')).toBeVisible()

    // Statement: newest first, both movements with their signed amounts and balance after.
    await page.goto(PATHS.statement)
    const entries = page.getByRole('list', { name: 'รายการเงิน' }).getByRole('listitem')
    await expect(entries).toHaveCount(2)
    await expect(entries.nth(0)).toContainText('ถอนเงิน')
    await expect(entries.nth(0)).toContainText('-฿300.00')
    await expect(entries.nth(0)).toContainText('คงเหลือ ฿200.00')
    await expect(entries.nth(1)).toContainText('ฝากเงิน')
    await expect(entries.nth(1)).toContainText('+฿500.00')
    await page.getByLabel('ประเภทรายการ').selectOption('deposit')
    await expect(page).toHaveURL(/\?type=deposit$/)
    await expect(entries).toHaveCount(1)
  })

  test('redeem a coupon, take a promotion and see its bonus in the bonus wallet after the next deposit', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const header = page.getByRole('banner')

    await page.goto(PATHS.coupon)
    await page.getByLabel('รหัสคูปอง').fill('welcome50')
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect(
      page.getByText('ใช้คูปอง "เครดิตต้อนรับ 50 บาท" สำเร็จ ได้รับเครดิต ฿50.00 เข้ากระเป๋าโบนัส'),
    ).toBeVisible()
    await expect(header.getByText('฿50.00')).toBeVisible()
    await page.getByLabel('รหัสคูปอง').fill('WELCOME50')
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect(page.getByRole('alert')).toHaveText('คุณใช้คูปองนี้ไปแล้ว')

    await page.goto(PATHS.memberPromotions)
    const title = 'สมาชิกใหม่ รับโบนัส 50%'
    // The promotion dialog: its full terms, and the opt-in under them.
    await page.getByRole('button', { name: `รับโปรโมชั่น ${title}` }).click()
    const promotion = page.getByRole('dialog', { name: title })
    await expect(promotion.getByRole('list', { name: 'เงื่อนไขโปรโมชั่น' })).toContainText(
      'ยอดเดิมพันทุกเกมและโพยหวยนับเป็นยอดเทิร์น',
    )
    await promotion.getByRole('button', { name: 'ยืนยันรับโปรโมชั่น' }).click()
    await expect(promotion.getByText('รับโปรโมชั่นแล้ว โบนัสจะเข้ากระเป๋าโบนัสเมื่อฝากเงินครั้งถัดไป')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(promotion).toHaveCount(0)
    const mine = page.getByRole('list', { name: 'โปรโมชั่นของฉัน' })
    await expect(mine.getByText('รอฝากเงิน')).toBeVisible()

    // The next deposit carries the promotion taken (preselected): 200 + 50 % bonus = 100 in the bonus wallet.
    await page.goto(PATHS.deposit)
    await expect(page.getByRole('radio', { name: new RegExp(title) })).toBeChecked()
    const orderId = await generateQr(page, '200')
    await operator(page, 'payment/confirm', { order_id: orderId })
    await expect(page.getByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeVisible()
    await expect(page.getByTestId('paid-amounts')).toHaveText(
      'ยอดที่เข้ากระเป๋า฿200.00โบนัสเข้ากระเป๋าโบนัส฿100.00รวมได้รับ฿300.00',
    )
    await expect(header.getByText('฿350.00')).toBeVisible()

    await page.goto(PATHS.memberPromotions)
    await expect(mine.getByText('กำลังทำเทิร์น')).toBeVisible()
    await expect(mine.getByText('โบนัส ฿100.00')).toBeVisible()
    await expect(mine.getByText('ทำเทิร์นแล้ว ฿0.00 / ฿1,500.00')).toBeVisible()
    await page.goto(PATHS.deposit)
    const wallets = page.getByRole('region', { name: 'กระเป๋าเงิน' })
    await expect(wallets.getByRole('listitem', { name: 'โบนัส' })).toContainText('฿150.00')
    await expect(wallets.getByRole('listitem', { name: 'กระเป๋าหลัก' })).toContainText('฿200.00')
  })

  test('bank transfer shows the agent accounts in the deposit notice dialog; TrueMoney its wallet number', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.deposit)
    await page.getByRole('button', { name: 'โอนผ่านบัญชีธนาคาร' }).click()
    const dialog = page.getByRole('dialog', { name: 'แจ้งฝากเงิน' })
    const scb = dialog.getByRole('listitem', { name: 'ไทยพาณิชย์' })
    await expect(scb).toContainText('4071234567')
    await expect(scb).toContainText('บจก. บีดับบลิว ทูทูทู')
    await expect(scb.getByRole('button', { name: 'คัดลอกเลขบัญชี' })).toBeVisible()
    await dialog.getByRole('button', { name: 'ปิด', exact: true }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('button', { name: 'TrueMoney Wallet' }).click()
    await expect(page.getByText('0951234567')).toBeVisible()
    await expect(page.getByRole('button', { name: 'คัดลอกเบอร์' })).toBeVisible()
  })

  test('withdraw to the sub account the profile promises, after a confirmation naming it', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    const sub = await page.request.post(`${DEMO_URL}/api/member/update_sub_bank_account`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { bank_code: '002', bank_account_no: `7${member.phone.slice(1)}`, password: member.password },
    })
    expect((await sub.json()).error).toBe(0)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.deposit)
    const orderId = await generateQr(page, '500')
    await operator(page, 'payment/confirm', { order_id: orderId })
    await expect(page.getByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeVisible()

    await page.goto(PATHS.withdraw)
    const accounts = page.getByRole('group', { name: 'ถอนเข้าบัญชี' })
    await expect(accounts.getByRole('radio', { name: /บัญชีหลัก/ })).toBeChecked()
    await accounts.getByRole('radio', { name: /บัญชีสำรอง/ }).check()
    await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('400')
    // Cancelling the confirmation sends nothing.
    await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click()
    const dialog = page.getByRole('alertdialog', { name: 'ยืนยันการถอนเงิน' })
    await dialog.getByRole('button', { name: 'ยกเลิก' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿500.00')

    const last4 = member.phone.slice(-4)
    const withdrawal = await confirmWithdrawal(page, 'ถอนเงิน ฿400.00', new RegExp(`กรุงเทพ ••••••${last4}`))
    expect(withdrawal.error, withdrawal.message).toBe(0)
    expect(withdrawal.data.bank).toMatchObject({ bank_code: '002', account_no: `7${member.phone.slice(1)}` })
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿100.00')
  })

  test('LUCKY100, then deposit 500 and withdraw all 500: the free credit locks only itself', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.coupon)
    await page.getByLabel('รหัสคูปอง').fill('LUCKY100')
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect(page.getByText(/ใช้คูปอง .* สำเร็จ/)).toBeVisible()

    await page.goto(PATHS.deposit)
    await page.getByRole('radio', { name: 'ไม่รับโปรโมชั่น' }).check()
    const orderId = await generateQr(page, '500')
    await operator(page, 'payment/confirm', { order_id: orderId })
    await expect(page.getByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeVisible()

    await page.goto(PATHS.withdraw)
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿500.00')
    await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('500')
    const withdrawal = await confirmWithdrawal(page, 'ถอนเงิน ฿500.00', /กสิกรไทย/)
    expect(withdrawal.error, withdrawal.message).toBe(0)
    await expect(page.getByText('ส่งคำขอถอนเงิน ฿500.00 แล้ว รอดำเนินการ')).toBeVisible()
    await operator(page, 'withdraw/approve', { withdraw_id: withdrawal.data.id })
    const requests = page.getByRole('list', { name: 'รายการถอนเงิน' })
    await expect(requests.getByRole('listitem').first()).toContainText('สำเร็จ', { timeout: 15_000 })
  })

  test('take a deposit promotion, give it up with สละโบนัส, and withdraw the deposit', async ({ page }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const title = 'สมาชิกใหม่ รับโบนัส 50%'
    await page.goto(PATHS.deposit)
    await page.getByRole('radio', { name: new RegExp(title) }).check()
    const orderId = await generateQr(page, '1000')
    await operator(page, 'payment/confirm', { order_id: orderId })
    await expect(page.getByTestId('paid-amounts')).toContainText('รวมได้รับ฿1,500.00')

    // The page says why the deposit cannot leave yet: the promotion, what it holds, its turnover.
    await page.goto(PATHS.withdraw)
    const locks = page.getByRole('list', { name: 'ยอดที่ยังถอนไม่ได้' })
    const lock = locks.getByRole('listitem').filter({ hasText: title })
    await expect(lock).toContainText('ยอดที่ติดเงื่อนไข ฿1,000.00')
    await expect(lock).toContainText('ทำเทิร์นแล้ว ฿0.00 / ฿7,500.00')
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿0.00')

    await lock.getByRole('button', { name: 'สละโบนัส' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'ยืนยันการสละโบนัส' })
    await expect(confirm).toContainText('เครดิตโบนัสคงเหลือ ฿500.00 จะถูกยกเลิก')
    await expect(confirm).toContainText('ยอด ฿1,000.00 ในกระเป๋าหลักจะถอนได้ทันที')
    await confirm.getByRole('button', { name: 'สละโบนัส' }).click()
    await expect(confirm).toBeHidden()
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿1,000.00')
    await expect(locks).toBeHidden()

    await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('1000')
    const withdrawal = await confirmWithdrawal(page, 'ถอนเงิน ฿1,000.00', /กสิกรไทย/)
    expect(withdrawal.error, withdrawal.message).toBe(0)
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿0.00')
  })
})
