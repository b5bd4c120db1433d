import { useAtomValue } from 'jotai'
import { type ComponentType, type ReactNode, Suspense, useCallback, useEffect } from 'react'
import { parse } from 'regexparam'
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter'
import { PATHS, PATTERNS } from '../config/paths'
import { isLoggedInAtom } from '../features/auth/atoms'
import { preloadHttp } from '../lib/api-client'
import { whenIdle } from '../lib/idle'
import { preloadChakra, WithChakra } from './chakra/with-chakra'
import { ErrorBoundary } from './error-boundary'
import { LAYOUTS, type LayoutName } from './layouts'
import { DefaultLayout } from './layouts/default-layout'
import { lazyPage, loaders, type Preloadable, preloadable } from './lazy-page'
import type { Access } from './route-guard'
import NotFoundPage, { ErrorPage } from './routes/error-page'
import { useMemberLinkGate } from './shell/use-member-link-gate'
import { store } from './store'
import { useScrollToTop } from './use-scroll-to-top'

export type { Access }

export interface RouteRow {
  path: string
  /** Lazily loaded: every page is its own chunk, downloaded when its route is first opened. */
  page: ComponentType & { preload?: Preloadable<object>['preload'] }
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
}

type PageName = keyof typeof import('./loaders').PAGES

/** The first page is not the home page: its row's loader is needed now, not after a render. */
if (globalThis.location && globalThis.location.pathname !== PATHS.home) void loaders.load().catch(() => {})

/** A row's page, lazily loaded through `loaders.ts` (that chunk, then the page's own). */
const page = (name: PageName) => lazyPage(() => loaders.load().then(({ PAGES }) => PAGES[name]()))

/**
 * The route table: a page is one row. Routes of the spec that later issues add here, with their
 * layout, as their pages arrive: /play (game layout), /lobby/:name? (lobby layout), /lotto/lobby,
 * /lotto/bills, /lotto/rates, /lotto/results, /lotto/yeekee, /lotto/category/:code,
 * /lotto/result/:round_id, /lotto/yeekee/:round_id, /lotto/:round_id?, /affiliate, /cashback, /redeem,
 * /winloss, /poll/:id?, /member/creditfree, /member/wheel, /member/winloss (default layout).
 */
export const ROUTES: readonly RouteRow[] = [
  {
    path: PATHS.home,
    page: lazyPage(() => import('./routes/home')),
    layout: 'default',
    access: 'public',
    plain: true,
  },
  { path: PATHS.login, page: page('login'), layout: 'auth', access: 'visitor' },
  {
    path: PATHS.register,
    page: page('register'),
    layout: 'auth',
    access: 'visitor',
  },
  { path: PATHS.forgot, page: page('forgot'), layout: 'auth', access: 'visitor' },
  {
    path: PATHS.lineCallback,
    page: page('line-callback'),
    layout: 'auth',
    access: 'public',
  },
  {
    path: PATHS.profile,
    page: page('profile'),
    layout: 'default',
    access: 'member',
    liff: 'profile',
  },
  {
    path: PATHS.deposit,
    page: page('deposit'),
    layout: 'payment',
    access: 'member',
    liff: 'deposit',
    plain: true,
  },
  {
    path: PATHS.payment,
    page: page('payment'),
    layout: 'payment',
    access: 'member',
    liff: 'payment',
    plain: true,
  },
  {
    path: PATHS.withdraw,
    page: page('withdraw'),
    layout: 'payment',
    access: 'member',
    liff: 'withdraw',
    plain: true,
  },
  {
    path: PATHS.statement,
    page: page('statement'),
    layout: 'default',
    access: 'member',
    liff: 'statement',
    plain: true,
  },
  {
    path: PATHS.responsible,
    page: page('responsible'),
    layout: 'default',
    access: 'member',
    liff: 'responsible',
  },
  {
    path: PATHS.responsibleHistory,
    page: page('responsible-history'),
    layout: 'default',
    access: 'member',
    liff: 'responsible/history',
  },
  {
    path: PATHS.promotions,
    page: page('promotions'),
    layout: 'default',
    access: 'public',
  },
  {
    path: PATHS.memberPromotions,
    page: page('member-promotions'),
    layout: 'default',
    access: 'member',
    liff: 'promotions',
  },
  {
    path: PATHS.coupon,
    page: page('coupon'),
    layout: 'default',
    access: 'member',
    liff: 'coupon',
  },
  // The lottery: the fixed paths come before the round pattern (`/lotto/:round_id?` matches them too).
  {
    path: PATHS.lottoLobby,
    page: page('lotto-lobby'),
    layout: 'default',
    access: 'public',
    liff: 'lotto',
    plain: true,
  },
  {
    path: PATHS.lottoBills,
    page: page('lotto-bills'),
    layout: 'default',
    access: 'member',
    liff: 'lotto/bills',
    plain: true,
  },
  {
    path: PATHS.lottoRates,
    page: page('lotto-rates'),
    layout: 'default',
    access: 'public',
    liff: 'lotto/rates',
  },
  {
    path: PATHS.lottoResults,
    page: page('lotto-results'),
    layout: 'default',
    access: 'public',
    liff: 'lotto/results',
    plain: true,
  },
  {
    path: PATHS.lottoYeekee,
    page: page('lotto-yeekee'),
    layout: 'default',
    access: 'public',
    liff: 'yeekee',
  },
  {
    path: PATTERNS.lottoCategory,
    page: page('lotto-category'),
    layout: 'default',
    access: 'public',
    liff: 'lotto/category/:code',
  },
  {
    path: PATTERNS.lottoResult,
    page: page('lotto-result'),
    layout: 'default',
    access: 'public',
    liff: 'lotto/result/:round_id',
    plain: true,
  },
  {
    path: PATTERNS.yeekeeRound,
    page: page('lotto-yeekee-round'),
    layout: 'default',
    access: 'public',
    liff: 'yeekee/:round_id',
  },
  {
    path: PATTERNS.lottoRound,
    page: page('lotto-round'),
    layout: 'default',
    access: 'member',
    liff: 'lotto/:round_id',
    plain: true,
  },
  {
    path: PATHS.cashback,
    page: page('cashback'),
    layout: 'default',
    access: 'member',
    liff: 'cashback',
  },
  {
    path: PATHS.winloss,
    page: page('winloss'),
    layout: 'default',
    access: 'public',
    liff: 'winloss/about',
  },
  {
    path: PATHS.memberWinloss,
    page: page('member-winloss'),
    layout: 'default',
    access: 'member',
    liff: 'winloss',
  },
  {
    path: PATHS.affiliate,
    page: page('affiliate'),
    layout: 'default',
    access: 'member',
    liff: 'affiliate',
  },
  {
    path: PATHS.quests,
    page: page('quests'),
    layout: 'default',
    access: 'member',
    liff: 'quests',
  },
  {
    path: PATHS.redeem,
    page: page('redeem'),
    layout: 'default',
    access: 'member',
    liff: 'shop',
  },
  {
    path: PATHS.wheel,
    page: page('wheel'),
    layout: 'default',
    access: 'member',
    liff: 'wheel',
  },
  {
    path: PATTERNS.poll,
    page: page('poll'),
    layout: 'default',
    access: 'public',
    liff: 'poll/:id',
  },
  // Inside LINE: the LIFF home at the endpoint, and a 404 in the LIFF layout for a name no row has.
  // Every row with a `liff` name is also served under /liff (app/liff/liff-router.tsx).
  {
    path: PATHS.liffHome,
    page: page('liff-home'),
    layout: 'liff',
    access: 'public',
  },
  { path: PATTERNS.liff, page: NotFoundPage, layout: 'liff', access: 'public' },
  {
    path: PATTERNS.lobby,
    page: page('lobby'),
    layout: 'lobby',
    access: 'public',
    liff: 'games/:name?',
    plain: true,
  },
  { path: PATHS.play, page: page('play'), layout: 'game', access: 'public' },
]

/** The guards (route-guard.tsx) come with the loaders of the pages they guard (loaders.ts). */
const RouteGuard = preloadable<{ access: Access; children: ReactNode }>(() =>
  loaders.load().then(({ RouteGuard }) => ({ default: RouteGuard })),
)

function RowPage({ row }: { row: RouteRow }) {
  const Page = row.page
  if (row.access === 'public') return <Page />
  return (
    <RouteGuard access={row.access}>
      <Page />
    </RouteGuard>
  )
}

/**
 * A visitor on a member page (a shared link, a bookmark): the `no-auth` layout with a word on why and
 * the login dialog over it; logged in, the page itself shows (LINE's pages keep their guard).
 */
const MemberOnlyPage = page('member-only')

/** Layouts where a visitor's tap on a member action opens the login dialog over the page. */
const GATED_LAYOUTS: readonly LayoutName[] = ['default', 'lobby', 'payment', 'no-auth']

/**
 * Layouts styled with plain CSS: a page marked `plain` in them runs no Chakra code (the others use
 * Chakra components and wrap every page in the Chakra scope).
 */
const PLAIN_LAYOUTS: readonly LayoutName[] = ['default', 'lobby', 'payment']

/** The row of a path (wouter's default parser: the app's routers do not change it). */
const rowOfPath = (path: string) => ROUTES.find((r) => matchRoute(parse, r.path, path)[0])

/**
 * Loads the chunks the first render of `path` needs (its layout, guard, Chakra when the page uses
 * it, and the page), so the first commit shows the page itself: main.tsx keeps the splash until
 * then. Without it, the header came first with an empty page area, and React held the page back
 * for 300 ms after that fallback (its Suspense throttle). Rejects when a chunk could not be
 * downloaded; the render then reaches the same chunk through Suspense, and its error or reload.
 */
export function preloadFirstPage(path: string): Promise<unknown> {
  const row = rowOfPath(path)
  if (!row) return Promise.resolve()
  const memberOnly = !store.get(isLoggedInAtom) && row.access === 'member' && row.layout !== 'liff'
  const layout = LAYOUTS[memberOnly ? 'no-auth' : row.layout]
  return Promise.all([
    'preload' in layout ? layout.preload() : null,
    memberOnly ? MemberOnlyPage.preload() : row.page.preload?.(),
    !memberOnly && row.access !== 'public' ? RouteGuard.preload() : null,
    memberOnly || !row.plain || !PLAIN_LAYOUTS.includes(row.layout) ? preloadChakra() : null,
  ])
}

/** Keeps the page area's height while a page chunk loads (no layout shift under the header). */
const PageFallback = () => <div style={{ minHeight: '60dvh' }} aria-busy="true" />

/** Picks the layout of the current route (unknown routes: default layout with the 404 page). */
export function AppRouter() {
  const [location] = useLocation()
  const { parser } = useRouter()
  useScrollToTop(location)
  // On the home page, the other pages' and layouts' loaders arrive once the first screen is done: a tap on a
  // link then waits for the page's own chunk only. So does the API client's HTTP code (ky): `/` asks the
  // API nothing before idle (its first data comes with the HTML), and a tap's first call need not wait.
  useEffect(
    () =>
      whenIdle(() => {
        void loaders.load().catch(() => {})
        void preloadHttp().catch(() => {})
      }, 3000),
    [],
  )
  const rowOf = useCallback(
    (path: string) => ROUTES.find((r) => matchRoute(parser, r.path, path)[0]),
    [parser],
  )
  const isMemberPath = useCallback((path: string) => rowOf(path)?.access === 'member', [rowOf])
  const loggedIn = useAtomValue(isLoggedInAtom)
  const current = rowOf(location)
  const memberOnly = !loggedIn && current?.access === 'member' && current.layout !== 'liff'
  const layout: LayoutName = memberOnly ? 'no-auth' : (current?.layout ?? 'default')
  const Layout = LAYOUTS[layout]
  useMemberLinkGate(GATED_LAYOUTS.includes(layout), isMemberPath)
  const routes = memberOnly ? (
    <Suspense fallback={<PageFallback />}>
      <MemberOnlyPage />
    </Suspense>
  ) : (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {ROUTES.map((r) => (
          <Route key={r.path} path={r.path}>
            <RowPage row={r} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  )
  // A Chakra page in a plain layout brings Chakra along; a plain page in one runs no Chakra code.
  const page =
    current?.plain || !current ? routes : <WithChakra fallback={<PageFallback />}>{routes}</WithChakra>
  if (layout === 'default') {
    // The page area's boundary is outside the Chakra scope: a failed download of Chakra (the shared
    // UI chunk) shows the error page there, under the header.
    return (
      <Layout>
        <ErrorBoundary key={location}>{page}</ErrorBoundary>
      </Layout>
    )
  }
  // Chakra or the layout's own chunk could not be downloaded: the error under the site's header
  // (LINE shows its own bar above a LIFF page), never a page without a way back.
  const failed = <ErrorPage status={500} />
  const fallback = layout === 'liff' ? failed : <DefaultLayout>{failed}</DefaultLayout>
  if (PLAIN_LAYOUTS.includes(layout)) {
    return (
      <ErrorBoundary key={layout} fallback={fallback}>
        <Suspense fallback={<PageFallback />}>
          <Layout>
            <ErrorBoundary key={location}>{page}</ErrorBoundary>
          </Layout>
        </Suspense>
      </ErrorBoundary>
    )
  }
  return (
    <ErrorBoundary key={layout} fallback={fallback}>
      <WithChakra fallback={<PageFallback />}>
        <Layout>
          <ErrorBoundary key={location}>{routes}</ErrorBoundary>
        </Layout>
      </WithChakra>
    </ErrorBoundary>
  )
}
