import { randomInt, randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { STORAGE_KEYS } from '../../src/lib/storage'

export const DEMO = { phone: '0800000001', password: 'demo1234' }

import { DEMO_URL, E2E_OPERATOR_TOKEN } from './ports'

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
 * except the login journey itself, which drives the page (`loginViaPage`). The tab counts as having
 * seen 'ประกาศสำคัญ' already (`skipAnnouncements`). `firstPath`: the tab's first page (default `/`).
 * Returns the page's token.
 */
export async function loginViaApi(
  page: Page,
  phone: string,
  password: string,
  firstPath = '/',
): Promise<string> {
  const res = await page.request.post('/api/login', { data: { username: phone, password } })
  const body = await res.json()
  expect(body.error, body.message).toBe(0)
  const localData = JSON.stringify({
    user: { access_token: body.access_token, info: body.data ?? null },
    local: { isLoggedIn: true },
    lobby: {},
  })
  await skipAnnouncements(page)
  // Before any site script runs, and once per tab only, so a later logout in the test stays a logout.
  // Not in the game frames: they are sandboxed without storage.
  await page.addInitScript(
    ([key, value]) => {
      if (window !== window.top || sessionStorage.getItem('e2e-logged-in')) return
      sessionStorage.setItem('e2e-logged-in', '1')
      localStorage.setItem(key, value)
    },
    [STORAGE_KEYS.local, localData],
  )
  await page.goto(firstPath)
  await expect(page).toHaveURL(atPath(firstPath))
  return body.access_token
}

/** Logs in through the login page as a member would (the login journey only). */
export async function loginViaPage(page: Page, phone: string, password: string): Promise<void> {
  await page.goto(PATHS.login)
  await page.getByLabel('เบอร์โทรศัพท์').fill(phone)
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
  await expect(page).toHaveURL(atPath(PATHS.home))
}

/**
 * This tab has seen 'ประกาศสำคัญ' already this session (`session_data.announcementsSeen`, as the
 * site stores it once the dialog opened by itself), so it never pops up over what a test does. Call
 * before the first page of the tab; the journey of the dialog itself is `content.spec.ts`'s.
 */
export async function skipAnnouncements(page: Page) {
  await page.addInitScript((key) => {
    if (window !== window.top) return
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}')
    sessionStorage.setItem(key, JSON.stringify({ ...stored, announcementsSeen: true }))
  }, STORAGE_KEYS.session)
}

/**
 * 'ประกาศสำคัญ' opens by itself on the first page of the default layout in a tab that has not
 * seen it (the demo agent has important announcements): waits for it, then closes it (Escape; the
 * paging through it is `content.spec.ts`'s).
 */
export async function closeAnnouncements(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
}

/**
 * The game sheet once the member can play: slid all the way up (while it slides, its transform
 * keeps Playwright from checking what a click in the frame lands on) and the game page loaded in
 * its frame (the page's own title). The 1 s toast 'กำลังนำท่านเข้าสู่เกม' on the way is the unit
 * tests' (a loaded machine may look after it is gone).
 */
export async function gameInSheet(page: Page, name: string) {
  const sheet = page.getByRole('dialog', { name })
  await expect(sheet).toBeInViewport({ ratio: 1 })
  const frame = gameFrame(page)
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 15_000 })
  return { sheet, frame }
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

/** Baht as the site writes it (`฿1,234.50`). */
export const baht = (n: number) =>
  new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(n)

/** A member API call with the member's token (`error == 0` expected); answers `data`. */
export async function memberApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  token: string,
  data?: object,
): Promise<T> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    'idempotency-key': randomUUID(),
  }
  const res =
    method === 'GET'
      ? await page.request.get(`${DEMO_URL}/api/${path}`, { headers })
      : await page.request.post(`${DEMO_URL}/api/${path}`, { headers, data: data ?? {} })
  const body = (await res.json()) as { error: number; message?: string; data: T }
  expect(body.error, body.message).toBe(0)
  return body.data
}

/** A paid PromptPay deposit (what the member and the payment provider do, through the API). */
export async function deposit(page: Page, token: string, amount: number) {
  const channels = await memberApi<{ id: number; type: string }[]>(
    page,
    'GET',
    'member/payment/channels',
    token,
  )
  const promptpay = channels.find((c) => c.type === 'promptpay')
  expect(promptpay, 'a PromptPay channel').toBeTruthy()
  const order = await memberApi<{ id: number }>(page, 'POST', 'member/payment/generate_qr', token, {
    channel_id: promptpay?.id,
    amount,
  })
  const confirm = await page.request.post(`${DEMO_URL}/api/operator/payment/confirm`, {
    headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
    data: { order_id: order.id },
  })
  expect((await confirm.json()).error).toBe(0)
}

/** The game bottom sheet's frame (the game page inside it). */
export const gameFrame = (page: Page) => page.frameLocator('iframe[title^="หน้าต่างเกม"]')
