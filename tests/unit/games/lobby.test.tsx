import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { allLobbiesPath, lobbyPath } from '../../../src/config/paths'
import { readLobbyCache, writeLobbyCache } from '../../../src/features/games/lobby-cache'
import { GAME_TEXT } from '../../../src/features/games/texts'
import type { GameTile } from '../../../src/features/games/types'
import { agentRoutes, ok, storeMember, stubApi, walletRoutes } from '../stub-api'
import { BACCARAT, FREESPIN, PROVIDERS, SLOT, tile } from './fixtures'
import { renderLobby } from './render-lobby'

const config = (lobby_key: 'slot' | 'all') => ({
  lobby_key,
  title: lobby_key === 'slot' ? 'สล็อต' : 'เกมทั้งหมด',
  banners: [{ image: '/images/banners/slot.svg', link: '/promotions' }],
  categories: [
    { key: 'all' as const, name: 'ทั้งหมด' },
    { key: 'slot' as const, name: 'สล็อต' },
    { key: 'casino' as const, name: 'คาสิโน' },
  ],
  providers: PROVIDERS,
})

const grid = () => screen.findByRole('region', { name: GAME_TEXT.allGames })
const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'))

describe('lobby', () => {
  it('shows banners, categories, provider logos, last played, hot and the games of its category', async () => {
    storeMember()
    const api = stubApi({
      ...agentRoutes(),
      ...walletRoutes(),
      gameList: ok({ games: [SLOT], total: 1 }),
      gameLobby: ok({ providers: PROVIDERS, last: [SLOT, BACCARAT], hot: [FREESPIN, SLOT] }),
      lobbyConfigs: ok(config('slot')),
    })
    renderLobby(lobbyPath('slot'))
    expect(await screen.findByRole('heading', { level: 1, name: 'สล็อต' })).toBeTruthy()
    await waitFor(async () => expect(names(await grid())).toEqual(['สล็อต']))
    // The lobby's own rows keep its category's games.
    expect(names(await screen.findByRole('region', { name: 'เล่นล่าสุด' }))).toEqual(['สล็อต'])
    expect(names(screen.getByRole('region', { name: 'เกมยอดนิยม' }))).toEqual(['สล็อต'])
    const categories = screen.getByRole('navigation', { name: GAME_TEXT.categories })
    expect(within(categories).getByRole('link', { name: 'คาสิโน' }).getAttribute('href')).toBe(
      lobbyPath('casino'),
    )
    expect(within(categories).getByRole('link', { name: 'สล็อต' }).getAttribute('aria-current')).toBe('page')
    const providers = screen.getByRole('navigation', { name: GAME_TEXT.providers })
    expect(
      within(providers)
        .getByRole('link', { name: /BW Games/ })
        .getAttribute('href'),
    ).toBe(`${lobbyPath('slot')}?provider=builtin`)
    expect(screen.getByRole('region', { name: GAME_TEXT.banners })).toBeTruthy()
    const list = api.of('gameList')[0].query
    expect(list.get('category')).toBe('slot')
    expect(list.get('limit')).toBe('60')
    expect(api.of('lobbyConfigs')[0].query.get('lobby_key')).toBe('slot')
  })

  it('without a name shows every category (no category filter, lobby_key all)', async () => {
    const api = stubApi({
      ...agentRoutes(),
      gameList: ok({ games: [SLOT, BACCARAT], total: 2 }),
      gameLobby: ok({ providers: PROVIDERS, last: [], hot: [] }),
      lobbyConfigs: ok(config('all')),
    })
    renderLobby(allLobbiesPath)
    await waitFor(async () => expect(names(await grid())).toEqual(['สล็อต', 'บาคาร่า']))
    expect(api.of('gameList')[0].query.has('category')).toBe(false)
    expect(api.of('lobbyConfigs')[0].query.get('lobby_key')).toBe('all')
    // A visitor has no last played row.
    expect(screen.queryByRole('region', { name: 'เล่นล่าสุด' })).toBeNull()
  })

  it('filters by provider from the URL and searches as the member types', async () => {
    const api = stubApi({
      ...agentRoutes(),
      gameList: ({ query }) => ({
        body: { error: 0, data: { games: query.get('search') === 'บา' ? [BACCARAT] : [SLOT], total: 1 } },
      }),
      gameLobby: ok({ providers: PROVIDERS, last: [], hot: [] }),
      lobbyConfigs: ok(config('all')),
    })
    const { location } = renderLobby(`${allLobbiesPath}?provider=builtin`)
    await waitFor(async () => expect(names(await grid())).toEqual(['สล็อต']))
    expect(api.of('gameList')[0].query.get('provider')).toBe('builtin')
    await userEvent.type(screen.getByRole('searchbox', { name: GAME_TEXT.search }), 'บา')
    await waitFor(async () => expect(names(await grid())).toEqual(['บาคาร่า']), { timeout: 3000 })
    expect(location.history.at(-1)).toBe(`${allLobbiesPath}?provider=builtin&q=${encodeURIComponent('บา')}`)
    const searched = api.of('gameList').at(-1)?.query
    expect(searched?.get('search')).toBe('บา')
    expect(searched?.get('provider')).toBe('builtin')
  })

  it('loads the next 60 games when asked for more', async () => {
    const many = Array.from({ length: 75 }, (_, i) => tile(100 + i, `เกม ${i + 1}`))
    const api = stubApi({
      ...agentRoutes(),
      gameList: ({ query }) => {
        const offset = Number(query.get('offset') ?? 0)
        return { body: { error: 0, data: { games: many.slice(offset, offset + 60), total: many.length } } }
      },
      gameLobby: ok({ providers: PROVIDERS, last: [], hot: [] }),
      lobbyConfigs: ok(config('slot')),
    })
    renderLobby(lobbyPath('slot'))
    await waitFor(async () => expect(names(await grid())).toHaveLength(60))
    await userEvent.click(screen.getByRole('button', { name: GAME_TEXT.loadMore }))
    await waitFor(async () => expect(names(await grid())).toHaveLength(75))
    expect(api.of('gameList').map((c) => c.query.get('offset'))).toEqual(['0', '60'])
    expect(screen.queryByRole('button', { name: GAME_TEXT.loadMore })).toBeNull()
  })
})

describe('lobby caches (local_data.lobby)', () => {
  it('paints the cached games at once on return, then the server list, which is cached again', async () => {
    storeMember()
    writeLobbyCache('slot', [tile(9, 'สล็อตเก่า')])
    writeLobbyCache('last', [tile(9, 'สล็อตเก่า')])
    let answer: (() => void) | undefined
    const served = new Promise<void>((resolve) => {
      answer = resolve
    })
    stubApi({
      ...agentRoutes(),
      ...walletRoutes(),
      gameList: async () => {
        await served
        return { body: { error: 0, data: { games: [SLOT], total: 1 } } }
      },
      gameLobby: async () => {
        await served
        return { body: { error: 0, data: { providers: PROVIDERS, last: [SLOT], hot: [] } } }
      },
      lobbyConfigs: ok(config('slot')),
    })
    renderLobby(lobbyPath('slot'))
    expect(names(await grid())).toEqual(['สล็อตเก่า'])
    expect(names(screen.getByRole('region', { name: 'เล่นล่าสุด' }))).toEqual(['สล็อตเก่า'])
    answer?.()
    await waitFor(async () => expect(names(await grid())).toEqual(['สล็อต']))
    expect(readLobbyCache('slot')).toEqual([SLOT])
    expect(readLobbyCache('last')).toEqual([SLOT])
  })

  it('ignores a stored list that does not check out', () => {
    const broken = { ...SLOT, game_id: 'x' } as unknown as GameTile
    localStorage.setItem(
      'local_data',
      JSON.stringify({ user: null, local: { isLoggedIn: false }, lobby: { slot: [broken], hot: 'nope' } }),
    )
    expect(readLobbyCache('slot')).toBeNull()
    expect(readLobbyCache('hot')).toBeNull()
    expect(readLobbyCache('casino')).toBeNull()
  })

  it('keeps every cache in its own key of local_data.lobby, next to the session', () => {
    storeMember()
    writeLobbyCache('hot', [FREESPIN])
    writeLobbyCache('casino', [BACCARAT])
    const stored = JSON.parse(localStorage.getItem('local_data') ?? '{}')
    expect(stored.lobby).toEqual({ hot: [FREESPIN], casino: [BACCARAT] })
    expect(stored.user.access_token).toBe('token-abc')
  })
})
