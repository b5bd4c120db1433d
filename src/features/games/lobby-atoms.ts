import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getGameList, getGameLobby, getLobbyConfig } from './api'
import { writeLobbyCache } from './lobby-cache'
import type { GameCategory, LobbyKey } from './types'

/** Spec section 5: the game list's page size. */
export const GAME_PAGE_SIZE = 60

const logged = async <T>(promise: Promise<T>, label: string): Promise<T> => {
  try {
    return await promise
  } catch (error) {
    console.warn(`${label} failed:`, error instanceof Error ? error.message : error)
    throw error
  }
}

/**
 * GET game/lobby: providers, the member's last played and the hot list. Tied to the session (the
 * last played list is the member's); each answer refreshes the `last` and `hot` caches.
 */
export const gameLobbyQueryAtom = queryAtom(
  async (get) => {
    const member = get(accessTokenAtom) !== null
    const lobby = await logged(getGameLobby(), 'game/lobby')
    if (member) writeLobbyCache('last', lobby.last)
    writeLobbyCache('hot', lobby.hot)
    return lobby
  },
  { staleMs: 30_000 },
)

/** GET lobby/configs per lobby: its title, banners, categories and providers (the same for all). */
export const lobbyConfigQuery = queryFamily((key) =>
  queryAtom(() => logged(getLobbyConfig(key as LobbyKey), 'lobby/configs'), {
    everyone: true,
    staleMs: 300_000,
  }),
)

/** What one page of a lobby's games is filtered by (the URL holds provider and search). */
export interface GameFilter {
  category: GameCategory | null
  provider: string | null
  search: string
}

/** One page key per filter and offset; equal filters share one cache entry. */
export const gamePageKey = (filter: GameFilter, offset: number): string =>
  JSON.stringify([filter.category, filter.provider, filter.search, offset])

/**
 * One page of GET game/list per filter and offset (60 tiles). The first unfiltered page of a
 * category refreshes that category's cache, so the lobby paints at once next time.
 */
export const gamePageQuery = queryFamily((key) =>
  queryAtom(
    async () => {
      const [category, provider, search, offset] = JSON.parse(key) as [
        GameCategory | null,
        string | null,
        string,
        number,
      ]
      const page = await logged(
        getGameList({
          category: category ?? undefined,
          provider: provider ?? undefined,
          search: search || undefined,
          limit: GAME_PAGE_SIZE,
          offset,
        }),
        'game/list',
      )
      if (category && !provider && !search && offset === 0) writeLobbyCache(category, page.games)
      return page
    },
    { everyone: true, staleMs: 60_000 },
  ),
)
