import { useAtomValue } from 'jotai'
import { lazy, Suspense } from 'react'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../components/ui/plain'
import { PATHS } from '../../config/paths'
import { BannerCarousel } from '../../features/agent/components/banner-carousel'
import { NewsList } from '../../features/agent/components/news-list'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { LOBBIES, TEXT } from '../texts'
import css from './home.module.css'

// Below the lobbies and fetched after the first paint: not part of the first screen's scripts.
const LatestGovResult = lazy(() => import('../../features/lotto/components/latest-gov-result'))

/**
 * Home: banners, the way into the lobbies and the lottery, news, and for visitors a call to join.
 * The first screen: plain CSS only (see src/README.md, "First screen").
 */
export default function HomePage() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <div className={css.page}>
      <h1 className={ui.srOnly}>{TEXT.brand}</h1>
      <BannerCarousel />
      {loggedIn ? null : <VisitorCta />}
      <nav aria-label={TEXT.lobbies} className={css.lobbies}>
        {LOBBIES.map((lobby) => (
          <Link key={lobby.href} href={`~${lobby.href}`} className={css.lobby}>
            {lobby.label}
          </Link>
        ))}
      </nav>
      <Suspense fallback={null}>
        <LatestGovResult />
      </Suspense>
      <NewsList title={TEXT.news} />
    </div>
  )
}

function VisitorCta() {
  return (
    <div className={css.cta}>
      <p>{TEXT.visitorCta}</p>
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
