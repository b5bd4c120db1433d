import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import type { LottoRound, LottoRoundDetail } from '../../src/contract/lotto'
import { dayAt } from '../../src/lib/bangkok-day'
import { formatDate } from '../../src/lib/thai-date'
import { staffLogin } from './backoffice-helpers'
import {
  baht,
  DEMO_URL,
  deposit,
  E2E_OPERATOR_TOKEN,
  loginViaApi,
  memberApi,
  registerMember,
} from './helpers'

test.describe('back office', () => {
  test("an owner adds a cashier; the cashier confirms a member's QR deposit and the member's header updates live", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const suffix = String(Date.now()).slice(-7)
    // The first owner as automation makes one (OPERATOR_TOKEN may make every operator call).
    const ownerName = `owner${suffix}`
    const made = await page.request.post(`${DEMO_URL}/api/operator/staff/create`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { username: ownerName, name: 'เจ้าของร้าน', role: 'owner', password: 'owner-password-1' },
    })
    expect((await made.json()).error).toBe(0)

    const owner = await staffLogin(browser, ownerName, 'owner-password-1')
    await owner.getByRole('button', { name: 'พนักงาน' }).click()
    const cashierName = `cashier${suffix}`
    await owner.getByLabel('ชื่อผู้ใช้').fill(cashierName)
    await owner.getByLabel('ชื่อที่แสดง').fill('แคชเชียร์กะดึก')
    await owner.getByLabel('บทบาท').selectOption('cashier')
    await owner.getByLabel('รหัสผ่านเริ่มต้น (8 ตัวขึ้นไป)').fill('cashier-password-1')
    await owner.getByRole('button', { name: 'เพิ่มพนักงาน' }).click()
    await expect(owner.getByTestId('bo-staff-message')).toContainText(`เพิ่ม ${cashierName} แล้ว`)
    await expect(
      owner.getByTestId('bo-staff-table').getByRole('row', { name: new RegExp(cashierName) }),
    ).toContainText('แคชเชียร์')

    const cashier = await staffLogin(browser, cashierName, 'cashier-password-1')
    await expect(cashier.getByTestId('bo-staff-name')).toHaveText('แคชเชียร์กะดึก')
    await expect(cashier.getByTestId('bo-live')).toHaveText('อัปเดตสด')
    // A cashier has the money desk only.
    await expect(cashier.getByRole('button', { name: 'พนักงาน' })).toHaveCount(0)

    // The member, on the site, makes a QR order of ฿500.
    const member = await registerMember(page.request)
    const token = await loginViaApi(page, member.phone, member.password)
    const header = page.getByRole('banner')
    await expect(header.getByText('฿0.00')).toBeVisible()
    const channels = await memberApi<{ id: number; type: string }[]>(
      page,
      'GET',
      'member/payment/channels',
      token,
    )
    const order = await memberApi<{ id: number }>(page, 'POST', 'member/payment/generate_qr', token, {
      channel_id: channels.find((c) => c.type === 'promptpay')?.id,
      amount: 500,
    })

    // It reaches the open desk by itself (live queue), marked new.
    const item = cashier.getByTestId(`bo-item-deposit-${order.id}`)
    await expect(item).toContainText('฿500.00')
    await expect(item).toContainText('ใหม่')
    await expect(cashier.getByTestId('bo-new-deposits')).toBeVisible()
    await item.click()
    const context = cashier.getByTestId('bo-member-context')
    await expect(context).toContainText(member.phone)
    await expect(cashier.getByTestId('bo-member-bank')).toContainText(`1${member.phone}`)
    await cashier.getByRole('button', { name: 'ยืนยันยอดฝาก' }).click()
    await cashier.getByRole('button', { name: 'ยืนยัน', exact: true }).click()
    await expect(cashier.getByTestId('bo-desk-message')).toHaveText('ยืนยันยอดฝาก ฿500.00 แล้ว')
    await expect(item).toHaveCount(0)

    // The member's header hears it live, without a reload.
    await expect(header.getByText('฿500.00')).toBeVisible()
    // The LIFF links for LINE chats: each /liff/<name> with its LINE URL and QR; a round's link once filled in.
    await cashier.getByRole('button', { name: 'ลิงก์ LIFF' }).click()
    const withdrawLink = cashier.getByTestId('bo-liff-withdraw')
    await expect(withdrawLink.getByTestId('bo-liff-url')).toHaveText(
      'https://liff.line.me/2001234567-AbCdEfGh/withdraw',
    )
    await expect(withdrawLink.getByTestId('bo-liff-qr')).toBeVisible()
    const roundLink = cashier.getByTestId('bo-liff-lotto/:round_id')
    await expect(roundLink.getByTestId('bo-liff-qr')).toHaveCount(0)
    await roundLink.getByLabel('ค่า round_id ของ /liff/lotto/:round_id').fill('42')
    await expect(roundLink.getByTestId('bo-liff-url')).toHaveText(
      'https://liff.line.me/2001234567-AbCdEfGh/lotto/42',
    )
    // The owner finds the confirmation in the audit trail under the cashier's name.
    await owner.getByRole('button', { name: 'ประวัติ' }).click()
    await owner.getByLabel('พนักงาน', { exact: true }).selectOption(`staff:${cashierName}`)
    await owner.getByLabel('การกระทำ').selectOption('payment.confirm')
    await owner.getByRole('button', { name: 'ค้นหา' }).click()
    const rows = owner.getByTestId('bo-audit-table').getByRole('row')
    await expect(rows).toHaveCount(2) // the header and the cashier's one confirmation
    await expect(rows.nth(1)).toContainText(`${cashierName}ยืนยันรายการฝาก payment.confirm`)
    await owner.context().close()
    await cashier.context().close()
  })

  test('a marketing user adds a point-shop item a member then sees, and turns it off: the member no longer does', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const suffix = String(Date.now()).slice(-7)
    const name = `mkt${suffix}`
    const made = await page.request.post(`${DEMO_URL}/api/operator/staff/create`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { username: name, name: 'ฝ่ายการตลาด', role: 'marketing', password: 'marketing-password-1' },
    })
    expect((await made.json()).error).toBe(0)
    const desk = await staffLogin(browser, name, 'marketing-password-1')
    // Marketing staff land on their desk; the point shop is one of its sections.
    await expect(desk.getByRole('heading', { name: 'การตลาด' })).toBeVisible()
    await desk.getByRole('heading', { name: 'ร้านแลกของรางวัล' }).click()
    const title = `หมวก bw222 รุ่น ${suffix}`
    await desk.getByRole('button', { name: 'เพิ่มของรางวัล' }).click()
    await desk.getByLabel('ประเภท').selectOption('item')
    await desk.getByLabel('ชื่อ', { exact: true }).fill(title)
    await desk.getByLabel('ราคา (พอยท์)').fill('100')
    await desk.getByLabel('คงเหลือ').fill('5')
    await desk.getByRole('button', { name: 'บันทึก' }).click()
    await expect(desk.getByTestId('bo-desk-message')).toHaveText(`บันทึก "${title}" แล้ว`)
    const card = desk.getByTestId('bo-shop-item').filter({ hasText: title })
    await expect(card).toContainText('คงเหลือ 5')
    await expect(card.getByText('เปิดให้แลก')).toBeVisible()

    // The member sees it in the point shop...
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.redeem)
    await expect(page.getByRole('button', { name: `แลก ${title}` })).toBeVisible()

    // ...until the desk turns it off.
    await card.getByRole('button', { name: 'ปิดใช้งาน' }).click()
    await expect(desk.getByTestId('bo-desk-message')).toHaveText(`ปิด "${title}" แล้ว สมาชิกจะไม่เห็นรายการนี้`)
    await expect(card.getByText('ปิดแล้ว')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'แลก หมุนวงล้อนำโชค 1 ครั้ง' })).toBeVisible()
    await expect(page.getByRole('button', { name: `แลก ${title}` })).toHaveCount(0)
    await desk.context().close()
  })

  test('a marketing user creates a coupon in the back office; a member redeems it and sees the credit; turned off, the next member cannot', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const suffix = String(Date.now()).slice(-7)
    const username = `mkt${suffix}`
    const made = await page.request.post(`${DEMO_URL}/api/operator/staff/create`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { username, name: 'ฝ่ายการตลาด', role: 'marketing', password: 'marketing-password-1' },
    })
    expect((await made.json()).error).toBe(0)

    // Marketing lands on its desk: the sections, then the coupons.
    const desk = await staffLogin(browser, username, 'marketing-password-1')
    await expect(desk.getByRole('heading', { name: 'การตลาด' })).toBeVisible()
    await expect(desk.getByRole('button', { name: 'ฝาก-ถอน' })).toHaveCount(0)
    await desk.getByRole('link', { name: /คูปอง/ }).click()
    const coupons = desk.getByTestId('bo-coupons')
    const code = `MK${suffix}`
    await coupons.getByRole('button', { name: 'เพิ่มคูปองใหม่' }).click()
    await coupons.getByLabel('รหัสคูปอง').fill(code.toLowerCase())
    await coupons.getByLabel('ชื่อคูปอง').fill('เครดิตฟรีจากฝ่ายการตลาด')
    await coupons.getByLabel('จำนวนเงิน (บาท)').fill('-30')
    await coupons.getByRole('button', { name: 'บันทึก' }).click()
    await expect(desk.getByTestId('bo-desk-message')).toHaveText('ช่อง "จำนวนเงิน (บาท)" ต้องเป็นตัวเลขที่ไม่ติดลบ')
    await coupons.getByLabel('จำนวนเงิน (บาท)').fill('30')
    await coupons.getByLabel('จำนวนสิทธิ์ทั้งหมด').fill('10')
    await coupons.getByRole('button', { name: 'บันทึก' }).click()
    await expect(desk.getByTestId('bo-desk-message')).toHaveText('เพิ่มคูปองแล้ว')
    const row = coupons.getByTestId('bo-marketing-row').filter({ hasText: code })
    await expect(row).toContainText('0/10')
    await expect(row).toContainText('เปิด')

    // A member redeems it on the site and sees the credit in the header.
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.coupon)
    await page.getByLabel('รหัสคูปอง').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect(
      page.getByText('ใช้คูปอง "เครดิตฟรีจากฝ่ายการตลาด" สำเร็จ ได้รับเครดิต ฿30.00 เข้ากระเป๋าโบนัส'),
    ).toBeVisible()
    await expect(page.getByRole('banner').getByText('฿30.00')).toBeVisible()

    // Marketing turns it off (the list shows the use); the next member is refused.
    await row.getByRole('button', { name: 'ปิด', exact: true }).click()
    await expect(desk.getByTestId('bo-desk-message')).toHaveText('ปิดคูปองแล้ว')
    await expect(row).toContainText('1/10')
    await expect(row).toContainText('ปิดแล้ว')
    const next = await registerMember(page.request)
    await loginViaApi(page, next.phone, next.password)
    await page.goto(PATHS.coupon)
    await page.getByLabel('รหัสคูปอง').fill(code)
    await page.getByRole('button', { name: 'ใช้คูปอง' }).click()
    await expect(page.getByRole('alert')).toHaveText('ไม่พบรหัสคูปองนี้ กรุณาตรวจสอบอีกครั้ง')
    await desk.context().close()
  })

  test('a read-only staff member reads the report: seven Bangkok days with totals, charts, and the same figures as CSV', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000)
    const member = await registerMember(page.request)
    const token = await loginViaApi(page, member.phone, member.password)
    await deposit(page, token, 321)

    const username = `reader${String(Date.now()).slice(-7)}`
    const made = await page.request.post(`${DEMO_URL}/api/operator/staff/create`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { username, name: 'ผู้ตรวจ', role: 'read_only', password: 'reader-password-1' },
    })
    expect((await made.json()).error).toBe(0)
    const reader = await staffLogin(browser, username, 'reader-password-1')
    await reader.getByRole('button', { name: 'รายงาน' }).click()
    await expect(reader.getByRole('heading', { name: 'รายงาน' })).toBeVisible()
    // The last 7 days (today included): a row each, newest first, and the total.
    const days = reader.getByTestId('bo-report-days').getByRole('row')
    await expect(days).toHaveCount(1 + 7 + 1)
    await expect(days.last()).toContainText('รวม')
    await expect(reader.getByRole('img', { name: 'ยอดฝากและยอดถอนรายวัน' })).toBeVisible()
    await expect(reader.getByRole('img', { name: 'ผลได้เสียของเว็บรายวัน' })).toBeVisible()
    await expect(reader.getByTestId('bo-report-products').getByRole('row')).toHaveCount(1 + 7)

    const saving = reader.waitForEvent('download')
    await reader.getByRole('button', { name: 'ดาวน์โหลด CSV' }).click()
    const file = await saving
    expect(file.suggestedFilename()).toMatch(/^report-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await file.path()) ?? '', 'utf8')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const lines = csv.slice(1).trimEnd().split('\r\n')
    expect(
      lines[0].startsWith(
        'วันที่,ยอดฝาก,ยอดถอน,ยอดแทง,ยอดชนะ,ผลได้เสีย,โบนัส,คืนยอดเสีย,ค่าแนะนำเพื่อน,จำนวนเดิมพัน,หวย ยอดแทง',
      ),
    ).toBe(true)
    expect(lines).toHaveLength(1 + 7 + 1)
    // The screen's total deposits and the CSV's are one figure, and hold the member's deposit.
    const totalDeposits = Number(lines[8].split(',')[1])
    expect(totalDeposits).toBeGreaterThanOrEqual(321)
    await expect(reader.getByTestId('bo-report-total-deposits')).toHaveText(baht(totalDeposits))

    // A range that ends before it starts is refused in Thai before anything is asked.
    await reader.getByLabel('ตั้งแต่วันที่: ปี พ.ศ.').selectOption({ index: 1 })
    await reader.getByLabel('ถึงวันที่: ปี พ.ศ.').selectOption({ index: 3 })
    await reader.getByRole('button', { name: 'ดูรายงาน' }).click()
    await expect(reader.getByRole('alert')).toHaveText('วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด')
    await reader.context().close()
  })

  test('a lottery user enters a result after seeing what it pays, and the winning member sees ถูกรางวัล', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const operator = { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` }
    const username = `lotto${String(Date.now()).slice(-7)}`
    const made = await page.request.post(`${DEMO_URL}/api/operator/staff/create`, {
      headers: operator,
      data: { username, name: 'ฝ่ายหวยกะเย็น', role: 'lottery', password: 'lottery-password-1' },
    })
    expect((await made.json()).error).toBe(0)

    // A stock round of this journey's own: the open one that closes last (other journeys take the
    // first open round of a category, and this one closes it).
    const rounds = (
      await (await page.request.get(`${DEMO_URL}/api/lotto/rounds?agent_id=3&category_id=6`)).json()
    ).data as LottoRound[]
    const round = rounds
      .filter((r) => r.status === 'open')
      .sort((a, b) => b.close_at.localeCompare(a.close_at))[0]
    expect(round, 'an open stock round').toBeTruthy()
    const detail = (
      await (await page.request.get(`${DEMO_URL}/api/lotto/round?round_id=${round.id}&agent_id=3`)).json()
    ).data as LottoRoundDetail
    const rate = detail.bet_types.find((o) => o.bet_type === '3top')?.rate ?? 0

    // The member stakes 10 on 123 (3 ตัวบน) and 10 on 54 (2 ตัวล่าง), then betting closes.
    const member = await registerMember(page.request)
    const token = await loginViaApi(page, member.phone, member.password)
    await deposit(page, token, 100)
    const bill = await memberApi<{ id: number }>(page, 'POST', 'lotto/bill/create', token, {
      agent_id: 3,
      round_id: round.id,
      lines: [
        { bet_type: '3top', number: '123', amount: 10 },
        { bet_type: '2bottom', number: '54', amount: 10 },
      ],
    })
    const closed = await page.request.post(`${DEMO_URL}/api/operator/lotto/round/times`, {
      headers: operator,
      data: { round_id: round.id, close_at: new Date().toISOString() },
    })
    expect((await closed.json()).error).toBe(0)

    // The lottery user lands on the lottery desk, finds the round by category and draw day.
    const staff = await staffLogin(browser, username, 'lottery-password-1')
    await expect(staff.getByRole('heading', { name: 'หวย', exact: true })).toBeVisible()
    await expect(staff.getByRole('button', { name: 'ฝาก-ถอน' })).toHaveCount(0)
    await staff.getByLabel('ประเภทหวย').selectOption({ label: 'หวยหุ้น' })
    await staff.getByLabel('วันที่ออกผล').fill(round.draw_date)
    await expect(staff.getByTestId('bo-lottery-day')).toContainText(formatDate(dayAt(round.draw_date)))
    const row = staff.getByTestId(`bo-round-${round.id}`)
    await expect(row).toContainText('ปิดรับ รอกรอกผล')
    await expect(row).toContainText(`1 โพย · แทง ${baht(20)}`)
    await row.click()
    await expect(staff.getByRole('heading', { name: round.title })).toBeVisible()
    // The exposure per number: 123 would pay 10 × rate.
    await expect(staff.getByTestId('bo-exposure-3top-123')).toContainText(baht(10 * rate))

    // The result, then what settlement will pay for it, then the confirmation.
    await staff.getByLabel('3 ตัวบน').fill('123')
    await staff.getByLabel('2 ตัวล่าง').fill('45')
    await staff.getByRole('button', { name: 'ตรวจสอบยอดจ่าย' }).click()
    const preview = staff.getByRole('region', { name: 'ยืนยันผลรางวัล' })
    await expect(preview.getByTestId('bo-preview-winners')).toContainText('1 รายการ')
    await expect(preview.getByTestId('bo-preview-winners')).toContainText('1 โพย · 1 สมาชิก')
    await expect(preview.getByTestId('bo-preview-payout')).toHaveText(`ยอดจ่ายรางวัล${baht(10 * rate)}`)
    await preview.getByRole('button', { name: 'ยืนยันผลและจ่ายรางวัล' }).click()
    await expect(staff.getByTestId('bo-round-message')).toHaveText('บันทึกผลแล้ว ระบบกำลังจ่ายรางวัล')
    await expect(staff.getByTestId('bo-round-status')).toHaveText('ออกผลแล้ว')
    // Settlement runs by itself (the job); the page follows it.
    await expect(staff.getByTestId('bo-settlement')).toContainText('จ่ายรางวัลครบแล้ว', { timeout: 60_000 })

    // The member's bills: the bill won, paid 10 × rate.
    await page.goto(PATHS.lottoBills)
    const won = page.getByTestId(`bill-${bill.id}`)
    await expect(won.getByTestId('bill-status')).toHaveText('ถูกรางวัล')
    await expect(won.getByTestId('bill-payout')).toHaveText(`ได้รับ ${baht(10 * rate)}`)
    await staff.context().close()
  })
})
