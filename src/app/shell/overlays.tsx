import { useAtomValue } from 'jotai'
import { lazy, Suspense, useState } from 'react'
import { modalOpenAtom } from '../../features/layout-ui/atoms'
import { trackProgress } from '../../lib/progress'
import { accessTokenAtom } from '../../lib/session'
import { WithChakra } from '../chakra/with-chakra'
import { ErrorBoundary } from '../error-boundary'

// Dialogs and the drawer are not on the first screen: each chunk loads when first opened. The
// dialogs are plain CSS; the drawer is a Chakra component.
const MemberMenu = lazy(() => trackProgress(import('./member-menu')))
const NavDrawer = lazy(() => trackProgress(import('./nav-drawer')))
const NotificationDialog = lazy(() => trackProgress(import('./notification-dialog')))
const EventDialog = lazy(() => trackProgress(import('./event-dialog')))
// The login and register dialogs a visitor's member action opens (their forms use Chakra).
const AuthDialog = lazy(() => trackProgress(import('./auth-dialog')))
// A promotion's full terms and its opt-in (or a visitor's way to log in), over the page.
const PromotionDialog = lazy(() => trackProgress(import('./promotion-dialog')))
// The game bottom sheet (its chunk: the sheet, the picker and framer-motion) loads with the first game.
const GameOverlay = lazy(() => trackProgress(import('./game-overlay')))
// Responsible play: after a login in this tab, a time-out's or exclusion's end time.
const BlockNotice = lazy(() => import('./block-notice'))

/** The token of a login made in this tab (not the session the page opened with), or null. */
function useFreshLogin(): string | null {
  const token = useAtomValue(accessTokenAtom)
  const [initial] = useState(token)
  return token && token !== initial ? token : null
}

/**
 * The layouts' overlays, each mounted only while it shows (the overlay state in
 * `features/layout-ui` decides which do). The game sheet and the lotto bill dialog join here with
 * their pages, under the names 'game' and 'bill'; the deposit notice belongs to the deposit page.
 */
export function Overlays() {
  const menu = useAtomValue(modalOpenAtom('menu'))
  const drawer = useAtomValue(modalOpenAtom('drawer'))
  const notification = useAtomValue(modalOpenAtom('notification'))
  const event = useAtomValue(modalOpenAtom('event'))
  const game = useAtomValue(modalOpenAtom('game'))
  const login = useAtomValue(modalOpenAtom('login'))
  const register = useAtomValue(modalOpenAtom('register'))
  const promotion = useAtomValue(modalOpenAtom('promotion'))
  const freshLogin = useFreshLogin()
  // An overlay whose chunk (or Chakra) failed to download shows nothing (the progress bar turned
  // red); the page and the header stay.
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        {menu ? <MemberMenu /> : null}
        {drawer ? (
          <WithChakra>
            <NavDrawer />
          </WithChakra>
        ) : null}
        {notification ? <NotificationDialog /> : null}
        {event ? <EventDialog /> : null}
        {game ? <GameOverlay /> : null}
        {freshLogin ? <BlockNotice key={freshLogin} /> : null}
        {promotion ? (
          <WithChakra>
            <PromotionDialog />
          </WithChakra>
        ) : null}
        {login || register ? (
          <WithChakra>
            <AuthDialog />
          </WithChakra>
        ) : null}
      </Suspense>
    </ErrorBoundary>
  )
}
