import { useAtomValue } from 'jotai'
import { type ComponentType, type ReactNode, Suspense, useCallback, useEffect } from 'react'
import { parse } from 'regexparam'
import { matchRoute, Route, Switch, useLocation, useRouter } from 'wouter'
import { PATHS } from '../config/paths'
import {
  type Access,
  type LayoutName,
  type PageName,
  PLAIN_LAYOUTS,
  ROUTE_ROWS,
  type RouteRow,
  usesChakra,
} from '../config/routes'
import { isLoggedInAtom } from '../features/auth/atoms'
import { preloadHttp, startFirstCalls } from '../lib/api-client'
import { whenIdle } from '../lib/idle'
import { preloadChakra, WithChakra } from './chakra/with-chakra'
import { ErrorBoundary } from './error-boundary'
import { LAYOUTS } from './layouts'
import { DefaultLayout } from './layouts/default-layout'
import { lazyPage, loaders, type Preloadable, preloadable } from './lazy-page'
import NotFoundPage, { ErrorPage } from './routes/error-page'
import { useMemberLinkGate } from './shell/use-member-link-gate'
import { store } from './store'
import { useScrollToTop } from './use-scroll-to-top'

export type { Access }

/** A row of the route table (config/routes.ts) with its page's component. */
export interface RouteEntry extends Omit<RouteRow, 'page'> {
  page: ComponentType & { preload?: Preloadable<object>['preload'] }
}

/** The first page of a load is not the home page: its row's loader is needed now, not after a render. */
if (globalThis.location && globalThis.location.pathname !== PATHS.home) void loaders.load().catch(() => {})

/** A row's page, lazily loaded through `loaders.ts` (that chunk, then the page's own); one component per page. */
const pages = new Map<PageName, Preloadable<object>>()
function page(name: PageName): Preloadable<object> {
  let component = pages.get(name)
  if (!component) {
    component = lazyPage(() => loaders.load().then(({ PAGES }) => PAGES[name]()))
    pages.set(name, component)
  }
  return component
}

const HomePage = lazyPage(() => import('./routes/home'))

/** The route table (config/routes.ts, one row per page) with each row's page component. */
export const ROUTES: readonly RouteEntry[] = ROUTE_ROWS.map((row) => ({
  ...row,
  page: row.page === 'home' ? HomePage : row.page === 'not-found' ? NotFoundPage : page(row.page),
}))

/** The guards (route-guard.tsx) come with the loaders of the pages they guard (loaders.ts). */
const RouteGuard = preloadable<{ access: Access; children: ReactNode }>(() =>
  loaders.load().then(({ RouteGuard }) => ({ default: RouteGuard })),
)

function RowPage({ row }: { row: RouteEntry }) {
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

/** The row of a path (wouter's default parser: the app's routers do not change it). */
const rowOfPath = (path: string) => ROUTES.find((r) => matchRoute(parse, r.path, path)[0])

/**
 * Loads the chunks the first render of `path` needs (its layout, guard, Chakra when the page uses
 * it, and the page), so the first commit shows the page itself: main.tsx keeps the splash until
 * then. Without it, the header came first with an empty page area, and React held the page back
 * for 300 ms after that fallback (its Suspense throttle). Rejects when a chunk could not be
 * downloaded; the render then reaches the same chunk through Suspense, and its error or reload.
 * A member's page also starts its own first calls now (its row's `first`), not at its first render.
 */
export async function preloadFirstPage(path: string): Promise<unknown> {
  // Inside LINE (`/liff/<name>`): the LIFF layout around the row of the site path it shows (the
  // path mapping comes with the LIFF code, not on the first screen of a normal browser).
  const inLiff = path.startsWith(`${PATHS.liffHome}/`)
  const sitePath = inLiff ? (await import('./liff/liff-paths')).fromLiffPath(path, ROUTES, parse) : path
  const row = rowOfPath(sitePath)
  if (!row) return
  const memberOnly = !inLiff && !store.get(isLoggedInAtom) && row.access === 'member' && row.layout !== 'liff'
  if (!memberOnly && row.first) startFirstCalls(row.first)
  const layoutName = inLiff ? 'liff' : memberOnly ? 'no-auth' : row.layout
  const layout = LAYOUTS[layoutName]
  return Promise.all([
    'preload' in layout ? layout.preload() : null,
    memberOnly ? MemberOnlyPage.preload() : row.page.preload?.(),
    !memberOnly && row.access !== 'public' ? RouteGuard.preload() : null,
    usesChakra(row, layoutName) ? preloadChakra() : null,
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
