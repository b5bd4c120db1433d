import { useAtomValue } from 'jotai'
import { TileRow } from '../../features/games/components/game-tile'
import { gameLobbyQueryAtom, gamePageKey, gamePageQuery } from '../../features/games/lobby-atoms'
import { GAME_TEXT } from '../../features/games/texts'
import { usePlayGame, useResumePendingGame } from '../shell/use-play-game'

/**
 * The home's game rows (a lazy chunk, below the fold): "เล่นล่าสุด" (a member's last played) and
 * "เกมฮิต" (or "เกมแนะนำ" while nothing was played), each a row of pictures (fixed size, lazy-loaded) that opens the game bottom sheet; a
 * visitor's tap opens the login dialog, and the game opens once logged in.
 */
export default function HomeGames() {
  const { data } = useAtomValue(gameLobbyQueryAtom)
  const play = usePlayGame('home')
  useResumePendingGame()
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

/** How many games the recommended row shows. */
const RECOMMENDED = 12
const ALL_GAMES = gamePageKey({ category: null, provider: null, search: '' }, 0)

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
