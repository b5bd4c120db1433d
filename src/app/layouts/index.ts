import type { ComponentType, ReactNode } from 'react'
import type { LayoutName } from '../../config/routes'
import { loaders, type Preloadable, preloadable } from '../lazy-page'
import type { LAYOUTS as LOADERS } from '../loaders'
import { DefaultLayout } from './default-layout'

type LayoutProps = { children: ReactNode }
type Layout = ComponentType<LayoutProps>
/** A layout's chunk, reached through `loaders.ts` (that chunk, then the layout's own). */
const named = (name: keyof typeof LOADERS): Preloadable<LayoutProps> =>
  preloadable(() =>
    loaders
      .load()
      .then(({ LAYOUTS }) => LAYOUTS[name]())
      .then((layout) => ({ default: layout })),
  )

/**
 * The layouts routes use, by name (the route table picks one per route). The default layout is the
 * first screen's (plain CSS, in the main chunk); the others use Chakra and load with their first
 * page, inside the router's Chakra scope: lobby (/lobby/{name}) and game (/play) among them.
 * `no-auth`: a visitor on a member page (the router picks it; see `routes/member-only.tsx`).
 */
export const LAYOUTS = {
  default: DefaultLayout,
  auth: named('auth'),
  liff: named('liff'),
  payment: named('payment'),
  lobby: named('lobby'),
  game: named('game'),
  'no-auth': named('no-auth'),
} satisfies Record<LayoutName, Layout>
