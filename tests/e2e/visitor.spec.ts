import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import {
  atPath,
  collectScripts,
  LIFF_SDK_MARKER,
  MINIMAL_URL,
  registerMember,
  skipAnnouncements,
} from './helpers'

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

  test('on a member page sees why and the login dialog over it; logged in, the page itself', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await skipAnnouncements(page)
    await page.goto(PATHS.profile)
    await expect(page.getByRole('heading', { level: 1, name: 'สำหรับสมาชิก' })).toBeVisible()
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' })
    await dialog.getByLabel('เบอร์โทรศัพท์').fill(member.phone)
    await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password)
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(atPath(PATHS.profile))
    await expect(page.getByRole('heading', { level: 1, name: 'สำหรับสมาชิก' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'โปรไฟล์' })).toBeVisible()
  })

  test("taps แทงเลย on the lotto lobby, logs in in the dialog over it and lands on the round's slip", async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await skipAnnouncements(page)
    await page.goto(PATHS.lottoLobby)
    const play = page.locator('main').getByRole('link', { name: 'แทงเลย' }).first()
    const slip = await play.getAttribute('href')
    expect(slip).toMatch(/^\/lotto\/\d+$/)
    await play.click()
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' })
    await expect(dialog).toBeVisible()
    // Over the page the visitor was on, not instead of it.
    await expect(page).toHaveURL(atPath(PATHS.lottoLobby))
    await dialog.getByLabel('เบอร์โทรศัพท์').fill(member.phone)
    await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password)
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await expect(page).toHaveURL(atPath(slip as string))
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('banner').getByText('฿0.00')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'สำหรับสมาชิก' })).toHaveCount(0)
  })

  test("the header's สมัครสมาชิก opens the register dialog over the page, and it switches to login", async ({
    page,
  }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.promotions)
    await page.getByRole('banner').getByRole('link', { name: 'สมัครสมาชิก' }).click()
    const register = page.getByRole('dialog', { name: 'สมัครสมาชิก' })
    await expect(register.getByLabel('เบอร์โทรศัพท์')).toBeVisible()
    await expect(page).toHaveURL(atPath(PATHS.promotions))
    await register.getByRole('link', { name: 'เข้าสู่ระบบ' }).click()
    await expect(page.getByRole('dialog', { name: 'เข้าสู่ระบบ' })).toBeVisible()
    await expect(register).toHaveCount(0)
    await expect(page).toHaveURL(atPath(PATHS.promotions))
  })

  test('taps a promotion: its terms over the page, logs in over them, is back at it and takes it', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await skipAnnouncements(page)
    await page.goto(PATHS.promotions)
    const title = 'สมาชิกใหม่ รับโบนัส 50%'
    await page.getByRole('button', { name: `รับโปรโมชั่น ${title}` }).click()
    const promotion = page.getByRole('dialog', { name: title })
    const terms = promotion.getByRole('list', { name: 'เงื่อนไขโปรโมชั่น' })
    await expect(terms).toContainText('ยอดเดิมพันทุกเกมและโพยหวยนับเป็นยอดเทิร์น')
    await expect(promotion.getByText('เข้าสู่ระบบหรือสมัครสมาชิกเพื่อรับโปรโมชั่นนี้')).toBeVisible()
    await promotion.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
    const login = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' })
    await login.getByLabel('เบอร์โทรศัพท์').fill(member.phone)
    await login.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password)
    await login.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await expect(login).toHaveCount(0)
    await expect(page).toHaveURL(atPath(PATHS.promotions))
    await promotion.getByRole('button', { name: 'ยืนยันรับโปรโมชั่น' }).click()
    await expect(promotion.getByText('รับโปรโมชั่นแล้ว โบนัสจะเข้ากระเป๋าโบนัสเมื่อฝากเงินครั้งถัดไป')).toBeVisible()
    await promotion.getByRole('link', { name: 'ไปฝากเงิน' }).click()
    await expect(page).toHaveURL(atPath(PATHS.deposit))
    await expect(page.getByRole('radio', { name: new RegExp(title) })).toBeChecked()
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
