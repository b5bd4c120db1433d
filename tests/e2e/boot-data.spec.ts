import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'

test.use({ viewport: { width: 360, height: 740 } })

/** The home's first calls: their answers come with `/`'s HTML (server/plugins/boot-data.ts). */
const FIRST_CALLS = ['/api/agent/config', '/api/notifications', '/api/banner', '/api/event/list']

test("a visitor's / shows its first data without asking the API, and loads ky only once idle", async ({
  page,
}) => {
  // The moment of the page's first idle work (as bench:size measures it).
  await page.addInitScript(() => {
    const w = window as unknown as { e2eIdleAt?: number }
    const original = window.requestIdleCallback?.bind(window)
    if (!original) return
    window.requestIdleCallback = (callback, options) =>
      original((deadline) => {
        w.e2eIdleAt ??= performance.now()
        callback(deadline)
      }, options)
  })
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (FIRST_CALLS.includes(pathname)) asked.push(pathname)
  })
  await page.goto(PATHS.home)
  // Banners (a visitor's call to join), the event button (event/list), the brand (agent/config) and
  // 'ประกาศสำคัญ' opening by itself with the agent's announcements (notifications).
  await expect(page.getByRole('img', { name: 'สมาชิกใหม่รับโบนัส 50%' }).first()).toBeAttached()
  await expect(page.getByRole('button', { name: 'กิจกรรม' })).toBeVisible()
  const announcements = page.getByRole('dialog', { name: 'ประกาศสำคัญ' })
  await expect(announcements).toBeVisible()
  await expect(announcements.getByText('ไม่มีประกาศสำคัญในตอนนี้')).toHaveCount(0)
  // ky comes once the page is idle, before any tap needs it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/ky-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true)
  const { idleAt, kyAt } = await page.evaluate(() => ({
    idleAt: (window as unknown as { e2eIdleAt?: number }).e2eIdleAt ?? Number.NaN,
    kyAt: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/ky-[\w-]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  expect(kyAt).toHaveLength(1)
  expect(kyAt[0]).toBeGreaterThanOrEqual(idleAt)
  expect(asked).toEqual([])
})
