import { buttonClass } from '../../../components/ui/plain'
import { GAME_TEXT } from '../texts'
import type { GameTile } from '../types'
import css from './games.module.css'

/** What a tile asks for: play `tile` for real, or its demo. */
export type OnPlay = (tile: GameTile, demo: boolean) => void

/**
 * One game: its thumbnail (tap = play for real) and name, and "ทดลองเล่น" where the game has a demo.
 * Thumbnails load lazily so a long lobby costs only what is on screen.
 */
export function GameTileCard({
  tile,
  onPlay,
  eager = false,
}: {
  tile: GameTile
  onPlay: OnPlay
  eager?: boolean
}) {
  return (
    <li className={css.tile} aria-label={tile.name}>
      <button
        type="button"
        className={css.thumbButton}
        onClick={() => onPlay(tile, false)}
        aria-label={`${GAME_TEXT.play} ${tile.name}`}
      >
        <img
          src={tile.thumbnail}
          alt=""
          width={240}
          height={240}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </button>
      <span className={css.tileName}>{tile.name}</span>
      {tile.has_demo ? (
        <button
          type="button"
          className={buttonClass('outline', 'xs', css.demo)}
          onClick={() => onPlay(tile, true)}
          aria-label={`${GAME_TEXT.demo} ${tile.name}`}
        >
          {GAME_TEXT.demo}
        </button>
      ) : null}
    </li>
  )
}

/** A titled horizontal row of tiles ("เล่นล่าสุด", "เกมยอดนิยม"); nothing when the list is empty. */
export function TileRow({
  title,
  tiles,
  onPlay,
}: {
  title: string
  tiles: readonly GameTile[]
  onPlay: OnPlay
}) {
  if (tiles.length === 0) return null
  return (
    <section className={css.section} aria-label={title}>
      <h2 className={css.sectionTitle}>{title}</h2>
      <ul className={css.row}>
        {tiles.map((tile) => (
          <GameTileCard key={`${tile.provider_id}:${tile.game_id}`} tile={tile} onPlay={onPlay} />
        ))}
      </ul>
    </section>
  )
}
