import { useAtomValue, useSetAtom } from 'jotai'
import { useCallback, useEffect } from 'react'
import { isLoggedInAtom } from '../../features/auth/atoms'
import type { OnPlay } from '../../features/games/components/game-tile'
import { type SelectedGame, startGameAtom } from '../../features/games/game-atoms'
import { pendingGameAtom } from '../../features/games/pending-game'
import type { GameTile } from '../../features/games/types'
import { askToLoginAtom, modalOpenAtom } from '../../features/layout-ui/atoms'

export const selectedFromTile = (tile: GameTile, demo: boolean, source: string): SelectedGame => ({
  game_id: tile.game_id,
  provider_id: tile.provider_id,
  sub_provider_id: tile.sub_provider_id,
  source,
  is_demo: demo,
  name: tile.name,
})

/**
 * What a game tile does (spec sections 2 and 4): open the game bottom sheet and start the game. A
 * visitor who picks a real game gets the login dialog over this page and the game is kept for this
 * tab; logged in, it opens by itself (`useResumePendingGame`).
 */
export function usePlayGame(source: string): OnPlay {
  const setOpen = useSetAtom(modalOpenAtom('game'))
  const start = useSetAtom(startGameAtom)
  const setPending = useSetAtom(pendingGameAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const askToLogin = useSetAtom(askToLoginAtom)
  return useCallback(
    (tile: GameTile, demo: boolean) => {
      const game = selectedFromTile(tile, demo, source)
      if (!demo && !loggedIn) {
        setPending(game)
        askToLogin({ dialog: 'login', path: null })
        return
      }
      setOpen(true)
      void start(game).then((outcome) => {
        if (outcome === 'failed' || outcome === 'login') setOpen(false)
      })
    },
    [source, loggedIn, askToLogin, setOpen, setPending, start],
  )
}

/** Logged in (the dialog, or the login page and back): the real game the visitor picked opens by itself. */
export function useResumePendingGame(): void {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const pending = useAtomValue(pendingGameAtom)
  const setPending = useSetAtom(pendingGameAtom)
  const setOpen = useSetAtom(modalOpenAtom('game'))
  const start = useSetAtom(startGameAtom)
  useEffect(() => {
    if (!loggedIn || !pending) return
    setPending(null)
    setOpen(true)
    void start(pending).then((outcome) => {
      if (outcome === 'failed' || outcome === 'login') setOpen(false)
    })
  }, [loggedIn, pending, setPending, setOpen, start])
}
