import type { ReactNode } from 'react'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import css from '../shell/shell.module.css'
import { TabBar } from '../shell/tab-bar'

/**
 * The no-auth layout (spec section 2): a visitor on a member page (a shared link, a bookmark). The
 * site's header, tab bar and floating buttons around a word on why, with the login dialog over it;
 * there is no session to validate, so unlike the others it asks the server nothing on mount. Once
 * the visitor logs in the router shows the page itself in its own layout.
 */
export function NoAuthLayout({ children }: { children: ReactNode }) {
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
