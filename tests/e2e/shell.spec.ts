import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { atPath, loginViaApi, registerMember, skipAnnouncements } from './helpers'

test.use({ viewport: { width: 360, height: 640 } })

test.describe('shell', () => {
  test('on a phone, the tab bar shows where the member is; the header has one menu button, every control named and 44 px', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const tabs = page.getByRole('navigation', { name: 'เมนูหลัก' })
    await expect(tabs.getByRole('link')).toHaveText(['หน้าแรก', 'เกม', 'หวย', 'ฝาก-ถอน', 'บัญชี'])
    await expect(tabs.getByRole('link', { name: 'หน้าแรก' })).toHaveAttribute('aria-current', 'page')

    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'เมนู' })).toHaveCount(1)
    await expect(header.getByRole('button', { name: 'แถบนำทาง' })).toHaveCount(0)
    const controls = header.locator('a, button')
    await expect(controls.first()).toBeVisible()
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue
      const box = await control.boundingBox()
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText())
      expect(name.trim(), 'every header control has a name').not.toBe('')
      expect(box?.width, name).toBeGreaterThanOrEqual(44)
      expect(box?.height, name).toBeGreaterThanOrEqual(44)
    }

    await tabs.getByRole('link', { name: 'ฝาก-ถอน' }).click()
    await expect(page).toHaveURL(atPath(PATHS.deposit))
    await expect(tabs.getByRole('link', { name: 'ฝาก-ถอน' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs.getByRole('link', { name: 'หน้าแรก' })).not.toHaveAttribute('aria-current', 'page')
    // The floating buttons ride right above the tab bar, never on it.
    const floating = (await page.locator('[data-floating-actions]').boundingBox())!
    const bar = (await tabs.boundingBox())!
    expect(floating.y + floating.height).toBeLessThanOrEqual(bar.y + 1)
  })

  test('a visitor has no money links in the drawer', async ({ page }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.promotions)
    await page.getByRole('banner').getByRole('button', { name: 'แถบนำทาง' }).click()
    const drawer = page.getByRole('dialog', { name: 'แถบนำทาง' })
    await expect(drawer.getByRole('link', { name: 'โปรโมชั่น' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'ถอนเงิน' })).toHaveCount(0)
  })

  test('the next page opens at its top, and back returns near where the visitor was', async ({ page }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.home)
    const toLotto = page.getByRole('navigation', { name: 'เมนูหลัก' }).getByRole('link', { name: 'หวย' })
    // Once visited, the lottery page renders at once (no loading placeholder that would reset the scroll).
    await toLotto.click()
    await expect(page).toHaveURL(atPath(PATHS.lottoLobby))
    await page.goBack()
    await expect(page).toHaveURL(atPath(PATHS.home))

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await toLotto.click()
    await expect(page).toHaveURL(atPath(PATHS.lottoLobby))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await expect(page).toHaveURL(atPath(PATHS.home))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })
})
