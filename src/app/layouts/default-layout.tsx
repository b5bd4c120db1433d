import type { ReactNode } from 'react'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import css from '../shell/shell.module.css'
import { TabBar } from '../shell/tab-bar'
import { useAnnouncementsOnce } from './use-announcements-once'
import { useLayoutMount } from './use-layout-mount'

/**
 * The default layout (spec section 2): header, page, footer, floating buttons and dialogs. Plain CSS,
 * so the first screen of `/` runs no Chakra code (pages and overlays that use Chakra bring it along).
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  useAnnouncementsOnce()
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
