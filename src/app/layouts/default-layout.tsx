import { useAtomValue } from 'jotai'
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { anyModalOpenAtom } from '../../features/layout-ui/atoms'
import { whenIdle } from '../../lib/idle'
import { ErrorBoundary } from '../error-boundary'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
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
      <OverlaysWhenNeeded />
    </>
  )
}

const Overlays = lazy(() => import('../shell/overlays').then(({ Overlays }) => ({ default: Overlays })))

/**
 * The overlays are not on the first screen: their chunk loads once the browser is idle after it, or
 * at once when one opens before (a tap on the menu).
 */
function OverlaysWhenNeeded() {
  const opened = useAtomValue(anyModalOpenAtom)
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => setIdle(true), 3000), [])
  if (!idle && !opened) return null
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </ErrorBoundary>
  )
}
