import { atom, useAtomValue, useStore } from 'jotai'
import { use } from 'react'
import { TileRow } from '../../features/games/components/game-tile'
import { gameLobbyQueryAtom, gamePageKey, gamePageQuery } from '../../features/games/lobby-atoms'
import { GAME_TEXT } from '../../features/games/texts'
import { lobbyQueryAtom } from '../../features/lotto/atoms'
import { latestGovResultAtom } from '../../features/lotto/latest-result'
import type { QueryState } from '../../lib/query'
import { usePlayGame, useResumePendingGame } from '../shell/use-play-game'

/** How many games the recommended row shows. */
const RECOMMENDED = 12
const ALL_GAMES = gamePageKey({ category: null, provider: null, search: '' }, 0)

const settled = (query: QueryState<unknown>) => query.data !== undefined || !query.loading

/**
 * Whether everything the home shows below the lobbies has answered (or failed): the game rows (and
 * the catalogue, for the recommended row), the lottery's lobby and the latest government result.
 * The catalogue is asked for only when nothing was played.
 */
const belowReadyAtom = atom((get) => {
  const games = get(gameLobbyQueryAtom)
  const lotto = get(lobbyQueryAtom)
  const gov = get(latestGovResultAtom)
  if (!settled(games) || !settled(lotto) || !settled(gov)) return false
  return (games.data?.hot.length ?? 0) > 0 || settled(get(gamePageQuery(ALL_GAMES)))
})

type Store = ReturnType<typeof useStore>
const waiting = new WeakMap<Store, Promise<void>>()

/** Settles once `belowReadyAtom` holds; subscribing starts every query it reads, all at once. */
function belowReady(store: Store): Promise<void> {
  let promise = waiting.get(store)
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      const stop = store.sub(belowReadyAtom, () => {
        if (!store.get(belowReadyAtom)) return
        stop()
        waiting.delete(store)
        resolve()
      })
    })
    waiting.set(store, promise)
  }
  return promise
}

/**
 * The home's game rows (a lazy chunk, below the fold): "เล่นล่าสุด" (a member's last played) and
 * "เกมฮิต" (or "เกมแนะนำ" while nothing was played), each a row of pictures (fixed size,
 * lazy-loaded) that opens the game bottom sheet; a visitor's tap opens the login dialog, and the
 * game opens once logged in. Until every section below the lobbies has its data it suspends the
 * boundary they share (home.tsx), so they appear together: a row or card arriving later would push
 * down what is already on screen (a layout shift of 0.09 on / when the recommended row came last).
 */
export default function HomeGames() {
  const store = useStore()
  const ready = useAtomValue(belowReadyAtom)
  const { data } = useAtomValue(gameLobbyQueryAtom)
  const play = usePlayGame('home')
  useResumePendingGame()
  if (!ready) use(belowReady(store))
  if (!data) return null
  return (
    <>
      <TileRow title={GAME_TEXT.lastPlayed} tiles={data.last} onPlay={play} />
      {data.hot.length > 0 ? (
        <TileRow title={GAME_TEXT.hotHome} tiles={data.hot} onPlay={play} />
      ) : (
        <Recommended play={play} />
      )}
    </>
  )
}

/**
 * Nothing was played in the last day (a new site): the catalogue's first games instead, under their
 * own title (they are not "hot").
 */
function Recommended({ play }: { play: ReturnType<typeof usePlayGame> }) {
  const { data } = useAtomValue(gamePageQuery(ALL_GAMES))
  return (
    <TileRow title={GAME_TEXT.recommended} tiles={data?.games.slice(0, RECOMMENDED) ?? []} onPlay={play} />
  )
}
