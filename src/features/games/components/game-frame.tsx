import { GAME_TEXT } from '../texts'
import css from './sheet.module.css'

/**
 * What every game's frame may do: run its scripts and submit forms. No popups, no top navigation:
 * a game never takes the member away from the site.
 */
export const GAME_FRAME_SANDBOX = 'allow-scripts allow-forms'
/** Fullscreen and sound start from a tap inside the game. */
export const GAME_FRAME_ALLOW = 'fullscreen; autoplay'

/**
 * The sandbox of one launch link. A provider on its own origin keeps that origin
 * (`allow-same-origin`: its own cookies, storage and API calls; it still cannot reach the site's).
 * A page served from the site's own origin (the built-in provider, `/provider/builtin/...`) does
 * not: with scripts and the site's origin it could read the member's session in `local_data` and
 * lift its own sandbox. The built-in pages are built for that (an opaque origin; their API answers
 * CORS; docs/games.md, "The frame").
 */
export function gameFrameSandbox(
  link: string,
  siteOrigin: string = globalThis.location?.origin ?? '',
): string {
  let origin: string
  try {
    origin = new URL(link, siteOrigin || undefined).origin
  } catch {
    return GAME_FRAME_SANDBOX
  }
  return origin === siteOrigin ? GAME_FRAME_SANDBOX : `${GAME_FRAME_SANDBOX} allow-same-origin`
}

/** The game itself: the launch link in a sandboxed frame filling the sheet or page. */
export function GameFrame({ link, title }: { link: string; title: string }) {
  return (
    <iframe
      className={css.frame}
      src={link}
      title={`${GAME_TEXT.gameFrame} ${title}`}
      sandbox={gameFrameSandbox(link)}
      allow={GAME_FRAME_ALLOW}
      referrerPolicy="no-referrer"
    />
  )
}
