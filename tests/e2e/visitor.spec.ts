import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { atPath, collectScripts, LIFF_SDK_MARKER, MINIMAL_URL } from './helpers'

test.describe('visitor', () => {
  test('sees the contact-us link to the agent admin chat and no balance', async ({ page, request }) => {
    const config = await (await request.post('/api/agent/config')).json()
    await page.goto(PATHS.home)
    const contact = page.getByRole('banner').getByRole('link', { name: 'ติดต่อเรา' })
    await expect(contact).toHaveAttribute('href', config.data.info.line_admin_url)
    await expect(page.getByRole('banner').getByText('฿')).toHaveCount(0)
    await expect(page.getByRole('contentinfo')).toContainText(`${new Date().getFullYear()}`)
  })

  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page')
    await expect(page.getByText('404')).toBeVisible()
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })

  test('is sent home from member pages', async ({ page }) => {
    await page.goto(PATHS.profile)
    await expect(page).toHaveURL(atPath(PATHS.home))
  })

  test('a normal browser downloads no LIFF code', async ({ page }) => {
    const scripts = collectScripts(page)
    await page.goto(PATHS.home)
    await page.waitForLoadState('networkidle')
    await page.goto(PATHS.login)
    await page.waitForLoadState('networkidle')
    expect(scripts.size).toBeGreaterThan(0)
    for (const [url, text] of scripts) expect(text.includes(LIFF_SDK_MARKER), url).toBe(false)
    expect(await page.evaluate(() => 'liff' in window)).toBe(false)
  })

  test('no events: no event button; no announcements: the empty text', async ({ page }) => {
    await page.goto(`${MINIMAL_URL}/`)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('button', { name: 'กิจกรรม' })).toHaveCount(0)
    await page.getByRole('button', { name: 'ประกาศสำคัญ' }).click()
    const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
    await expect(dialog.getByText('ไม่มีประกาศสำคัญในตอนนี้')).toBeVisible()
  })
})
