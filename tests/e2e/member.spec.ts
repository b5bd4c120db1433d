import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { atPath, closeAnnouncements, DEMO, loginViaApi, loginViaPage, registerMember } from './helpers'

const MENU_ITEMS = [
  'โปรไฟล์',
  'แนะนำเพื่อน',
  'ภารกิจ',
  'กงล้อนำโชค',
  'แลกของรางวัล',
  'คืนยอดเสียรายวัน',
  'คืนยอดได้เสีย',
  'รับโปรโมชั่น',
  'ใช้คูปอง',
  'รายการเงิน',
  'ออกจากระบบ',
]

test.describe('member', () => {
  test('the demo member logs in and sees the total balance in baht', async ({ page }) => {
    await loginViaPage(page, DEMO.phone, DEMO.password)
    await closeAnnouncements(page)
    const header = page.getByRole('banner')
    await expect(header.getByText('฿1,000.00')).toBeVisible()
    await expect(header.getByRole('link', { name: 'ติดต่อเรา' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: /ฝากเงิน/ })).toHaveAttribute('href', PATHS.deposit)
  })

  test('a wrong password is refused with a Thai message and keeps the visitor logged out', async ({
    page,
  }) => {
    await page.goto(PATHS.login)
    await page.getByLabel('เบอร์โทรศัพท์').fill(DEMO.phone)
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await expect(page.getByText('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง')).toBeVisible()
    await expect(page).toHaveURL(atPath(PATHS.login))
  })

  test('refresh reloads the wallets and keeps the balance formatted', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const header = page.getByRole('banner')
    await expect(header.getByText('฿0.00')).toBeVisible()
    const reload = page.waitForResponse((r) => r.url().endsWith('/api/member/wallets') && r.status() === 200)
    await header.getByRole('button', { name: 'รีเฟรชยอดเงิน' }).click()
    await reload
    await expect(header.getByText('฿0.00')).toBeVisible()
  })

  test('the member menu lists the eleven items in order', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.getByRole('banner').getByRole('button', { name: 'เมนู' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu).toBeVisible()
    const labels = await menu.getByRole('listitem').allInnerTexts()
    expect(labels.map((l) => l.trim())).toEqual(MENU_ITEMS)
  })

  test('logout asks first: cancel keeps the member, confirm logs out', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'เมนู' }).click()
    await page.getByRole('dialog').getByText('ออกจากระบบ', { exact: true }).click()
    const confirm = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog').filter({ hasText: 'คุณแน่ใจหรือไม่' }))
    await expect(confirm.getByText('คุณแน่ใจหรือไม่ ที่จะออกจากระบบ')).toBeVisible()
    await confirm.getByRole('button', { name: 'ยังอยู่กับเรา' }).click()
    await expect(header.getByText('฿0.00')).toBeVisible()

    // The page's own session (registering gave the test a different one).
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('local_data') ?? '{}'))
    const token: string = stored.user.access_token
    await header.getByRole('button', { name: 'เมนู' }).click()
    await page.getByRole('dialog').getByText('ออกจากระบบ', { exact: true }).click()
    await confirm.getByRole('button', { name: 'ใช่แล้ว' }).click()
    await expect(header.getByRole('link', { name: 'ติดต่อเรา' })).toBeVisible()
    await expect(page).toHaveURL(atPath(PATHS.home))
    // The token was revoked on the server too.
    const info = await page.request.get('/api/get_user_info', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(info.status()).toBe(401)
  })

  test('a member is sent home from the login and register pages', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.login)
    await expect(page).toHaveURL(atPath(PATHS.home))
    await page.goto(PATHS.register)
    await expect(page).toHaveURL(atPath(PATHS.home))
  })

  test('keeps the session in local storage under local_data', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaPage(page, member.phone, member.password)
    await closeAnnouncements(page)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('local_data') ?? 'null'))
    expect(stored).toHaveProperty('user')
    expect(stored).toHaveProperty('local')
    expect(stored).toHaveProperty('lobby')
    expect(JSON.stringify(stored.user)).toContain(member.phone)
    await page.reload()
    await expect(page.getByRole('banner').getByText('฿0.00')).toBeVisible()
  })

  test('an expired session (401) clears the member and goes to /login', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    // The session ends on the server (e.g. expiry or a password change elsewhere).
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('local_data') ?? '{}'))
    const token: string = stored.user.access_token
    // The member has no page of the site open meanwhile: an open page would hear the end of its
    // session by itself (live updates) and log out before the member comes back.
    await page.goto('about:blank')
    await page.request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } })
    await page.goto(PATHS.profile)
    await expect(page).toHaveURL(atPath(PATHS.login))
    await expect(page.getByText('เซสซั่นหมดอายุ กรุณาลองใหม่')).toBeVisible()
    const after = await page.evaluate(() => JSON.parse(localStorage.getItem('local_data') ?? '{}'))
    expect(after.user?.access_token ?? null).toBeNull()
    await expect(page.getByRole('banner').getByRole('link', { name: 'ติดต่อเรา' })).toBeVisible()
  })
})
