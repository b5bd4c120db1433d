import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { atPath, loginViaApi, registerMember, skipAnnouncements } from './helpers'

test.use({ viewport: { width: 360, height: 640 } })

test.describe('shell', () => {
  test('on a phone, the drawer lists ถอนเงิน next to ฝากเงิน for a member, and it opens the withdraw page', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.getByRole('banner').getByRole('button', { name: 'แถบนำทาง' }).click()
    const drawer = page.getByRole('dialog', { name: 'แถบนำทาง' })
    await expect(drawer.getByRole('listitem')).toHaveText([
      'หน้าแรก',
      'คาสิโน',
      'สล็อต',
      'กีฬา',
      'ยิงปลา',
      'ฟรีสปิน',
      'หวย',
      'โปรโมชั่น',
      'ฝากเงิน',
      'ถอนเงิน',
      'ติดต่อเรา',
    ])
    await drawer.getByRole('link', { name: 'ถอนเงิน' }).click()
    await expect(page).toHaveURL(atPath(PATHS.withdraw))
    await expect(drawer).toHaveCount(0)
  })

  test('a visitor has no money links in the drawer', async ({ page }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.promotions)
    await page.getByRole('banner').getByRole('button', { name: 'แถบนำทาง' }).click()
    const drawer = page.getByRole('dialog', { name: 'แถบนำทาง' })
    await expect(drawer.getByRole('link', { name: 'โปรโมชั่น' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'ถอนเงิน' })).toHaveCount(0)
  })

  test('the next page opens at its top, and back returns near where the member was', async ({ page }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.promotions)
    const toLogin = page.getByRole('link', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' })
    // Once visited, the login page renders at once (no loading placeholder that would reset the scroll).
    await toLogin.first().click()
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toBeVisible()
    await page.goBack()

    await toLogin.last().scrollIntoViewIfNeeded()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await toLogin.last().click()
    await expect(page).toHaveURL(atPath(PATHS.login))
    await expect(page.getByLabel('เบอร์โทรศัพท์')).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL(atPath(PATHS.promotions))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})
