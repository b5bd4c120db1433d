import type { ComponentType } from 'react'
import type { PageName } from '../config/routes'

/**
 * The chunks of the pages (but the home page's) and of the layouts (but the default one) the route
 * table uses. These maps, with the preload lists Vite writes beside each import, are a chunk of
 * their own (`loaders` in lazy-page.ts): the first screen of `/` does not download it (the router
 * loads it once the browser is idle there, and at once when the first page is another one). A page
 * is one line here and one row in the route table (config/routes.ts); a layout one line here and one in
 * layouts/index.ts.
 */
export const PAGES = {
  login: () => import('./routes/login'),
  register: () => import('./routes/register'),
  forgot: () => import('./routes/forgot'),
  'line-callback': () => import('./routes/line-callback'),
  profile: () => import('./routes/profile'),
  deposit: () => import('./routes/deposit'),
  payment: () => import('./routes/payment'),
  withdraw: () => import('./routes/withdraw'),
  statement: () => import('./routes/statement'),
  responsible: () => import('./routes/responsible'),
  'responsible-history': () => import('./routes/responsible-history'),
  promotions: () => import('./routes/promotions'),
  'member-promotions': () => import('./routes/member-promotions'),
  coupon: () => import('./routes/coupon'),
  'lotto-lobby': () => import('./routes/lotto-lobby'),
  'lotto-bills': () => import('./routes/lotto-bills'),
  'lotto-rates': () => import('./routes/lotto-rates'),
  'lotto-results': () => import('./routes/lotto-results'),
  'lotto-yeekee': () => import('./routes/lotto-yeekee'),
  'lotto-category': () => import('./routes/lotto-category'),
  'lotto-result': () => import('./routes/lotto-result'),
  'lotto-yeekee-round': () => import('./routes/lotto-yeekee-round'),
  'lotto-round': () => import('./routes/lotto-round'),
  cashback: () => import('./routes/cashback'),
  winloss: () => import('./routes/winloss'),
  'member-winloss': () => import('./routes/member-winloss'),
  affiliate: () => import('./routes/affiliate'),
  quests: () => import('./routes/quests'),
  redeem: () => import('./routes/redeem'),
  wheel: () => import('./routes/wheel'),
  poll: () => import('./routes/poll'),
  'liff-home': () => import('./routes/liff-home'),
  lobby: () => import('./routes/lobby'),
  play: () => import('./routes/play'),
  'member-only': () => import('./routes/member-only'),
} satisfies Record<PageName, () => Promise<{ default: ComponentType }>>

export const LAYOUTS = {
  auth: () => import('./layouts/auth-layout').then((m) => m.AuthLayout),
  liff: () => import('./layouts/liff-layout').then((m) => m.LiffLayout),
  payment: () => import('./layouts/payment-layout').then((m) => m.PaymentLayout),
  lobby: () => import('./layouts/lobby-layout').then((m) => m.LobbyLayout),
  game: () => import('./layouts/game-layout').then((m) => m.GameLayout),
  'no-auth': () => import('./layouts/no-auth-layout').then((m) => m.NoAuthLayout),
}

/** The route guards come along: only the pages they guard need them. */
export { RouteGuard } from './route-guard'
