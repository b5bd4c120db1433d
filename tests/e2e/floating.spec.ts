import { expect, type Page, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { DEMO_URL, E2E_OPERATOR_TOKEN, loginViaApi, registerMember } from './helpers'

/**
 * The floating buttons (bell, admin chat, LINE, events) on a phone, 360 to 430 px wide: at every
 * scroll position of the money pages, no field, button, link or list row that is on screen lies under
 * one of them. Screenshots of each page go to the test's output folder for a look by eye.
 */

const WIDTHS = [360, 430]

/**
 * Every on-screen control and list row whose visible part meets a floating button, at the current
 * scroll position. "Visible" stops at the sticky header and, when the floating buttons ride in a bar
 * spanning the screen's width, at that bar: what is behind it is off screen, like what is behind the
 * header.
 */
async function coveredNow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const floating = document.querySelector<HTMLElement>('[data-floating-actions]')
    if (!floating) return ['no floating buttons on the page']
    const buttons = [...floating.querySelectorAll<HTMLElement>('a, button')].map((b) =>
      b.getBoundingClientRect(),
    )
    const bar = floating.getBoundingClientRect()
    // An opaque colour: rgb(...) or rgba(..., 1).
    const [, , , alpha = '1'] = getComputedStyle(floating).backgroundColor.match(/[\d.]+/g) ?? [
      '0',
      '0',
      '0',
      '0',
    ]
    const isBar = bar.width >= window.innerWidth - 1 && Number(alpha) === 1
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const bottom = isBar ? bar.top : window.innerHeight
    const found: string[] = []
    const targets = document.querySelectorAll<HTMLElement>(
      'main input, main select, main textarea, main button, main a, main li, footer a',
    )
    for (const el of targets) {
      const r = el.getBoundingClientRect()
      if (r.width === 0 || r.height === 0) continue
      const visibleTop = Math.max(r.top, top)
      const visibleBottom = Math.min(r.bottom, bottom)
      if (visibleBottom <= visibleTop) continue
      for (const b of buttons) {
        const across = Math.min(r.right, b.right) - Math.max(r.left, b.left)
        const down = Math.min(visibleBottom, b.bottom) - Math.max(visibleTop, b.top)
        if (across > 0 && down > 0) {
          found.push(
            `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
          )
          break
        }
      }
    }
    return found
  })
}

/** Scrolls the page from top to bottom in steps of half a screen, collecting what was covered. */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  const found = new Set<string>()
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  const step = await page.evaluate(() => Math.floor(window.innerHeight / 2))
  for (let y = 0; ; y = Math.min(y + step, height)) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    for (const item of await coveredNow(page)) found.add(`${item} at scroll ${y}`)
    if (y >= height) break
  }
  return [...found]
}

test.describe('floating buttons on a phone', () => {
  for (const width of WIDTHS) {
    test(`cover no field or row of the money pages at ${width} px`, async ({ page }, info) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 780 })
      const member = await registerMember(page.request)
      await loginViaApi(page, member.phone, member.password)
      // Some money and history so the pages have rows: a paid deposit, two waiting withdrawals, then a
      // deposit with the daily promotion (its bonus holds money back: the withdraw page lists it),
      // and a QR waiting for payment.
      const auth = { authorization: `Bearer ${member.token}` }
      const channels = await (
        await page.request.get(`${DEMO_URL}/api/member/payment/channels`, { headers: auth })
      ).json()
      const promptpay = channels.data.find((c: { type: string }) => c.type === 'promptpay')
      const promotions = await (
        await page.request.get(`${DEMO_URL}/api/promotion/list`, { headers: auth })
      ).json()
      // The daily promotion: the first-deposit one is no longer offered after the first deposit.
      const daily = promotions.data.find((p: { frequency: string }) => p.frequency === 'daily')
      const qr = async (amount: number, promotionId: number | null = null) =>
        (
          await (
            await page.request.post(`${DEMO_URL}/api/member/payment/generate_qr`, {
              headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
              data: { channel_id: promptpay.id, amount, promotion_id: promotionId },
            })
          ).json()
        ).data
      const pay = (orderId: number) =>
        page.request.post(`${DEMO_URL}/api/operator/payment/confirm`, {
          headers: { authorization: `Bearer ${E2E_OPERATOR_TOKEN}` },
          data: { order_id: orderId },
        })
      await pay((await qr(1000)).id)
      for (const amount of [300, 301]) {
        await page.request.post(`${DEMO_URL}/api/member/withdraw`, {
          headers: { ...auth, 'idempotency-key': crypto.randomUUID() },
          data: { amount },
        })
      }
      await pay((await qr(200, daily.id)).id)
      await qr(500)

      const pages: [string, string][] = [
        ['deposit', PATHS.deposit],
        ['payment', PATHS.payment],
        ['withdraw', PATHS.withdraw],
        ['statement', PATHS.statement],
        ['promotions', PATHS.memberPromotions],
        ['coupon', PATHS.coupon],
      ]
      const problems: string[] = []
      for (const [name, path] of pages) {
        await page.goto(path)
        await page.locator('main').getByRole('heading', { level: 1 }).first().waitFor()
        // Not 'networkidle': a member's live-updates stream keeps a request open for good.
        await expect(page.getByText(/^กำลังโหลด/)).toHaveCount(0)
        await page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage: false })
        for (const item of await coveredWhileScrolling(page)) problems.push(`${path}: ${item}`)
      }
      // The withdraw page's two confirmations, for a look.
      await page.goto(PATHS.withdraw)
      await page.getByRole('button', { name: 'สละโบนัส' }).click()
      await page.getByRole('alertdialog').waitFor()
      await page.screenshot({ path: info.outputPath(`forfeit-confirm-${width}.png`) })
      await page.getByRole('button', { name: 'ยกเลิก' }).click()
      await page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)').fill('300')
      await page.getByRole('button', { name: 'ถอนเงิน', exact: true }).click()
      // Where a bonus still holds the whole wallet the form refuses 300 before any confirmation.
      const asked = await page
        .getByRole('alertdialog')
        .waitFor({ timeout: 3000 })
        .then(() => true)
        .catch(() => false)
      await page.screenshot({
        path: info.outputPath(`withdraw-${asked ? 'confirm' : 'refused'}-${width}.png`),
      })
      expect(problems).toEqual([])
    })
  }
})
