import { useParams } from 'wouter'
import { isLobbyName, LobbyView } from '../../features/games/components/lobby-view'
import { usePlayGame, useResumePendingGame } from '../shell/use-play-game'
import NotFoundPage from './error-page'

/**
 * /lobby/{name} (casino, slot, sport, fishing, freespin; none = every category): the lobby, whose
 * tiles open the game bottom sheet of the layout. Another name is a 404.
 */
export default function LobbyPage() {
  const { name } = useParams<{ name?: string }>()
  const play = usePlayGame('lobby')
  useResumePendingGame()
  if (name !== undefined && !isLobbyName(name)) return <NotFoundPage />
  return <LobbyView key={name ?? 'all'} category={name ?? null} onPlay={play} />
}
