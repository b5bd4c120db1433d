import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { lobbyPath, PATHS } from '../../src/config/paths'
import {
  atPath,
  baht,
  deposit,
  gameInSheet,
  loginViaApi,
  memberApi,
  registerMember,
  skipAnnouncements,
} from './helpers'

/**
 * Issue 9's "Done means" journeys, as a member plays: the slot lobby, the game bottom sheet with its
 * wallet picker, 10 real spins of the built-in slot in the frame, the header balance after closing,
 * the bets and wins in the statement, and a visitor's demo that touches no wallet.
 */

interface Wallet {
  id: number
  wallet_name: string
  balance: number
  wallet_type_id: number
}

const walletsOf = (page: Page, token: string) => memberApi<Wallet[]>(page, 'POST', 'member/wallets', token)
const total = (wallets: Wallet[]) => Math.round(wallets.reduce((s, w) => s + w.balance * 100, 0)) / 100

/** The slot tile of /lobby/slot, played for real. */
async function openSlot(page: Page) {
  await page.goto(lobbyPath('slot'))
  await page.getByRole('button', { name: 'เล่น สล็อต', exact: true }).first().click()
  return page.getByRole('dialog', { name: 'สล็อต' })
}

/**
 * One spin of the built-in slot page (branch builtin-games): press its spin button and wait until
 * the round has settled (the button is ready again).
 */
async function spin(frame: FrameLocator) {
  const button = frame.getByRole('button', { name: 'หมุน', exact: true })
  await expect(button).toBeEnabled({ timeout: 15_000 })
  await button.click()
  await expect(button).toBeEnabled({ timeout: 15_000 })
}

test.describe('games', () => {
  test('open /lobby/slot, play 10 spins in the frame; the header follows after closing; the statement lists the bets and wins', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const member = await registerMember(page.request)
    await deposit(page, member.token, 500)
    const token = await loginViaApi(page, member.phone, member.password)
    const header = page.getByRole('banner')
    await expect(header.getByText(baht(500))).toBeVisible()

    const sheet = await openSlot(page)
    // One eligible wallet (the main one): no picker, the game loads.
    const { frame } = await gameInSheet(page, 'สล็อต')
    await expect(sheet.getByText('กรุณาเลือกกระเป๋าเงิน')).toHaveCount(0)
    for (let i = 0; i < 10; i++) await spin(frame)

    const after = total(await walletsOf(page, token))
    const entries = await memberApi<{ items: { type: string; amount: number }[] }>(
      page,
      'GET',
      'member/statement?page_size=50',
      token,
    )
    const bets = entries.items.filter((e) => e.type === 'bet')
    const wins = entries.items.filter((e) => e.type === 'win')
    expect(bets).toHaveLength(10)
    const net = [...bets, ...wins].reduce((s, e) => s + Math.round(e.amount * 100), 0) / 100
    expect(after).toBeCloseTo(500 + net, 2)

    await sheet.getByRole('button', { name: 'ปิดเกม' }).click()
    await expect(sheet).toHaveCount(0)
    await expect(header.getByText(baht(after))).toBeVisible()

    // The statement, by type: the 10 bets (เดิมพัน) and every win (ชนะเดิมพัน) with their amounts.
    const list = page.getByRole('list', { name: 'รายการเงิน' }).getByRole('listitem')
    await page.goto(`${PATHS.statement}?type=bet`)
    await expect(list).toHaveCount(10)
    await expect(list.first()).toContainText('เดิมพัน สล็อต')
    await expect(list.first()).toContainText(`-${baht(-bets[0].amount)}`)
    await page.goto(`${PATHS.statement}?type=win`)
    await expect(list).toHaveCount(wins.length)
    if (wins.length > 0) await expect(list.first()).toContainText('ชนะเดิมพัน สล็อต')
  })

  test('with a bonus and a main wallet both eligible the picker asks; choosing one loads the game', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const member = await registerMember(page.request)
    await deposit(page, member.token, 100)
    await memberApi(page, 'POST', 'member/coupon/redeem', member.token, { code: 'WELCOME50' })
    await loginViaApi(page, member.phone, member.password)

    await page.goto(lobbyPath('slot'))
    await expect(page.getByRole('button', { name: 'เล่น สล็อต', exact: true }).first()).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('lobby-slot.png'), fullPage: true })
    const sheet = await openSlot(page)
    await expect(sheet.getByRole('heading', { name: 'กรุณาเลือกกระเป๋าเงิน' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('wallet-picker.png') })
    await expect(sheet.getByRole('button', { name: /กระเป๋าหลัก/ })).toContainText(baht(100))
    await expect(sheet.getByRole('button', { name: /โบนัส/ })).toContainText(baht(50))
    await sheet.getByRole('button', { name: /โบนัส/ }).click()
    const { frame } = await gameInSheet(page, 'สล็อต')
    await expect(frame.getByRole('button', { name: 'หมุน', exact: true })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('game-sheet.png') })
  })

  test('with one eligible wallet the game loads by itself, no picker', async ({ page }) => {
    const member = await registerMember(page.request)
    await loginViaApi(page, member.phone, member.password)
    const sheet = await openSlot(page)
    const { frame } = await gameInSheet(page, 'สล็อต')
    await expect(frame.getByRole('button', { name: 'หมุน', exact: true })).toBeVisible()
    await expect(sheet.getByText('กรุณาเลือกกระเป๋าเงิน')).toHaveCount(0)
  })

  test('a visitor playing a demo game makes no wallet calls', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (req) => calls.push(new URL(req.url()).pathname))
    await skipAnnouncements(page)
    await page.goto(lobbyPath('slot'))
    await page.getByRole('button', { name: 'ทดลองเล่น สล็อต', exact: true }).first().click()
    const { frame } = await gameInSheet(page, 'สล็อต')
    await spin(frame)
    expect(calls).toContain('/api/game/demo')
    expect(calls.filter((p) => /wallet|game\/link|seamless/.test(p))).toEqual([])
  })

  test("home's tiles and the drawer lead to the lobbies (no 404 any more)", async ({ page }) => {
    await skipAnnouncements(page)
    await page.goto(PATHS.home)
    await page.getByRole('navigation', { name: 'เกม' }).getByRole('link', { name: 'สล็อต' }).click()
    await expect(page).toHaveURL(atPath(lobbyPath('slot')))
    await expect(page.getByRole('heading', { level: 1, name: 'สล็อต' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'เล่น สล็อต', exact: true }).first()).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'แถบนำทาง' }).click()
    await page.getByRole('dialog', { name: 'แถบนำทาง' }).getByRole('link', { name: 'คาสิโน' }).click()
    await expect(page).toHaveURL(atPath(lobbyPath('casino')))
    await expect(page.getByRole('heading', { level: 1, name: 'คาสิโน' })).toBeVisible()
    await expect(page.getByText('This page could not be found')).toHaveCount(0)
  })

  test('a visitor picking a real game logs in in the dialog over the lobby and the game opens', async ({
    page,
  }) => {
    const member = await registerMember(page.request)
    await skipAnnouncements(page)
    await page.goto(lobbyPath('slot'))
    await page.getByRole('button', { name: 'เล่น สล็อต', exact: true }).first().click()
    const dialog = page.getByRole('dialog', { name: 'เข้าสู่ระบบ' })
    await expect(page).toHaveURL(atPath(lobbyPath('slot')))
    await dialog.getByLabel('เบอร์โทรศัพท์').fill(member.phone)
    await dialog.getByLabel('รหัสผ่าน', { exact: true }).fill(member.password)
    await dialog.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(atPath(lobbyPath('slot')))
    const { frame } = await gameInSheet(page, 'สล็อต')
    await expect(frame.getByRole('button', { name: 'หมุน', exact: true })).toBeVisible()
  })
})
