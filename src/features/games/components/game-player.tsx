import { useAtomValue, useSetAtom } from 'jotai'
import { AppDialog } from '../../../components/ui/app-dialog'
import { buttonClass } from '../../../components/ui/plain'
import {
  chooseWalletAtom,
  dismissGameAlertAtom,
  gameAlertAtom,
  gameLinkAtom,
  gamePhaseAtom,
  pickerWalletsAtom,
  selectedGameAtom,
} from '../game-atoms'
import { GAME_TEXT } from '../texts'
import { GameFrame } from './game-frame'
import css from './sheet.module.css'
import { WalletPicker } from './wallet-picker'

/**
 * The game session's body (sheet and /play alike): loading, the wallet picker, or the frame once
 * the link is there; and the alert 'พบบางอย่างผิดปกติ' with the server's message when the link fails.
 */
export function GamePlayer() {
  const game = useAtomValue(selectedGameAtom)
  const phase = useAtomValue(gamePhaseAtom)
  const link = useAtomValue(gameLinkAtom)
  const wallets = useAtomValue(pickerWalletsAtom)
  const choose = useSetAtom(chooseWalletAtom)
  return (
    <>
      {link ? (
        <GameFrame link={link} title={game?.name ?? ''} />
      ) : phase === 'picking' || (phase === 'launching' && wallets.length > 1) ? (
        <WalletPicker wallets={wallets} busy={phase === 'launching'} onChoose={(w) => void choose(w)} />
      ) : (
        <p className={css.status} role="status">
          {GAME_TEXT.loadingGame}
        </p>
      )}
      <LinkAlert />
    </>
  )
}

function LinkAlert() {
  const alert = useAtomValue(gameAlertAtom)
  const dismiss = useSetAtom(dismissGameAlertAtom)
  return (
    <AppDialog
      open={alert !== null}
      onClose={dismiss}
      title={alert?.title ?? ''}
      width={400}
      role="alertdialog"
      footer={
        <button type="button" className={buttonClass('solid')} onClick={dismiss}>
          {GAME_TEXT.ok}
        </button>
      }
    >
      <p style={{ margin: 0 }}>{alert?.description}</p>
    </AppDialog>
  )
}
