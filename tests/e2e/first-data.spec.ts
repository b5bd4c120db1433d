import { expect, type Page, test } from '@playwright/test'
import { lottoRoundPath, PATHS } from '../../src/config/paths'
import type { LottoRound } from '../../src/contract/lotto'
import { DEMO_URL, loginViaApi, registerMember, skipAnnouncements } from './helpers'

/**
 * A first page's own data starts with its HTML (server/plugins/page-data.ts preloads it) and the
 * app's GET takes that answer: each is asked for once on a first load, by a visitor and by a member
 * (those reads go without the token, so the browser hands the preload over), and the page shows it.
 */

/** Every request to `/api/<path>` (query included) the page makes, with its Authorization header. */
function recordApi(page: Page) {
  const asked: { url: string; authorization: string | undefined }[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/'))
      asked.push({ url: `${url.pathname}${url.search}`, authorization: request.headers().authorization })
  })
  return {
    count: (url: string) => asked.filter((a) => a.url === url).length,
    of: (url: string) => asked.filter((a) => a.url === url),
  }
}

/**
 * The overlays' chunk loads once the first screen is idle: a second ask on mount would have left by
 * then.
 */
const firstScreenDone = (page: Page) =>
  page.waitForRequest((request) => /\/assets\/overlays-[^/]+\.js$/.test(request.url()))

async function openRound(): Promise<LottoRound> {
  const lobby = await (await fetch(`${DEMO_URL}/api/lotto/lobby?agent_id=3`)).json()
  const round = (lobby.rounds as LottoRound[]).find((r) => r.status === 'open')
  expect(round, 'an open round').toBeTruthy()
  return round as LottoRound
}

test.describe('a first page asks for its data once, with its HTML', () => {
  test('visitor: the lotto lobby, the results and a games lobby', async ({ page }) => {
    await skipAnnouncements(page)
    const api = recordApi(page)
    const idle = firstScreenDone(page)
    await page.goto(PATHS.lottoLobby)
    await expect(page.getByTestId('market-gov')).toBeVisible()
    await idle
    expect(api.count('/api/lotto/lobby?agent_id=3')).toBe(1)

    const idleResults = firstScreenDone(page)
    await page.goto(PATHS.lottoResults)
    await expect(page.getByRole('list', { name: 'ผลรางวัล' }).getByRole('listitem').first()).toBeVisible()
    await idleResults
    expect(api.count('/api/lotto/results?page_size=30&agent_id=3')).toBe(1)

    const idleLobby = firstScreenDone(page)
    await page.goto('/lobby/slot')
    await expect(page.getByRole('main').locator('img').first()).toBeVisible()
    await idleLobby
    expect(api.count('/api/lobby/configs?lobby_key=slot')).toBe(1)
    expect(api.count('/api/game/list?category=slot&limit=60&offset=0')).toBe(1)
  })

  test("member: a round's slip and the home's banners, without the token", async ({ page }) => {
    const round = await openRound()
    const member = await registerMember(page.request)
    const api = recordApi(page)
    await loginViaApi(page, member.phone, member.password)
    await expect(page.locator('img').first()).toBeVisible()
    // `/` carries the banners in its HTML (server/plugins/boot-data.ts): not asked at all.
    expect(api.count('/api/banner?agent_code=bw222')).toBe(0)

    const idle = firstScreenDone(page)
    await page.goto(lottoRoundPath(round.id))
    await expect(page.getByRole('heading', { name: round.title, level: 1 })).toBeVisible()
    await idle
    const asked = api.of(`/api/lotto/round?round_id=${round.id}&agent_id=3`)
    expect(asked).toHaveLength(1)
    expect(asked[0].authorization).toBeUndefined()
    // The member's own calls still carry the token.
    expect(api.of('/api/member/wallets')[0]?.authorization).toMatch(/^Bearer /)
  })
})
