import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { buttonClass } from '../../../components/ui/plain'
import { GAME_PAGE_SIZE, type GameFilter, gamePageKey, gamePageQuery } from '../lobby-atoms'
import { readLobbyCache } from '../lobby-cache'
import { GAME_TEXT } from '../texts'
import type { GameTile } from '../types'
import { GameTileCard, type OnPlay } from './game-tile'
import css from './games.module.css'

/** The unfiltered first page of a category paints from its cache until the server answers. */
function cachedFirstPage(filter: GameFilter): GameTile[] | null {
  if (!filter.category || filter.provider || filter.search) return null
  return readLobbyCache(filter.category)
}

/**
 * The lobby's games, 60 at a time (spec section 5): the next page loads as the member scrolls to
 * the end (and from a "โหลดเกมเพิ่ม" button, for keyboards and readers). Remount it (key) when the
 * filter changes.
 */
export function GameGrid({ filter, onPlay, title }: { filter: GameFilter; onPlay: OnPlay; title: string }) {
  const [pages, setPages] = useState(1)
  const [cached] = useState(() => cachedFirstPage(filter))
  const first = useAtomValue(gamePageQuery(gamePageKey(filter, 0)))
  const last = useAtomValue(gamePageQuery(gamePageKey(filter, (pages - 1) * GAME_PAGE_SIZE)))
  const total = first.data?.total ?? cached?.length ?? 0
  const hasMore = first.data !== undefined && pages * GAME_PAGE_SIZE < total
  const canLoad = hasMore && last.data !== undefined && !last.loading
  const more = () => setPages((p) => p + 1)

  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = sentinel.current
    if (!el || !canLoad || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setPages((p) => p + 1)
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [canLoad])

  const firstTiles = first.data?.games ?? cached
  const empty = first.data !== undefined && first.data.games.length === 0
  return (
    <section className={css.section} aria-label={title} aria-busy={first.loading && !firstTiles}>
      <h2 className={css.sectionTitle}>{title}</h2>
      {empty ? <p className={css.empty}>{GAME_TEXT.noGames}</p> : null}
      <ul className={css.grid}>
        {(firstTiles ?? []).map((tile, i) => (
          <GameTileCard
            key={`${tile.provider_id}:${tile.game_id}`}
            tile={tile}
            onPlay={onPlay}
            eager={i < 6}
          />
        ))}
        {Array.from({ length: pages - 1 }, (_, i) => (i + 1) * GAME_PAGE_SIZE).map((offset) => (
          <GamePageTiles key={offset} filter={filter} offset={offset} onPlay={onPlay} />
        ))}
      </ul>
      <div ref={sentinel} className={css.sentinel}>
        {hasMore && !canLoad ? <span role="status">{GAME_TEXT.loadingMore}</span> : null}
        {canLoad ? (
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={more}>
            {GAME_TEXT.loadMore}
          </button>
        ) : null}
      </div>
    </section>
  )
}

/** The tiles of one later page (its own cached query). */
function GamePageTiles({ filter, offset, onPlay }: { filter: GameFilter; offset: number; onPlay: OnPlay }) {
  const page = useAtomValue(gamePageQuery(gamePageKey(filter, offset)))
  return (
    <>
      {(page.data?.games ?? []).map((tile) => (
        <GameTileCard key={`${tile.provider_id}:${tile.game_id}`} tile={tile} onPlay={onPlay} />
      ))}
    </>
  )
}
