import { expect, type Page, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { loginViaApi, registerMember, skipAnnouncements } from './helpers'

/**
 * A page's first load asks each API call once (issue 24): a query read while the page's tree waits
 * for its chunk shares that load with the mount that follows (src/lib/query.ts), the header and a
 * page showing the same data share one load, and the live stream's first `ready` does not ask again
 * for what was loaded for this page.
 */

/** Every /api request the page sends, by path (the live stream apart), and the ones still running. */
function apiRequests(page: Page) {
  const sent = new Map<string, number>()
  const running = new Set<string>()
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (!pathname.startsWith('/api/') || pathname === '/api/live') return
    sent.set(pathname, (sent.get(pathname) ?? 0) + 1)
    running.add(request.url() + request.method() + sent.get(pathname))
    const done = () => running.delete(request.url() + request.method() + sent.get(pathname))
    request.response().then(done, done)
  })
  return { sent, running }
}

/**
 * The page has read the live stream's first frame (`ready`): a copy of the stream's bytes, read beside
 * the site's own reader, sets a flag in the page once its `ready` frame has gone to the site.
 */
async function watchLiveReady(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args)
      const url = args[0] instanceof Request ? args[0].url : String(args[0])
      if (!url.endsWith('/api/live') || !response.body) return response
      const source = response.body.getReader()
      let seen = ''
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { done, value } = await source.read()
          if (done) return controller.close()
          controller.enqueue(value)
          seen += new TextDecoder().decode(value)
          if (seen.includes('event: ready')) (window as { e2eLiveReady?: boolean }).e2eLiveReady = true
        },
        cancel: (reason) => source.cancel(reason),
      })
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    }
  })
}

/** Nothing of the page's API calls runs any more, checked twice a few frames apart. */
async function callsDone(page: Page, running: Set<string>) {
  const frames = () =>
    page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))))
  await expect
    .poll(async () => {
      await frames()
      const first = running.size
      await frames()
      return first + running.size
    })
    .toBe(0)
}

test.describe('first load: each API call once', () => {
  test('the lotto lobby (a visitor)', async ({ page }) => {
    const { sent, running } = apiRequests(page)
    await skipAnnouncements(page)
    await page.goto(PATHS.lottoLobby)
    await expect(page.getByRole('link', { name: 'แทงเลย' }).first()).toBeVisible()
    await callsDone(page, running)
    const twice = [...sent].filter(([, n]) => n > 1)
    expect(twice, `asked more than once: ${JSON.stringify(Object.fromEntries(sent))}`).toEqual([])
    expect(sent.get('/api/lotto/lobby')).toBe(1)
  })

  test('/member/deposit (a member), the live stream opened', async ({ page, request }) => {
    const member = await registerMember(request)
    await watchLiveReady(page)
    const { sent, running } = apiRequests(page)
    await loginViaApi(page, member.phone, member.password, PATHS.deposit)
    await expect(page.getByRole('button', { name: '฿500.00', exact: true })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => (window as { e2eLiveReady?: boolean }).e2eLiveReady))
      .toBe(true)
    await callsDone(page, running)
    const twice = [...sent].filter(([, n]) => n > 1)
    expect(twice, `asked more than once: ${JSON.stringify(Object.fromEntries(sent))}`).toEqual([])
    for (const call of ['/api/member/wallets', '/api/promotion/list', '/api/member/responsible']) {
      expect(sent.get(call), call).toBe(1)
    }
  })
})
