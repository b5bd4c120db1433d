import { LazyMotion } from 'framer-motion'
import * as m from 'framer-motion/m'
import { useAtomValue } from 'jotai'
import { useEffect, useRef, useState } from 'react'
import { CloseIcon } from '../../../components/ui/icons'
import { buttonClass, ui } from '../../../components/ui/plain'
import { selectedGameAtom } from '../game-atoms'
import { GAME_TEXT } from '../texts'
import { GamePlayer } from './game-player'
import css from './sheet.module.css'

const loadMotion = () => import('./motion-features').then((mod) => mod.default)

/**
 * The game bottom sheet (spec section 2): slides up over the whole screen, with the game's name, a
 * fullscreen toggle and a close button; the body is the wallet picker or the game's frame. The page
 * behind does not scroll while it shows. Motion lives here only (LazyMotion + m, the animation code loaded after the sheet shows).
 */
export function GameSheet({ onClose }: { onClose: () => void }) {
  const game = useAtomValue(selectedGameAtom)
  const sheet = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const full = useFullscreen(sheet)

  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    closeButton.current?.focus()
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  return (
    <LazyMotion features={loadMotion} strict>
      <m.div
        ref={sheet}
        className={css.sheet}
        role="dialog"
        aria-modal="true"
        aria-label={game?.name ?? GAME_TEXT.games}
        initial={{ y: '100%' }}
        animate={{ y: 0 }}
        transition={{ type: 'tween', duration: 0.25, ease: 'easeOut' }}
      >
        <div className={css.bar}>
          <h2 className={css.title}>{game?.name}</h2>
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-pressed={full.on}
            onClick={full.toggle}
          >
            {full.on ? GAME_TEXT.exitFullscreen : GAME_TEXT.fullscreen}
          </button>
          <button
            ref={closeButton}
            type="button"
            className={buttonClass('ghost', 'sm', ui.square)}
            aria-label={GAME_TEXT.closeGame}
            onClick={onClose}
          >
            <CloseIcon size={18} />
          </button>
        </div>
        <div className={css.body}>
          <GamePlayer />
        </div>
      </m.div>
    </LazyMotion>
  )
}

/** The browser's fullscreen for `target`, following the browser when the member leaves it (Esc). */
function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false)
  useEffect(() => {
    const sync = () =>
      setOn(document.fullscreenElement !== null && document.fullscreenElement === target.current)
    document.addEventListener('fullscreenchange', sync)
    return () => {
      document.removeEventListener('fullscreenchange', sync)
      if (document.fullscreenElement && document.fullscreenElement === target.current)
        void document.exitFullscreen()
    }
  }, [target])
  const toggle = () => {
    const el = target.current
    if (!el) return
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => setOn(false))
    } else if (el.requestFullscreen) {
      el.requestFullscreen().then(
        () => setOn(true),
        () => setOn(false),
      )
    }
  }
  return { on, toggle }
}
