import { expect, type Page, test } from '@playwright/test'
import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { DEMO_URL, loginViaApi, registerMember } from './helpers'

/** The notification dialog opens by itself once a session; close it to reach the page behind. */
async function dismissAnnouncements(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
  await dialog.waitFor({ state: 'visible', timeout: 5000 }).catch(() => {})
  while (await dialog.isVisible()) {
    const close = dialog.getByRole('button', { name: 'ปิด', exact: true })
    if (await close.isVisible()) await close.click()
    else await dialog.getByRole('button', { name: 'ถัดไป' }).click()
  }
}

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
  await expect(page).toHaveURL(/\/member\/payment$/)
  return body.data.id
}

async function sandbox(page: Page, path: string, data: Record<string, number>) {
  const body = await (await page.request.post(`${DEMO_URL}/api/sandbox/${path}`, { data })).json()
  expect(body.error, body.message).toBe(0)
}

test.describe('money', () => {
  test('deposit 500 by PromptPay QR, withdraw 300, and see both in the statement', async ({ page }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await dismissAnnouncements(page)
    const header = page.getByRole('banner')
    await expect(header.getByText('฿0.00')).toBeVisible()

    // Deposit: from the header's wallet button, PromptPay QR with a quick amount, no promotion.
    await header.getByRole('link', { name: /ฝากเงิน/ }).click()
    await expect(page).toHaveURL(/\/member\/deposit$/)
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

    await sandbox(page, 'payment/confirm', { order_id: orderId })
    await expect(page.getByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeVisible()
    await expect(header.getByText('฿500.00')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    )

    // Withdraw 300: held at once (balance down, request waiting), then approved by the operator.
    await page.goto('/member/withdraw')
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿500.00')
    await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('300')
    const reply = page.waitForResponse((r) => r.url().endsWith('/api/member/withdraw'))
    await page.getByRole('button', { name: 'ยืนยันการถอนเงิน' }).click()
    const withdrawal = await (await reply).json()
    expect(withdrawal.error, withdrawal.message).toBe(0)
    await expect(page.getByText('ส่งคำขอถอนเงิน ฿300.00 แล้ว รอดำเนินการ')).toBeVisible()
    await expect(header.getByText('฿200.00')).toBeVisible()
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿200.00')
    const requests = page.getByRole('list', { name: 'รายการถอนเงิน' })
    await expect(requests.getByRole('listitem').first()).toContainText('รอดำเนินการ')

    await sandbox(page, 'withdraw/approve', { withdraw_id: withdrawal.data.id })
    await expect(requests.getByRole('listitem').first()).toContainText('สำเร็จ', { timeout: 15_000 })
    await expect(header.getByText('฿200.00')).toBeVisible()

    // Statement: newest first, both movements with their signed amounts and balance after.
    await page.goto('/member/statement')
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
    await dismissAnnouncements(page)
    const header = page.getByRole('banner')

    await page.goto('/member/coupon')
    await page.getByLabel('รหัสคูปอง').fill('welcome50')
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect(
      page.getByText('ใช้คูปอง "เครดิตต้อนรับ 50 บาท" สำเร็จ ได้รับเครดิต ฿50.00 เข้ากระเป๋าโบนัส'),
    ).toBeVisible()
    await expect(header.getByText('฿50.00')).toBeVisible()
    await page.getByLabel('รหัสคูปอง').fill('WELCOME50')
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect(page.getByRole('alert')).toHaveText('คุณใช้คูปองนี้ไปแล้ว')

    await page.goto('/member/promotions')
    const title = 'สมาชิกใหม่ รับโบนัส 50%'
    await page.getByRole('button', { name: `รับโปรโมชั่น ${title}` }).click()
    const mine = page.getByRole('list', { name: 'โปรโมชั่นของฉัน' })
    await expect(mine.getByText('รอฝากเงิน')).toBeVisible()

    // The next deposit carries the promotion taken (preselected): 200 + 50 % bonus = 100 in the bonus wallet.
    await page.goto('/member/deposit')
    await expect(page.getByRole('radio', { name: new RegExp(title) })).toBeChecked()
    const orderId = await generateQr(page, '200')
    await sandbox(page, 'payment/confirm', { order_id: orderId })
    await expect(page.getByText('ชำระเงินสำเร็จ ยอดเงินเข้ากระเป๋าแล้ว')).toBeVisible()
    await expect(header.getByText('฿350.00')).toBeVisible()

    await page.goto('/member/promotions')
    await expect(mine.getByText('กำลังทำเทิร์น')).toBeVisible()
    await expect(mine.getByText('โบนัส ฿100.00')).toBeVisible()
    await expect(mine.getByText('ทำเทิร์นแล้ว ฿0.00 / ฿1,500.00')).toBeVisible()
    await page.goto('/member/deposit')
    const wallets = page.getByRole('region', { name: 'กระเป๋าเงิน' })
    await expect(wallets.getByRole('listitem', { name: 'โบนัส' })).toContainText('฿150.00')
    await expect(wallets.getByRole('listitem', { name: 'กระเป๋าหลัก' })).toContainText('฿200.00')
  })

  test('bank transfer shows the agent accounts in the deposit notice dialog; TrueMoney its wallet number', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await dismissAnnouncements(page)
    await page.goto('/member/deposit')
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
})
