import { expect, type FrameLocator, type Page, test } from '@playwright/test'
import { DEMO } from './helpers'

/**
 * The built-in provider's game pages as the game sheet frames them: inside a `sandbox` frame of the
 * site's origin (here without allow-same-origin, the strictest), demo and real money.
 */
async function frameGame(page: Page, link: string, sandbox = 'allow-scripts'): Promise<FrameLocator> {
  await page.route('**/e2e-frame-host', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><iframe sandbox="${sandbox}" src="${link}" style="width:100%;height:100vh;border:0"></iframe>`,
    }),
  )
  await page.goto('/e2e-frame-host')
  return page.frameLocator('iframe')
}

const baht = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

async function spin(game: FrameLocator) {
  const before = await game.getByTestId('balance').textContent()
  await game.getByTestId('spin').click()
  // The spin is over when the button is back and the balance line settled.
  await expect(game.getByTestId('spin')).toBeEnabled({ timeout: 15_000 })
  return before
}

test('a visitor plays the demo slot in a sandboxed frame and verifies the round', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (request) => calls.push(new URL(request.url()).pathname))
  const game = await frameGame(page, '/provider/builtin/slot/?demo=1')
  await expect(game.getByTestId('balance')).toHaveText(/50,000\.00/)
  await spin(game)
  // The play money moved by the round: the bet out, the win (if any, on the win line) in. A win equal
  // to the bet leaves 50,000.00, so the balance is checked against both, not against "changed".
  const bet = baht(await game.getByTestId('bet').textContent())
  const win = baht(await game.getByTestId('win').textContent())
  expect(bet).toBeGreaterThan(0)
  expect(baht(await game.getByTestId('balance').textContent())).toBeCloseTo(50_000 - bet + win, 2)
  await game.getByTestId('fairness').click()
  await game.getByText('ตรวจสอบรอบล่าสุด').click()
  await expect(game.getByTestId('fair-verdict')).toContainText('ถูกต้อง')
  expect(calls.filter((path) => path.startsWith('/api/'))).toEqual([])
})

test('a member plays 10 spins for real money and the wallet follows', async ({ page }) => {
  test.setTimeout(120_000)
  const login = await (
    await page.request.post('/api/login', { data: { username: DEMO.phone, password: DEMO.password } })
  ).json()
  const auth = { authorization: `Bearer ${login.access_token}` }
  const list = await (await page.request.get('/api/game/list?search=slot')).json()
  const tile = list.data.games.find((g: { code: string }) => g.code === 'slot')
  const wallets = await (
    await page.request.post('/api/game/wallets', {
      headers: auth,
      data: { game_id: tile.game_id, provider_id: tile.provider_id },
    })
  ).json()
  const main = wallets.data.find((w: { wallet_type_id: number }) => w.wallet_type_id === 1)
  const link = await (
    await page.request.post('/api/game/link', {
      headers: auth,
      data: {
        wallet_id: main.id,
        game_id: tile.game_id,
        provider_id: tile.provider_id,
        is_mobile: true,
        source: 'lobby',
      },
    })
  ).json()
  expect(link.error, link.message).toBe(0)
  const game = await frameGame(page, link.data.link)
  await expect(game.getByTestId('balance')).toHaveText(/฿/)
  for (let i = 0; i < 10; i++) await spin(game)
  const shown = baht(await game.getByTestId('balance').textContent())
  const after = await (await page.request.post('/api/member/wallets', { headers: auth, data: {} })).json()
  const balance = after.data.find((w: { wallet_type_id: number }) => w.wallet_type_id === 1).balance
  expect(balance).toBe(shown)
})
