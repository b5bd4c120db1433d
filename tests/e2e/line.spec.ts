import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { liffPath, PATHS } from '../../src/config/paths'
import { atPath, freshPhone, LINE_UA, registerMember, skipAnnouncements } from './helpers'

/**
 * Log in with LINE against the demo LINE (server/line-stand-in, LINE_STAND_IN on the demo server):
 * inside LINE with an ID token the stand-in signs as LIFF would (given to liff-mock before the page
 * loads), and in a browser through the stand-in's consent page (LINE Login's round trip).
 */

const lineName = () => `ไลน์ ทดสอบ ${randomInt(1_000_000)}`

/** The ES256 ID token liff.getIDToken() would give this LINE user. */
async function liffIdToken(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.post('/line-demo/liff/id_token', { data: { name } })
  expect(res.status()).toBe(200)
  return (await res.json()).id_token
}

/** liff-mock answers getIDToken with this token from the first moment (lib/liff.ts, mock builds). */
async function insideLineAs(page: Page, idToken: string) {
  await page.addInitScript((token) => {
    ;(globalThis as { __liffMock?: object }).__liffMock = {
      getIDToken: token,
      isLoggedIn: true,
      isInClient: true,
    }
  }, idToken)
  await skipAnnouncements(page)
}

test.describe('inside LINE (LIFF)', () => {
  test.use({ userAgent: LINE_UA })

  test('a member whose LINE is linked opens a member page and is logged in with no typing', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    const name = lineName()
    const link = await page.request.post('/api/line/link', {
      data: { id_token: await liffIdToken(page.request, name) },
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect((await link.json()).error).toBe(0)

    await insideLineAs(page, await liffIdToken(page.request, name))
    await page.goto(liffPath('profile'))
    await expect(page.getByText(member.phone).first()).toBeVisible()
    await expect(page.getByTestId('line-status')).toHaveText(`เชื่อมต่อกับ LINE แล้ว (${name})`)
    await expect(page).toHaveURL(atPath(liffPath('profile')))
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
  })

  test('the LIFF home logs a linked LINE user in too, and asks a new one to register with LINE', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    const name = lineName()
    await page.request.post('/api/line/link', {
      data: { id_token: await liffIdToken(page.request, name) },
      headers: { authorization: `Bearer ${member.token}` },
    })
    await insideLineAs(page, await liffIdToken(page.request, name))
    await page.goto(PATHS.liffHome)
    await expect(page.getByRole('link', { name: 'ฝากเงิน' }).first()).toBeVisible()

    const stranger = await page.context().browser()!.newContext({ userAgent: LINE_UA })
    const other = await stranger.newPage()
    await insideLineAs(other, await liffIdToken(page.request, lineName()))
    await other.goto(`${new URL(page.url()).origin}${PATHS.liffHome}`)
    await other.getByRole('link', { name: 'สมัครด้วย LINE' }).click()
    await expect(other).toHaveURL(atPath(liffPath('profile')))
    await expect(other.getByRole('heading', { name: 'สมัครด้วย LINE' })).toBeVisible()
    await stranger.close()
  })

  test('a first-time LINE user registers in one form, the name from LINE, and stays in LINE', async ({
    page,
  }) => {
    const name = lineName()
    await insideLineAs(page, await liffIdToken(page.request, name))
    await page.goto(liffPath('profile'))
    await expect(page.getByRole('heading', { name: 'สมัครด้วย LINE' })).toBeVisible()
    await expect(page.getByRole('heading', { name: `สวัสดีคุณ ${name}` })).toBeVisible()
    await expect(page.getByLabel('ชื่อบัญชี')).toHaveValue(name)
    // No password asked.
    await expect(page.getByLabel('รหัสผ่าน', { exact: true })).toHaveCount(0)
    const phone = freshPhone()
    await page.getByLabel('ชื่อบัญชี').fill('สมหญิง ไลน์')
    await page.getByLabel('เบอร์โทรศัพท์').fill(phone)
    await page.getByLabel('ธนาคาร', { exact: true }).selectOption('014')
    await page.getByLabel('เลขบัญชีธนาคาร').fill(`8${phone}`)
    await page.getByText('ฉันยืนยันว่ามีอายุ 20 ปีขึ้นไป').click()
    await page.getByRole('button', { name: 'สมัครด้วย LINE' }).click()
    await expect(page.getByText(phone).first()).toBeVisible()
    await expect(page).toHaveURL(atPath(liffPath('profile')))
    // LINE is this member's only way in: the profile offers a first password, not an unlink.
    await expect(page.getByText('บัญชีนี้เข้าสู่ระบบด้วย LINE เท่านั้น', { exact: false })).toBeVisible()
    await expect(page.getByRole('button', { name: 'ยกเลิกการเชื่อมต่อ LINE' })).toHaveCount(0)
  })
})

test.describe('LINE Login in a browser', () => {
  test('the round trip through LINE: a new LINE user links the existing account, then logs in with one tap', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    const name = lineName()
    await skipAnnouncements(page)
    await page.goto(PATHS.login)
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click()
    // The demo LINE's consent page, plainly not LINE.
    await expect(page.getByText('เดโม: ไม่ใช่ LINE จริง')).toBeVisible()
    await page.getByLabel('ชื่อที่แสดงใน LINE').fill(name)
    await page.getByRole('button', { name: 'อนุญาต' }).click()

    await expect(page).toHaveURL(/\/line\/callback\?/)
    await expect(page.getByRole('heading', { name: `สวัสดีคุณ ${name}` })).toBeVisible()
    await page.getByRole('button', { name: 'มีบัญชีอยู่แล้ว' }).click()
    await page.getByLabel('เบอร์โทรศัพท์').fill(member.phone)
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'เข้าสู่ระบบและเชื่อมต่อ LINE' }).click()
    await expect(page).toHaveURL(atPath(PATHS.home))

    // Logged out, the next LINE login is one tap and a consent.
    await page.evaluate(() => localStorage.removeItem('local_data'))
    await page.goto(PATHS.login)
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click()
    await page.getByLabel('ชื่อที่แสดงใน LINE').fill(name)
    await page.getByRole('button', { name: 'อนุญาต' }).click()
    await expect(page).toHaveURL(atPath(PATHS.home))
    await page.goto(PATHS.profile)
    await expect(page.getByText(member.phone).first()).toBeVisible()
    await expect(page.getByTestId('line-status')).toHaveText(`เชื่อมต่อกับ LINE แล้ว (${name})`)
  })

  test('a cancelled LINE consent comes back with a Thai message and nothing logged in', async ({ page }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.register)
    await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' }).click()
    await page.getByRole('button', { name: 'ยกเลิก' }).click()
    await expect(page.getByRole('alert')).toHaveText('ยกเลิกการเข้าสู่ระบบด้วย LINE แล้ว')
  })
})
