import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { staffLogin } from './backoffice-helpers'
import { DEMO_URL, E2E_OPERATOR_TOKEN, registerMember } from './helpers'

test.describe('back office: members desk', () => {
  test("an owner sets their limit, finds a member by phone, credits ฿50 and locks them; the member's login is refused", async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000)
    const ownerName = `mowner${String(Date.now()).slice(-7)}`
    const made = await page.request.post(`${DEMO_URL}/api/operator/staff/create`, {
      headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
      data: { username: ownerName, name: 'เจ้าของร้าน', role: 'owner', password: 'owner-password-1' },
    })
    expect((await made.json()).error).toBe(0)
    const member = await registerMember(page.request)
    const owner = await staffLogin(browser, ownerName, 'owner-password-1')

    // The owner's own limit (0 until set) on พนักงาน.
    await owner.getByRole('button', { name: 'พนักงาน' }).click()
    const row = owner.getByTestId('bo-staff-table').getByRole('row', { name: new RegExp(ownerName) })
    await row.getByLabel(`วงเงินปรับยอดของ ${ownerName}`).fill('100')
    await row.getByRole('button', { name: 'บันทึก' }).click()
    await expect(owner.getByTestId('bo-staff-message')).toContainText(`วงเงินปรับยอดของ ${ownerName}`)

    await owner.getByRole('button', { name: 'สมาชิก' }).click()
    await owner.getByPlaceholder('เบอร์โทร ชื่อ เลขบัญชี หรือชื่อ LINE').fill(member.phone)
    await owner.getByRole('button', { name: 'ค้นหา' }).click()
    await owner
      .getByTestId('bo-members-list')
      .getByRole('link', { name: new RegExp(member.phone) })
      .click()
    await expect(owner.getByTestId('bo-member-context')).toContainText(member.phone)
    await expect(owner.getByText('วงเงินของคุณ ฿100.00 ต่อครั้ง')).toBeVisible()

    await owner.getByLabel('จำนวนเงิน (บาท)').fill('50')
    await owner.locator('input[name="adjust-reason"]').fill('ชดเชยยอดฝากตกหล่น')
    await owner.getByRole('button', { name: 'ยืนยันปรับยอด' }).click()
    await expect(owner.getByTestId('bo-member-message')).toHaveText('เพิ่มยอด ฿50.00 แล้ว คงเหลือ ฿50.00')
    await expect(owner.getByTestId('bo-member-statement')).toContainText('ปรับยอดโดยเจ้าหน้าที่')

    await owner.locator('input[name="lock-reason"]').fill('บัญชีต้องสงสัย')
    await owner.getByRole('button', { name: 'ระงับสมาชิก' }).click()
    await expect(owner.getByTestId('bo-member-message')).toHaveText(
      'ระงับการใช้งานแล้ว สมาชิกถูกออกจากระบบทุกเครื่อง',
    )
    await expect(owner.getByTestId('bo-member-locked')).toContainText('บัญชีต้องสงสัย')

    // The member, on the site, cannot log in.
    await page.goto(PATHS.login)
    await page.getByLabel('เบอร์โทรศัพท์').fill(member.phone)
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await expect(page.getByText('บัญชีนี้ถูกระงับการใช้งาน กรุณาติดต่อเจ้าหน้าที่')).toBeVisible()
  })
})
