import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { AfterIdle } from '../../components/ui/after-idle'
import { buttonClass, ui } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import { BannerCarousel } from '../../features/agent/components/banner-carousel'
import { NewsList } from '../../features/agent/components/news-list'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { LOBBIES, TEXT } from '../texts'
import css from './home.module.css'

// Member-only, or below the lobbies (fetched once the browser is idle after the first screen, see
// AfterIdle): not part of the first screen's scripts.
const HomeMember = lazy(() => import('./home-member'))
const MemberBanners = lazy(() => import('./home-member').then((m) => ({ default: m.MemberBanners })))
const HomeGames = lazy(() => import('./home-games'))
const HomeLotto = lazy(() => import('../../features/lotto/components/home-lotto'))
const LatestGovResult = lazy(() => import('../../features/lotto/components/latest-gov-result'))

/**
 * Home. A member: the member card (balances, ฝากเงิน / ถอนเงิน; at ฿0 the first-deposit step), then
 * the banners; a visitor: the banners and a call to join. Then the lobbies, the game rows
 * (เล่นล่าสุด, เกมฮิต), the lottery rounds closing soon with their countdowns, the latest results and
 * the news (all below the lobbies, after idle). The first screen: plain CSS only (see src/README.md, "First screen").
 */
export default function HomePage() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <div className={css.page}>
      <h1 className={ui.srOnly}>{TEXT.brand}</h1>
      {loggedIn ? (
        // The slot keeps the card's height while its chunk loads (no layout shift).
        <Suspense fallback={<div className={css.memberSlot} />}>
          <HomeMember />
        </Suspense>
      ) : null}
      {loggedIn ? (
        <Suspense
          fallback={<BannerCarousel show={(b) => b.audience !== 'visitor' && b.promotion_id == null} />}
        >
          <MemberBanners />
        </Suspense>
      ) : (
        <>
          <BannerCarousel show={(b) => b.audience !== 'member'} />
          <VisitorCta />
        </>
      )}
      <nav aria-label={TEXT.lobbies} className={css.lobbies}>
        {LOBBIES.map((lobby) => (
          <Link key={lobby.href} href={`~${lobby.href}`} className={css.lobby}>
            {lobby.label}
          </Link>
        ))}
      </nav>
      {/* One boundary, the news last: the rows appear together below everything already on screen,
          so nothing a visitor sees is pushed down when they arrive (no layout shift); HomeGames
          holds it until every section's data has arrived. */}
      <AfterIdle>
        <Suspense fallback={null}>
          <HomeGames />
          <HomeLotto />
          <LatestGovResult />
          <NewsList title={TEXT.news} />
        </Suspense>
      </AfterIdle>
    </div>
  )
}

function VisitorCta() {
  return (
    <div className={css.cta}>
      <p>
        <strong>{TEXT.visitorCtaLead}</strong>
        <span>{TEXT.visitorCta}</span>
      </p>
      <div className={css.ctaActions}>
        <Link href={`~${PATHS.register}`} className={buttonClass('solid')}>
          {TEXT.register}
        </Link>
        <Link href={`~${PATHS.login}`} className={buttonClass('outline')}>
          {TEXT.login}
        </Link>
      </div>
    </div>
  )
}
