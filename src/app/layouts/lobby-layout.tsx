import type { ReactNode } from 'react'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import css from '../shell/shell.module.css'
import { TabBar } from '../shell/tab-bar'
import { useLayoutMount } from './use-layout-mount'

/**
 * The lobby layout (spec section 2, `/lobby/{name}`): the header with the balance, a wide page for
 * the game tiles, and the overlays, among them the game bottom sheet the tiles open.
 */
export function LobbyLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <>
      <Header />
      <main className={css.main}>{children}</main>
      <Footer />
      <FloatingActions />
      <TabBar />
      <Overlays />
    </>
  )
}
