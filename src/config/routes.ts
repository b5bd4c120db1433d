import type { FirstCall } from '../lib/api-client'
import { PATHS, PATTERNS } from './paths'

/** Who may open a page: members only, visitors only (login, register, forgot) or anyone. */
export type Access = 'member' | 'visitor' | 'public'

/** The layouts of the route table (src/app/layouts): `no-auth` is the router's pick for a visitor on a member page. */
export type LayoutName = 'default' | 'auth' | 'liff' | 'payment' | 'lobby' | 'game' | 'no-auth'

/**
 * Layouts styled with plain CSS: a page marked `plain` in them runs no Chakra code (the others use
 * Chakra components and wrap every page in the Chakra scope).
 */
export const PLAIN_LAYOUTS: readonly LayoutName[] = ['default', 'lobby', 'payment']

/** Whether a row's page, shown in `layout`, needs Chakra (the router's scope; the server's hints). */
export const usesChakra = (row: { plain?: true }, layout: LayoutName): boolean =>
  !row.plain || !PLAIN_LAYOUTS.includes(layout)

export interface RouteRow {
  path: string
  /**
   * The page's chunk: `src/app/routes/<page>.tsx`, every page its own chunk, downloaded when its route
   * is first opened (`not-found`: the 404 page, in the main chunk).
   */
  page: string
  layout: LayoutName
  /** Checked before the page loads: a visitor on a member page goes to `/`, a member on a visitor page to `/` or `?next=`. */
  access: Access
  /**
   * Also served as `/liff/<liff>` inside LINE, in the LIFF layout (the names `liff.config.json` lists
   * under `pages`); the name holds the path's parameters, e.g. `lotto/:round_id` for `/lotto/:round_id?`.
   */
  liff?: string
  /** Styled with plain CSS only (the first screen): rendered without loading Chakra. */
  plain?: true
  /**
   * A member's calls the page's first render makes (no query, empty body), started with the app's
   * scripts when it is the first page (lib/api-client.ts, `startFirstCalls`): the data its largest
   * paint waits for.
   */
  first?: readonly FirstCall[]
}

/**
 * The route table: a page is one row, in match order (the fixed lottery paths before the round
 * pattern `/lotto/:round_id?`, which matches them too). The site gives each row its component
 * (src/app/router.tsx); the server the hints of a first load of its path (server/plugins/first-page.ts).
 */
export const ROUTE_ROWS = [
  {
    path: PATHS.home,
    page: 'home',
    layout: 'default',
    access: 'public',
    plain: true,
  },
  { path: PATHS.login, page: 'login', layout: 'auth', access: 'visitor' },
  {
    path: PATHS.register,
    page: 'register',
    layout: 'auth',
    access: 'visitor',
  },
  { path: PATHS.forgot, page: 'forgot', layout: 'auth', access: 'visitor' },
  {
    path: PATHS.lineCallback,
    page: 'line-callback',
    layout: 'auth',
    access: 'public',
  },
  {
    path: PATHS.profile,
    page: 'profile',
    layout: 'default',
    access: 'member',
    liff: 'profile',
  },
  {
    path: PATHS.deposit,
    page: 'deposit',
    layout: 'payment',
    access: 'member',
    liff: 'deposit',
    plain: true,
    first: ['GET member/payment/channels', 'POST member/wallets'],
  },
  {
    path: PATHS.payment,
    page: 'payment',
    layout: 'payment',
    access: 'member',
    liff: 'payment',
    plain: true,
  },
  {
    path: PATHS.withdraw,
    page: 'withdraw',
    layout: 'payment',
    access: 'member',
    liff: 'withdraw',
    plain: true,
  },
  {
    path: PATHS.statement,
    page: 'statement',
    layout: 'default',
    access: 'member',
    liff: 'statement',
    plain: true,
  },
  {
    path: PATHS.responsible,
    page: 'responsible',
    layout: 'default',
    access: 'member',
    liff: 'responsible',
  },
  {
    path: PATHS.responsibleHistory,
    page: 'responsible-history',
    layout: 'default',
    access: 'member',
    liff: 'responsible/history',
  },
  {
    path: PATHS.promotions,
    page: 'promotions',
    layout: 'default',
    access: 'public',
  },
  {
    path: PATHS.memberPromotions,
    page: 'member-promotions',
    layout: 'default',
    access: 'member',
    liff: 'promotions',
  },
  {
    path: PATHS.coupon,
    page: 'coupon',
    layout: 'default',
    access: 'member',
    liff: 'coupon',
  },
  // The lottery: the fixed paths come before the round pattern (`/lotto/:round_id?` matches them too).
  {
    path: PATHS.lottoLobby,
    page: 'lotto-lobby',
    layout: 'default',
    access: 'public',
    liff: 'lotto',
    plain: true,
  },
  {
    path: PATHS.lottoBills,
    page: 'lotto-bills',
    layout: 'default',
    access: 'member',
    liff: 'lotto/bills',
    plain: true,
  },
  {
    path: PATHS.lottoRates,
    page: 'lotto-rates',
    layout: 'default',
    access: 'public',
    liff: 'lotto/rates',
  },
  {
    path: PATHS.lottoResults,
    page: 'lotto-results',
    layout: 'default',
    access: 'public',
    liff: 'lotto/results',
    plain: true,
  },
  {
    path: PATHS.lottoYeekee,
    page: 'lotto-yeekee',
    layout: 'default',
    access: 'public',
    liff: 'yeekee',
  },
  {
    path: PATTERNS.lottoCategory,
    page: 'lotto-category',
    layout: 'default',
    access: 'public',
    liff: 'lotto/category/:code',
  },
  {
    path: PATTERNS.lottoResult,
    page: 'lotto-result',
    layout: 'default',
    access: 'public',
    liff: 'lotto/result/:round_id',
    plain: true,
  },
  {
    path: PATTERNS.yeekeeRound,
    page: 'lotto-yeekee-round',
    layout: 'default',
    access: 'public',
    liff: 'yeekee/:round_id',
  },
  {
    path: PATTERNS.lottoRound,
    page: 'lotto-round',
    layout: 'default',
    access: 'member',
    liff: 'lotto/:round_id',
    plain: true,
  },
  {
    path: PATHS.cashback,
    page: 'cashback',
    layout: 'default',
    access: 'member',
    liff: 'cashback',
  },
  {
    path: PATHS.winloss,
    page: 'winloss',
    layout: 'default',
    access: 'public',
    liff: 'winloss/about',
  },
  {
    path: PATHS.memberWinloss,
    page: 'member-winloss',
    layout: 'default',
    access: 'member',
    liff: 'winloss',
  },
  {
    path: PATHS.affiliate,
    page: 'affiliate',
    layout: 'default',
    access: 'member',
    liff: 'affiliate',
  },
  {
    path: PATHS.quests,
    page: 'quests',
    layout: 'default',
    access: 'member',
    liff: 'quests',
  },
  {
    path: PATHS.redeem,
    page: 'redeem',
    layout: 'default',
    access: 'member',
    liff: 'shop',
  },
  {
    path: PATHS.wheel,
    page: 'wheel',
    layout: 'default',
    access: 'member',
    liff: 'wheel',
  },
  {
    path: PATTERNS.poll,
    page: 'poll',
    layout: 'default',
    access: 'public',
    liff: 'poll/:id',
  },
  // Inside LINE: the LIFF home at the endpoint, and a 404 in the LIFF layout for a name no row has.
  // Every row with a `liff` name is also served under /liff (app/liff/liff-router.tsx).
  {
    path: PATHS.liffHome,
    page: 'liff-home',
    layout: 'liff',
    access: 'public',
  },
  { path: PATTERNS.liff, page: 'not-found', layout: 'liff', access: 'public' },
  {
    path: PATTERNS.lobby,
    page: 'lobby',
    layout: 'lobby',
    access: 'public',
    liff: 'games/:name?',
    plain: true,
  },
  { path: PATHS.play, page: 'play', layout: 'game', access: 'public' },
] as const satisfies readonly RouteRow[]

/** The pages the route table loads through `src/app/loaders.ts` (all but home and the 404 page). */
export type PageName = Exclude<(typeof ROUTE_ROWS)[number]['page'], 'home' | 'not-found'> | 'member-only'
