import { GAME_TEXT } from '../texts'
import css from './sheet.module.css'

/**
 * What the game's frame may do: run its scripts, call its own server (same origin for the built-in
 * provider, so its page can fetch its API and keep its settings) and submit forms. No popups, no
 * top navigation: a game never takes the member away from the site. Agreed with the games-server
 * and builtin-games branches (games-interfaces.md); the built-in pages are built to work inside it.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms'
/** Fullscreen and sound start from a tap inside the game. */
export const GAME_FRAME_ALLOW = 'fullscreen; autoplay'

/** The game itself: the launch link in a sandboxed frame filling the sheet or page. */
export function GameFrame({ link, title }: { link: string; title: string }) {
  return (
    <iframe
      className={css.frame}
      src={link}
      title={`${GAME_TEXT.gameFrame} ${title}`}
      sandbox={GAME_FRAME_SANDBOX}
      allow={GAME_FRAME_ALLOW}
      referrerPolicy="no-referrer"
    />
  )
}
