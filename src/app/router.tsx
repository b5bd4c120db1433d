import { type ComponentType, Suspense } from 'react'
import { matchRoute, Route, Switch, useLocation, useParams, useRouter } from 'wouter'
import { LIFF_CONFIG } from '../lib/liff'
import { WithChakra } from './chakra/with-chakra'
import { ErrorBoundary } from './error-boundary'
import { LAYOUTS, type LayoutName } from './layouts'
import { lazyPage } from './lazy-page'
import NotFoundPage from './routes/error-page'

// Every page is its own chunk, downloaded when its route is first opened.
const Home = lazyPage(() => import('./routes/home'))
const Login = lazyPage(() => import('./routes/login'))
const Register = lazyPage(() => import('./routes/register'))
const Forgot = lazyPage(() => import('./routes/forgot'))
const Profile = lazyPage(() => import('./routes/profile'))
const Deposit = lazyPage(() => import('./routes/deposit'))
const Payment = lazyPage(() => import('./routes/payment'))
const Withdraw = lazyPage(() => import('./routes/withdraw'))
const Statement = lazyPage(() => import('./routes/statement'))
const Promotions = lazyPage(() => import('./routes/promotions'))
const MemberPromotions = lazyPage(() => import('./routes/member-promotions'))
const Coupon = lazyPage(() => import('./routes/coupon'))

/** Member pages that LINE may open as /liff/<name> (the names listed in liff.config.json). */
const LIFF_PAGES: Record<string, ComponentType> = {
  profile: Profile,
  deposit: Deposit,
  withdraw: Withdraw,
  statement: Statement,
  promotions: MemberPromotions,
  coupon: Coupon,
}

interface AppRoute {
  path: string
  layout: LayoutName
  page: ComponentType
  /** Styled with plain CSS only (the first screen): rendered without loading Chakra. */
  plain?: true
}

/**
 * The route table: every route of the spec (section 2), in one place. Member-only and
 * visitor-only pages guard themselves (RequireMember / RequireVisitor inside the page).
 */
const ROUTES: AppRoute[] = [
  { path: '/', layout: 'default', page: Home, plain: true },
  { path: '/login', layout: 'auth', page: Login },
  { path: '/register', layout: 'auth', page: Register },
  { path: '/forgot', layout: 'auth', page: Forgot },
  { path: '/member/profile', layout: 'default', page: Profile },
  { path: '/member/deposit', layout: 'payment', page: Deposit },
  { path: '/member/payment', layout: 'payment', page: Payment },
  { path: '/member/withdraw', layout: 'payment', page: Withdraw },
  { path: '/member/statement', layout: 'default', page: Statement },
  { path: '/promotions', layout: 'default', page: Promotions },
  { path: '/member/promotions', layout: 'default', page: MemberPromotions },
  { path: '/member/coupon', layout: 'default', page: Coupon },
  { path: '/liff/:name?', layout: 'liff', page: LiffPage },
  // Routes of the spec that later issues add here, with their layout, as their pages arrive:
  //   /play                                           game
  //   /lobby/:name?                                   lobby
  //   /lotto/lobby, /lotto/bills, /lotto/rates, /lotto/results, /lotto/:round_id?   default
  //   /affiliate, /cashback, /redeem, /winloss, /poll/:id?                           default
  //   /member/creditfree, /member/wheel, /member/winloss                              default
]

function LiffPage() {
  const { name = '' } = useParams<{ name?: string }>()
  const Page = LIFF_CONFIG.pages.includes(name) ? LIFF_PAGES[name] : undefined
  return Page ? <Page /> : <NotFoundPage />
}

/** Keeps the page area's height while a page chunk loads (no layout shift under the header). */
const PageFallback = () => <div style={{ minHeight: '60dvh' }} aria-busy="true" />

/** Picks the layout of the current route (unknown routes: default layout with the 404 page). */
export function AppRouter() {
  const [location] = useLocation()
  const { parser } = useRouter()
  const current = ROUTES.find((r) => matchRoute(parser, r.path, location)[0])
  const Layout = LAYOUTS[current?.layout ?? 'default']
  const page = (
    <ErrorBoundary key={location}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {ROUTES.map((r) => (
            <Route key={r.path} path={r.path} component={r.page} />
          ))}
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </ErrorBoundary>
  )
  // The default layout is plain CSS (the first screen); the other layouts use Chakra components.
  if (Layout !== LAYOUTS.default) {
    return (
      <WithChakra fallback={<PageFallback />}>
        <Layout>{page}</Layout>
      </WithChakra>
    )
  }
  return (
    <Layout>
      {current?.plain || !current ? page : <WithChakra fallback={<PageFallback />}>{page}</WithChakra>}
    </Layout>
  )
}
