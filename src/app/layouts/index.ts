import { type ComponentType, lazy, type ReactNode } from 'react'
import { DefaultLayout } from './default-layout'

type Layout = ComponentType<{ children: ReactNode }>
const named = <K extends string>(load: () => Promise<Record<K, Layout>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })))

/**
 * The layouts routes use, by name (the route table picks one per route). The default layout is the
 * first screen's (plain CSS, in the main chunk); the others use Chakra and load with their first
 * page, inside the router's Chakra scope: lobby (/lobby/{name}) and game (/play) among them.
 * `no-auth`: a visitor on a member page (the router picks it; see `routes/member-only.tsx`).
 */
export const LAYOUTS = {
  default: DefaultLayout,
  auth: named(() => import('./auth-layout'), 'AuthLayout'),
  liff: named(() => import('./liff-layout'), 'LiffLayout'),
  payment: named(() => import('./payment-layout'), 'PaymentLayout'),
  lobby: named(() => import('./lobby-layout'), 'LobbyLayout'),
  game: named(() => import('./game-layout'), 'GameLayout'),
  'no-auth': named(() => import('./no-auth-layout'), 'NoAuthLayout'),
} satisfies Record<string, Layout>

export type LayoutName = keyof typeof LAYOUTS
