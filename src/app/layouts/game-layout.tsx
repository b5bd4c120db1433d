import type { ReactNode } from 'react'
import { useLayoutMount } from './use-layout-mount'

/**
 * The game layout (spec section 2, `/play`): nothing but the game, full page; the page itself has
 * a slim bar with the way back.
 */
export function GameLayout({ children }: { children: ReactNode }) {
  useLayoutMount()
  return <main>{children}</main>
}
