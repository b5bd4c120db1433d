import { expect, test } from '@playwright/test'
import { PATHS } from '../../src/config/paths'
import { atPath, loginViaApi, registerMember, skipAnnouncements } from './helpers'

test.use({ viewport: { width: 360, height: 740 } })

test.describe('home', () => {
  test('a new member at ฿0 sees the member card and is led to a first deposit; no call to join', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const card = page.locator('main section').filter({ has: page.getByTestId('member-card-total') })
    await expect(card.getByTestId('member-card-total')).toHaveText('฿0.00')
    await expect(card).toContainText('สมชาย ทดสอบ')
    await expect(card.getByRole('link', { name: 'ถอนเงิน' })).toHaveAttribute('href', PATHS.withdraw)
    // Banners speak to a member as a member: the welcome offer as a deposit, never "join".
    await expect(page.getByRole('img', { name: 'ฝากครั้งแรกรับโบนัส 50%' })).toBeAttached()
    await expect(page.getByRole('img', { name: 'สมาชิกใหม่รับโบนัส 50%' })).toHaveCount(0)
    await expect(page.locator('main').getByRole('link', { name: 'สมัครสมาชิก' })).toHaveCount(0)

    const first = page.getByRole('region', { name: 'ฝากเงินครั้งแรกเพื่อเริ่มเล่น' })
    await first.getByRole('link', { name: 'ฝากเงินครั้งแรก' }).click()
    await expect(page).toHaveURL(atPath(PATHS.deposit))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('lists lottery rounds closing soon with a live countdown and game pictures of a fixed size', async ({
    page,
  }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.home)
    const closing = page.getByRole('region', { name: 'หวยใกล้ปิดรับ' })
    const countdown = closing.getByTestId(/^home-round-\d+-countdown$/).first()
    await expect(countdown).toHaveText(/\d\d:\d\d:\d\d$/)
    const before = await countdown.innerText()
    await expect(countdown).not.toHaveText(before)
    await expect(closing.getByRole('link', { name: 'แทงเลย' }).first()).toHaveAttribute(
      'href',
      /^\/lotto\/\d+$/,
    )

    const games = page.getByRole('region', { name: /^(เกมฮิต|เกมแนะนำ)$/ })
    const picture = games.locator('img').first()
    await expect(picture).toHaveAttribute('width', /\d+/)
    await expect(picture).toHaveAttribute('height', /\d+/)
    await expect(picture).toHaveAttribute('loading', 'lazy')
  })

  test('the sections below the lobbies appear together: nothing on screen moves, even when the catalogue answers last', async ({
    page,
  }) => {
    await skipAnnouncements(page)
    await page.addInitScript(() => {
      const w = window as unknown as { shifted: number }
      w.shifted = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number
          hadRecentInput: boolean
        })[])
          if (!entry.hadRecentInput) w.shifted += entry.value
      }).observe({ type: 'layout-shift', buffered: true })
    })
    // The recommended row's catalogue (a new site: nothing played) answers after the lottery's lobby.
    const lotto = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/lotto/lobby')
    await page.route(
      (url) => url.pathname === '/api/game/list',
      async (route) => {
        await lotto
        await route.continue()
      },
    )
    await page.goto(PATHS.home)
    await expect(page.getByRole('region', { name: /^(เกมฮิต|เกมแนะนำ)$/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'หวยใกล้ปิดรับ' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'ข่าวสาร' })).toBeVisible()
    const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted)
    expect(shifted).toBeLessThanOrEqual(0.02)
  })

  test('the call to join keeps its height when Kanit arrives: the lobbies below stay where they are on a 412 px phone', async ({
    page,
  }) => {
    // Lighthouse's phone: there the call to join took two lines in the system font and one in Kanit.
    await page.setViewportSize({ width: 412, height: 823 })
    await skipAnnouncements(page)
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route(/\.woff2$/, async (route) => {
      await held
      await route.continue()
    })
    // Not until 'load': that waits for the fonts held here.
    await page.goto(PATHS.home, { waitUntil: 'commit' })
    await expect(page.getByText('ฝาก-ถอนรวดเร็ว ตลอด 24 ชั่วโมง')).toBeVisible()
    const lobbies = page.getByRole('navigation', { name: 'เกม' })
    const before = await lobbies.boundingBox()
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.status === 'loaded'))).toBe(false)
    release()
    await page.waitForFunction(
      () => document.fonts.status === 'loaded' && [...document.fonts].some((f) => f.status === 'loaded'),
    )
    expect(await lobbies.boundingBox()).toEqual(before)
  })
})
