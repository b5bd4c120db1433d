import { Link, useLocation } from 'wouter'
import { buttonClass } from '../../../components/ui/plain'
import { PATHS } from '../../../config/paths'
import { LOTTO_TEXT } from '../texts'
import css from './lotto-tabs.module.css'

const TABS = [
  { label: LOTTO_TEXT.lobby, href: PATHS.lottoLobby },
  { label: LOTTO_TEXT.bills, href: PATHS.lottoBills },
  { label: LOTTO_TEXT.results, href: PATHS.lottoResults },
  { label: LOTTO_TEXT.rates, href: PATHS.lottoRates },
] as const

/** The lottery pages side by side: lobby, my bills, results, rates. */
export function LottoTabs() {
  const [location] = useLocation()
  return (
    <nav aria-label={LOTTO_TEXT.nav} className={css.tabs}>
      {TABS.map((t) => (
        <Link
          key={t.href}
          href={`~${t.href}`}
          className={buttonClass(location === t.href ? 'solid' : 'outline', 'sm')}
          aria-current={location === t.href ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  )
}
