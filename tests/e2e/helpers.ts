import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { PATHS } from '../../src/config/paths'

export const DEMO = { phone: '0800000001', password: 'demo1234' }

import { DEMO_URL } from './ports'

export { DEMO_URL, E2E_OPERATOR_TOKEN, MINIMAL_URL } from './ports'

/** A string only the LINE LIFF SDK contains: a script holding it is LIFF code. */
export const LIFF_SDK_MARKER = 'liffId is necessary for liff.init()'

/** A user agent of the LIFF browser inside the LINE app. */
export const LINE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 Line/15.12.1 LIFF'

/** A fresh Thai mobile number for a member registered by one test. */
export function freshPhone(): string {
  return `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`
}

export interface Member {
  phone: string
  password: string
  token: string
}

/** Registers a member through the real API (each test gets its own, so tests never interfere). */
export async function registerMember(request: APIRequestContext, baseURL = DEMO_URL): Promise<Member> {
  const phone = freshPhone()
  const password = 'secret-pass-1'
  const res = await request.post(`${baseURL}/api/register`, {
    data: {
      phone,
      password,
      bank_code: '004',
      bank_account_no: `1${phone}`,
      bank_account_name: 'สมชาย ทดสอบ',
      accept_age: true,
    },
  })
  const body = await res.json()
  expect(body.error, body.message).toBe(0)
  return { phone, password, token: body.access_token }
}

/**
 * Logs in through the API (`/api/login`) and stores the session in `local_data` exactly as the login
 * page does (src/lib/storage.ts, src/features/auth/atoms.ts), then opens `/`. Every test uses this
 * except the login journey itself, which drives the page (`loginViaPage`). Returns the page's token.
 */
export async function loginViaApi(page: Page, phone: string, password: string): Promise<string> {
  const res = await page.request.post('/api/login', { data: { username: phone, password } })
  const body = await res.json()
  expect(body.error, body.message).toBe(0)
  const localData = JSON.stringify({
    user: { access_token: body.access_token, info: body.data ?? null },
    local: { isLoggedIn: true },
    lobby: {},
  })
  // Before any site script runs, and once per tab only, so a later logout in the test stays a logout.
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-logged-in')) return
    sessionStorage.setItem('e2e-logged-in', '1')
    localStorage.setItem('local_data', value)
  }, localData)
  await page.goto('/')
  await expect(page).toHaveURL(/\/$/)
  return body.access_token
}

/** Logs in through the login page as a member would (the login journey only). */
export async function loginViaPage(page: Page, phone: string, password: string): Promise<void> {
  await page.goto(PATHS.login)
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone)
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click()
  await expect(page).toHaveURL(atPath(PATHS.home))
}

/** The notification dialog opens by itself once a session; close it to reach the page behind. */
export async function dismissAnnouncements(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
  await dialog.waitFor({ state: 'visible', timeout: 5000 }).catch(() => {})
  while (await dialog.isVisible()) {
    const close = dialog.getByRole('button', { name: 'ปิด', exact: true })
    if (await close.isVisible()) await close.click()
    else await dialog.getByRole('button', { name: 'ถัดไป' }).click()
  }
}

/** Matches the page's URL by its path alone (for `expect(page).toHaveURL`). */
export const atPath =
  (path: string) =>
  (url: URL): boolean =>
    url.pathname === path

/** Collects every script the page downloads, with its text, to check for LIFF code. */
export function collectScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    try {
      scripts.set(response.url(), await response.text())
    } catch {
      // navigation may discard a body; the URL still counts
      scripts.set(response.url(), '')
    }
  })
  return scripts
}
