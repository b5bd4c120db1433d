import { type Browser, expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { DEMO_URL } from './helpers'

/** The code an authenticator app would show for the secret the back office displayed. */
export const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret.trim()) })

/**
 * A staff member's own browser at /backoffice (a laptop-sized window unless `viewport` says
 * otherwise), logged in with two-factor set up.
 */
export async function staffLogin(
  browser: Browser,
  username: string,
  password: string,
  viewport = { width: 1024, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: DEMO_URL, locale: 'th-TH', viewport })
  const page = await context.newPage()
  await page.goto('/backoffice')
  await page.getByLabel('ชื่อผู้ใช้').fill(username)
  await page.getByLabel('รหัสผ่าน').fill(password)
  await page.getByRole('button', { name: 'ถัดไป' }).click()
  // First login: the QR and its secret; the app's first code turns two-factor on.
  await expect(page.getByTestId('bo-totp-qr')).toBeVisible()
  const secret = (await page.getByTestId('bo-totp-secret').textContent()) ?? ''
  await page.getByLabel('รหัสยืนยันตัวตน 6 หลัก').fill(codeFor(secret))
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
  await expect(page.getByRole('button', { name: 'ออกจากระบบ' })).toBeVisible()
  return page
}
