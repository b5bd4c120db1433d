import type { ReactNode } from 'react'
import { FloatingActions } from '../shell/floating-actions'
import { Footer } from '../shell/footer'
import { Header } from '../shell/header'
import { Overlays } from '../shell/overlays'
import css from '../shell/shell.module.css'
import { TabBar } from '../shell/tab-bar'
import { useLayoutMount } from './use-layout-mount'

/**
 * Deposit, payment, withdraw: the header and one narrow column, so forms and QR codes stay readable.
 * Plain CSS (a plain page in it runs no Chakra code).
 */
export function PaymentLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return (
    <>
      <Header />
      <main className={`${css.main} ${css.narrow}`}>{children}</main>
      <Footer />
      <FloatingActions />
      <TabBar />
      <Overlays />
    </>
  )
}
