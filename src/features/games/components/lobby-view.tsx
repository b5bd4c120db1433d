import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { allLobbiesPath, lobbyPath } from '../../../config/paths'
import { accessTokenAtom } from '../../../lib/session'
import {
  type GameFilter,
  gameLobbyQueryAtom,
  gamePageKey,
  gamePageQuery,
  lobbyConfigQuery,
} from '../lobby-atoms'
import { readLobbyCache } from '../lobby-cache'
import { GAME_TEXT, LOBBY_TITLES } from '../texts'
import type { GameCategory, GameTile, LobbyKey } from '../types'
import { GameGrid } from './game-grid'
import type { OnPlay } from './game-tile'
import { TileRow } from './game-tile'
import css from './games.module.css'
import { LobbyBanners } from './lobby-banners'
import { ProviderFilter, SearchBox } from './lobby-filters'

const LOBBY_NAMES: readonly string[] = ['casino', 'slot', 'sport', 'fishing', 'freespin']
export const isLobbyName = (name: string | undefined): name is GameCategory =>
  name !== undefined && LOBBY_NAMES.includes(name)
const ALL_LOBBY = allLobbiesPath

/** The URL's filters: `?provider=<code>&q=<search>`. */
function useLobbyFilter(category: GameCategory | null): GameFilter & { params: URLSearchParams } {
  const search = useSearch()
  return useMemo(() => {
    const params = new URLSearchParams(search)
    return { category, provider: params.get('provider') || null, search: params.get('q') ?? '', params }
  }, [search, category])
}

const inCategory = (tiles: readonly GameTile[], category: GameCategory | null) =>
  category ? tiles.filter((t) => t.category === category) : tiles

/**
 * One lobby (`/lobby/<name>`; none = every category): banners and categories from lobby/configs,
 * provider logos as filters, a search box, "เล่นล่าสุด", "เกมยอดนิยม" and the games, 60 at a time.
 * Lists paint from `local_data.lobby` first (lobby-cache.ts) while the server is asked again; on a
 * first load everything below the title waits for the config (asked for with the first page).
 */
export function LobbyView({ category, onPlay }: { category: GameCategory | null; onPlay: OnPlay }) {
  const key: LobbyKey = category ?? 'all'
  const filter = useLobbyFilter(category)
  const [, navigate] = useLocation()
  const configQuery = useAtomValue(lobbyConfigQuery(key))
  const config = configQuery.data
  // Asked for now, with the config: the grid below waits for the config, never the other way round.
  useAtomValue(gamePageQuery(gamePageKey(filter, 0)))
  const lobby = useAtomValue(gameLobbyQueryAtom).data
  const member = useAtomValue(accessTokenAtom) !== null
  const [cachedLast, cachedHot] = useMemo(() => [readLobbyCache('last'), readLobbyCache('hot')], [])
  const last = inCategory(lobby?.last ?? (member ? (cachedLast ?? []) : []), category)
  const hot = inCategory(lobby?.hot ?? cachedHot ?? [], category)
  const providers = config?.providers.length ? config.providers : (lobby?.providers ?? [])
  const here = category ? lobbyPath(category) : ALL_LOBBY
  const title = config?.title || LOBBY_TITLES[key]

  const withParams = (change: (p: URLSearchParams) => void) => {
    const params = new URLSearchParams(filter.params)
    change(params)
    const qs = params.toString()
    return `~${here}${qs ? `?${qs}` : ''}`
  }
  const providerHref = (code: string | null) =>
    withParams((p) => (code ? p.set('provider', code) : p.delete('provider')))
  const onSearch = (text: string) =>
    navigate(
      withParams((p) => (text ? p.set('q', text) : p.delete('q'))),
      { replace: true },
    )
  const filtered = filter.provider !== null || filter.search !== ''
  const heading = <h1 className={`${css.sectionTitle} ${css.lobbyTitle}`}>{title}</h1>
  // The banners, categories and providers come with the config: until it answered (or failed) the
  // page shows its title alone, so the search and the grid never move down when they arrive (a
  // layout shift of 0.13 at 360 px on a slow link).
  if (config === undefined && configQuery.loading) return <div className={css.lobby}>{heading}</div>

  return (
    // One column no wider than the screen: an `auto` column grows to its widest row's content (the
    // scrolling rows of categories and tiles), and the whole page scrolled sideways.
    <div className={css.lobby}>
      {heading}
      <LobbyBanners banners={config?.banners ?? []} />
      <Categories categories={config?.categories ?? []} current={key} />
      <ProviderFilter providers={providers} active={filter.provider} hrefFor={providerHref} />
      <SearchBox value={filter.search} onSearch={onSearch} />
      {filtered ? null : <TileRow title={GAME_TEXT.lastPlayed} tiles={last} onPlay={onPlay} />}
      {filtered ? null : <TileRow title={GAME_TEXT.hot} tiles={hot} onPlay={onPlay} />}
      <GameGrid key={gamePageKey(filter, 0)} filter={filter} onPlay={onPlay} title={GAME_TEXT.allGames} />
    </div>
  )
}

/** The lobby's categories (lobby/configs): each a way to its own lobby; the current one marked. */
function Categories({
  categories,
  current,
}: {
  categories: readonly { key: string; name: string }[]
  current: LobbyKey
}) {
  const links = categories.filter((c) => c.key === 'all' || isLobbyName(c.key))
  if (links.length === 0) return null
  return (
    <nav aria-label={GAME_TEXT.categories}>
      <ul className={css.categories}>
        {links.map((c) => (
          <li key={c.key}>
            <Link
              href={`~${isLobbyName(c.key) ? lobbyPath(c.key) : ALL_LOBBY}`}
              className={css.category}
              aria-current={c.key === current ? 'page' : undefined}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
