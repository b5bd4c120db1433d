import { expect, test } from '@playwright/test'
import { liffPath, PATHS } from '../../src/config/paths'
import {
  atPath,
  collectScripts,
  gameInSheet,
  LIFF_SDK_MARKER,
  LINE_UA,
  loginViaApi,
  memberApi,
  registerMember,
} from './helpers'
import { deposit } from './lotto-helpers'

test.describe('inside LINE (LIFF, with the official mock plugin)', () => {
  test.use({ userAgent: LINE_UA })

  test('/liff/profile loads the LIFF SDK and shows the member page in the LIFF layout', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const scripts = collectScripts(page)
    await page.goto(liffPath('profile'))
    await expect(page.getByText(member.phone).first()).toBeVisible()
    // The LIFF layout is compact: no site header or footer.
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    const liffScripts = [...scripts].filter(([, text]) => text.includes(LIFF_SDK_MARKER))
    expect(liffScripts.length).toBeGreaterThan(0)
  })

  test('the money pages open from LINE too (a rich menu links /liff/withdraw)', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(liffPath('withdraw'))
    await expect(page.getByTestId('withdraw-balance')).toHaveText('฿0.00')
    await expect(page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('the production CSP lets the LIFF SDK reach LINE and blocks everything else', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const consoleViolations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
    })
    // LINE is not reachable from the test machine: answer its hosts here (CSP is checked before this).
    await page.route(/^https:\/\/[a-z-]+\.(line\.me|line-scdn\.net|line-apps\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }),
    )
    const response = await page.goto(liffPath('profile'))
    expect(response?.headers()['content-security-policy']).toContain('connect-src')
    await expect(page.getByText(member.phone).first()).toBeVisible()
    expect(consoleViolations, 'the LIFF page itself violates the CSP').toEqual([])
    // What the real SDK does inside LINE (see server/plugins/security.ts), then one host it never uses.
    const blocked = await page.evaluate(async () => {
      const violations: string[] = []
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.blockedURI))
      const settle = (element: HTMLImageElement | HTMLScriptElement | HTMLIFrameElement) =>
        new Promise<void>((resolve) => {
          element.onload = () => resolve()
          element.onerror = () => resolve()
          setTimeout(resolve, 2_000)
        })
      const attempts: Promise<unknown>[] = [
        fetch('https://api.line.me/liff/v2/apps/1234567890-AbCdEfGh/contextToken').catch(() => null),
        fetch('https://liffsdk.line-scdn.net/xlt/manifest.json').catch(() => null),
        fetch('https://uts-front.line-apps.com/v1/event', { method: 'POST', body: '{}' }).catch(() => null),
        fetch('https://evil.example.com/steal').catch(() => null),
      ]
      const img = document.createElement('img')
      img.src = 'https://profile.line-scdn.net/0hAbCdEf'
      attempts.push(settle(img))
      const script = document.createElement('script')
      script.src = 'https://static.line-scdn.net/uts/edge/4.1.0/uts.js'
      attempts.push(settle(script))
      document.head.appendChild(script)
      const frame = document.createElement('iframe')
      frame.src = 'https://liff-subwindow.line.me/liff/v2/sub/messageHandler'
      attempts.push(settle(frame))
      document.body.appendChild(frame)
      await Promise.all(attempts)
      await new Promise((resolve) => setTimeout(resolve, 300))
      return violations
    })
    expect(blocked).toEqual(['https://evil.example.com/steal'])
  })

  test('/liff opens the LIFF home, and a liff.state deep link its page', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.liffHome)
    await expect(page.getByRole('heading', { name: 'BW222 ใน LINE' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    // The home's links stay inside LINE: the lotto lobby opens as /liff/lotto.
    await page.getByRole('navigation', { name: 'เกม' }).getByRole('link', { name: 'หวย' }).click()
    await expect(page).toHaveURL(atPath('/liff/lotto'))
    // LINE opens https://liff.line.me/{liffId}/withdraw as the endpoint with liff.state=/withdraw.
    await page.goto(`${PATHS.liffHome}?liff.state=${encodeURIComponent('/withdraw')}`)
    await expect(page).toHaveURL(atPath(liffPath('withdraw')))
    await expect(page.getByLabel('จำนวนเงินที่ต้องการถอน (บาท)')).toBeVisible()
  })

  test('a deposit made in LINE shows its QR in LINE (/liff/payment)', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(liffPath('deposit'))
    await page.getByLabel('จำนวนเงิน (บาท)').fill('300')
    await page.getByRole('button', { name: 'สร้าง QR Code' }).click()
    await expect(page).toHaveURL(atPath(liffPath('payment')))
    await expect(page.getByTestId('payment-qr')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test("the rich menu's games open in LINE: a lobby at /liff/games, its game in the sheet, LIFF kept", async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await deposit(page.request, member, 100)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(`${PATHS.liffHome}/games/slot`)
    await page.getByRole('button', { name: 'เล่น สล็อต', exact: true }).first().click()
    await gameInSheet(page, 'สล็อต')
    await expect(page).toHaveURL(atPath(`${PATHS.liffHome}/games/slot`))
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('responsible play has its LIFF page', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    await page.goto(liffPath('responsible'))
    await expect(page.getByRole('heading', { name: 'เล่นอย่างรับผิดชอบ', level: 1 })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('an unknown LIFF page gives the 404 page', async ({ page }) => {
    await page.goto(liffPath('no-such-page'))
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })
})

test.describe('inside LINE: share a bill', () => {
  test.use({ userAgent: LINE_UA })

  test("แชร์โพย sends a Flex card through shareTargetPicker with a link to the round's slip", async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await deposit(page.request, member, 1000)
    const token = await loginViaApi(page, member.phone, member.password)
    await page.goto(`${PATHS.liffHome}/lotto`)
    await page.getByTestId('market-gov').getByRole('link', { name: 'แทงเลย' }).click()
    // The slip stays inside LINE.
    await expect(page).toHaveURL(/\/liff\/lotto\/\d+$/)
    const roundId = Number(new URL(page.url()).pathname.split('/').pop())
    const bill = await memberApi<{ id: number }>(page, 'POST', 'lotto/bill/create', token, {
      agent_id: 3,
      round_id: roundId,
      lines: [
        { bet_type: '3top', number: '123', amount: 10 },
        { bet_type: '2bottom', number: '45', amount: 10 },
      ],
    })
    await page.goto(`${PATHS.liffHome}/lotto/bills`)
    const item = page.getByTestId(`bill-${bill.id}`)
    await item.getByRole('button', { name: 'รายละเอียด' }).click()
    // The mock build exposes the SDK as window.liff: logged in to LINE, the picker answers success.
    await page.evaluate(() => {
      type Mock = {
        login: () => void
        $mock: { set: (f: (p: Record<string, unknown>) => Record<string, unknown>) => void }
        shareTargetPicker: (messages: unknown[]) => Promise<unknown>
      }
      const liff = (window as unknown as { liff: Mock }).liff
      liff.login()
      liff.$mock.set((p) => ({
        ...p,
        isLoggedIn: true,
        isApiAvailable: true,
        shareTargetPicker: { status: 'success' },
      }))
      const original = liff.shareTargetPicker
      ;(window as unknown as { shared: unknown[] }).shared = []
      liff.shareTargetPicker = (messages) => {
        ;(window as unknown as { shared: unknown[] }).shared.push(messages)
        return original(messages)
      }
    })
    await item.getByRole('button', { name: 'แชร์โพย' }).click()
    await expect(item.getByRole('status')).toHaveText('แชร์โพยแล้ว')
    const shared = await page.evaluate(() => (window as unknown as { shared: unknown[][] }).shared)
    expect(shared).toHaveLength(1)
    const text = JSON.stringify(shared[0])
    expect(text).toContain('"type":"flex"')
    expect(text).toContain(`/lotto/${roundId}?slip=`)
    expect(text).toContain('123')
    expect(text).toContain('45')
  })
})

test.describe('outside LINE', () => {
  test("แชร์โพย opens LINE's share screen with the numbers and a link to the round's slip, prefilled", async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await deposit(page.request, member, 1000)
    const token = await loginViaApi(page, member.phone, member.password)
    await page.goto(PATHS.lottoLobby)
    await page.getByTestId('market-gov').getByRole('link', { name: 'แทงเลย' }).click()
    await expect(page).toHaveURL(/\/lotto\/\d+$/)
    const roundId = Number(new URL(page.url()).pathname.split('/').pop())
    const bill = await memberApi<{ id: number }>(page, 'POST', 'lotto/bill/create', token, {
      agent_id: 3,
      round_id: roundId,
      lines: [
        { bet_type: '3top', number: '123', amount: 10 },
        { bet_type: '2bottom', number: '45', amount: 10 },
      ],
    })
    await page.goto(PATHS.lottoBills)
    const item = page.getByTestId(`bill-${bill.id}`)
    await item.getByRole('button', { name: 'รายละเอียด' }).click()
    const share = item.getByRole('link', { name: 'แชร์โพย' })
    const href = (await share.getAttribute('href')) ?? ''
    expect(href.startsWith('https://line.me/R/share?text=')).toBe(true)
    const text = new URL(href).searchParams.get('text') ?? ''
    expect(text).toContain('3 ตัวบน 123, 2 ตัวล่าง 45')
    const link = text.split(' ').pop() ?? ''
    expect(new URL(link).pathname).toBe(`/lotto/${roundId}`)
    // A friend opens the link: the round's slip with the same numbers, stakes left to them.
    await page.goto(new URL(link).pathname + new URL(link).search)
    const lines = page.getByRole('list', { name: 'รายการแทง' })
    await expect(lines.getByLabel('3 ตัวบน 123', { exact: true })).toBeVisible()
    await expect(lines.getByLabel('2 ตัวล่าง 45', { exact: true })).toBeVisible()
  })
})
