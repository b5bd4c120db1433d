import { useAtomValue, useSetAtom } from 'jotai'
import { GameSheet } from '../../features/games/components/game-sheet'
import { closeGameAtom, gamePhaseAtom } from '../../features/games/game-atoms'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { RealityCheck } from '../../features/responsible/components/reality-check'
import { refreshWalletsAtom } from '../../features/wallet/atoms'

/**
 * The game bottom sheet in the layouts (a lazy chunk, mounted only while the overlay 'game' shows).
 * Closing it clears the game session (link, wallet, selected game) and reloads the balances, so the
 * header's total shows what the bets and wins left.
 */
export default function GameOverlay() {
  const closeGame = useSetAtom(closeGameAtom)
  const setOpen = useSetAtom(modalOpenAtom('game'))
  const refreshWallets = useSetAtom(refreshWalletsAtom)
  const phase = useAtomValue(gamePhaseAtom)
  const onClose = () => {
    closeGame()
    setOpen(false)
    refreshWallets()
  }
  return (
    <>
      <GameSheet onClose={onClose} />
      <RealityCheck active={phase === 'playing'} onLeave={onClose} />
    </>
  )
}
