import { useAtomValue } from 'jotai'
import { type ComponentType, type ReactNode, Suspense, useCallback } from 'react'
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter'
import { PATHS, PATTERNS } from '../config/paths'
import { isLoggedInAtom } from '../features/auth/atoms'
import { RequireMember, RequireVisitor } from '../features/auth/components/guards'
import { WithChakra } from './chakra/with-chakra'
import { ErrorBoundary } from './error-boundary'
import { LAYOUTS, type LayoutName } from './layouts'
import { DefaultLayout } from './layouts/default-layout'
import { lazyPage } from './lazy-page'
import NotFoundPage, { ErrorPage } from './routes/error-page'
import { useMemberLinkGate } from './shell/use-member-link-gate'
import { useScrollToTop } from './use-scroll-to-top'

/** Who may open a page: members only, visitors only (login, register, forgot) or anyone. */
export type Access = 'member' | 'visitor' | 'public'

export interface RouteRow {
  path: string
  /** Lazily loaded: every page is its own chunk, downloaded when its route is first opened. */
  page: ComponentType
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
  { path: PATHS.login, page: lazyPage(() => import('./routes/login')), layout: 'auth', access: 'visitor' },
  {
    path: PATHS.register,
    page: lazyPage(() => import('./routes/register')),
    layout: 'auth',
    access: 'visitor',
  },
  { path: PATHS.forgot, page: lazyPage(() => import('./routes/forgot')), layout: 'auth', access: 'visitor' },
  {
    path: PATHS.lineCallback,
    page: lazyPage(() => import('./routes/line-callback')),
    layout: 'auth',
    access: 'public',
  },
  {
    path: PATHS.profile,
    page: lazyPage(() => import('./routes/profile')),
    layout: 'default',
    access: 'member',
    liff: 'profile',
  },
  {
    path: PATHS.deposit,
    page: lazyPage(() => import('./routes/deposit')),
    layout: 'payment',
    access: 'member',
    liff: 'deposit',
  },
  {
    path: PATHS.payment,
    page: lazyPage(() => import('./routes/payment')),
    layout: 'payment',
    access: 'member',
    liff: 'payment',
  },
  {
    path: PATHS.withdraw,
    page: lazyPage(() => import('./routes/withdraw')),
    layout: 'payment',
    access: 'member',
    liff: 'withdraw',
  },
  {
    path: PATHS.statement,
    page: lazyPage(() => import('./routes/statement')),
    layout: 'default',
    access: 'member',
    liff: 'statement',
  },
  {
    path: PATHS.responsible,
    page: lazyPage(() => import('./routes/responsible')),
    layout: 'default',
    access: 'member',
    liff: 'responsible',
  },
  {
    path: PATHS.responsibleHistory,
    page: lazyPage(() => import('./routes/responsible-history')),
    layout: 'default',
    access: 'member',
    liff: 'responsible/history',
  },
  {
    path: PATHS.promotions,
    page: lazyPage(() => import('./routes/promotions')),
    layout: 'default',
    access: 'public',
  },
  {
    path: PATHS.memberPromotions,
    page: lazyPage(() => import('./routes/member-promotions')),
    layout: 'default',
    access: 'member',
    liff: 'promotions',
  },
  {
    path: PATHS.coupon,
    page: lazyPage(() => import('./routes/coupon')),
    layout: 'default',
    access: 'member',
    liff: 'coupon',
  },
  // The lottery: the fixed paths come before the round pattern (`/lotto/:round_id?` matches them too).
  {
    path: PATHS.lottoLobby,
    page: lazyPage(() => import('./routes/lotto-lobby')),
    layout: 'default',
    access: 'public',
    liff: 'lotto',
  },
  {
    path: PATHS.lottoBills,
    page: lazyPage(() => import('./routes/lotto-bills')),
    layout: 'default',
    access: 'member',
    liff: 'lotto/bills',
  },
  {
    path: PATHS.lottoRates,
    page: lazyPage(() => import('./routes/lotto-rates')),
    layout: 'default',
    access: 'public',
    liff: 'lotto/rates',
  },
  {
    path: PATHS.lottoResults,
    page: lazyPage(() => import('./routes/lotto-results')),
    layout: 'default',
    access: 'public',
    liff: 'lotto/results',
  },
  {
    path: PATHS.lottoYeekee,
    page: lazyPage(() => import('./routes/lotto-yeekee')),
    layout: 'default',
    access: 'public',
    liff: 'yeekee',
  },
  {
    path: PATTERNS.lottoCategory,
    page: lazyPage(() => import('./routes/lotto-category')),
    layout: 'default',
    access: 'public',
    liff: 'lotto/category/:code',
  },
  {
    path: PATTERNS.lottoResult,
    page: lazyPage(() => import('./routes/lotto-result')),
    layout: 'default',
    access: 'public',
    liff: 'lotto/result/:round_id',
  },
  {
    path: PATTERNS.yeekeeRound,
    page: lazyPage(() => import('./routes/lotto-yeekee-round')),
    layout: 'default',
    access: 'public',
    liff: 'yeekee/:round_id',
  },
  {
    path: PATTERNS.lottoRound,
    page: lazyPage(() => import('./routes/lotto-round')),
    layout: 'default',
    access: 'member',
    liff: 'lotto/:round_id',
  },
  {
    path: PATHS.cashback,
    page: lazyPage(() => import('./routes/cashback')),
    layout: 'default',
    access: 'member',
    liff: 'cashback',
  },
  {
    path: PATHS.winloss,
    page: lazyPage(() => import('./routes/winloss')),
    layout: 'default',
    access: 'public',
    liff: 'winloss/about',
  },
  {
    path: PATHS.memberWinloss,
    page: lazyPage(() => import('./routes/member-winloss')),
    layout: 'default',
    access: 'member',
    liff: 'winloss',
  },
  {
    path: PATHS.affiliate,
    page: lazyPage(() => import('./routes/affiliate')),
    layout: 'default',
    access: 'member',
    liff: 'affiliate',
  },
  {
    path: PATHS.quests,
    page: lazyPage(() => import('./routes/quests')),
    layout: 'default',
    access: 'member',
    liff: 'quests',
  },
  {
    path: PATHS.redeem,
    page: lazyPage(() => import('./routes/redeem')),
    layout: 'default',
    access: 'member',
    liff: 'shop',
  },
  {
    path: PATHS.wheel,
    page: lazyPage(() => import('./routes/wheel')),
    layout: 'default',
    access: 'member',
    liff: 'wheel',
  },
  {
    path: PATTERNS.poll,
    page: lazyPage(() => import('./routes/poll')),
    layout: 'default',
    access: 'public',
    liff: 'poll/:id',
  },
  // Inside LINE: the LIFF home at the endpoint, and a 404 in the LIFF layout for a name no row has.
  // Every row with a `liff` name is also served under /liff (app/liff/liff-router.tsx).
  {
    path: PATHS.liffHome,
    page: lazyPage(() => import('./routes/liff-home')),
    layout: 'liff',
    access: 'public',
  },
  { path: PATTERNS.liff, page: NotFoundPage, layout: 'liff', access: 'public' },
  {
    path: PATTERNS.lobby,
    page: lazyPage(() => import('./routes/lobby')),
    layout: 'lobby',
    access: 'public',
    liff: 'games/:name?',
  },
  { path: PATHS.play, page: lazyPage(() => import('./routes/play')), layout: 'game', access: 'public' },
]

/** The guard of an access rule around a page (the guard decides before the page's chunk is requested). */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'member') return <RequireMember>{children}</RequireMember>
  if (access === 'visitor') return <RequireVisitor>{children}</RequireVisitor>
  return children
}

function RowPage({ row }: { row: RouteRow }) {
  const Page = row.page
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
const MemberOnlyPage = lazyPage(() => import('./routes/member-only'))

/** Layouts where a visitor's tap on a member action opens the login dialog over the page. */
const GATED_LAYOUTS: readonly LayoutName[] = ['default', 'lobby', 'payment', 'no-auth']

/** Keeps the page area's height while a page chunk loads (no layout shift under the header). */
const PageFallback = () => <div style={{ minHeight: '60dvh' }} aria-busy="true" />

/** Picks the layout of the current route (unknown routes: default layout with the 404 page). */
export function AppRouter() {
  const [location] = useLocation()
  const { parser } = useRouter()
  useScrollToTop(location)
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
  // The default layout is plain CSS (the first screen); the other layouts use Chakra components.
  if (layout !== 'default') {
    // Chakra or the layout's own chunk could not be downloaded: the error under the site's header
    // (LINE shows its own bar above a LIFF page), never a page without a way back.
    const failed = <ErrorPage status={500} />
    return (
      <ErrorBoundary
        key={layout}
        fallback={layout === 'liff' ? failed : <DefaultLayout>{failed}</DefaultLayout>}
      >
        <WithChakra fallback={<PageFallback />}>
          <Layout>
            <ErrorBoundary key={location}>{routes}</ErrorBoundary>
          </Layout>
        </WithChakra>
      </ErrorBoundary>
    )
  }
  // The page area's boundary is outside the Chakra scope: a failed download of Chakra (the shared
  // UI chunk) shows the error page there, under the header.
  return (
    <Layout>
      <ErrorBoundary key={location}>
        {current?.plain || !current ? routes : <WithChakra fallback={<PageFallback />}>{routes}</WithChakra>}
      </ErrorBoundary>
    </Layout>
  )
}
