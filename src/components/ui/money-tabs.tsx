import { Link, useLocation } from 'wouter'
import { PATHS } from '../../config/paths'
import { buttonClass } from './plain'

const TABS = [
  { label: 'ฝากเงิน', href: PATHS.deposit },
  { label: 'ถอนเงิน', href: PATHS.withdraw },
  { label: 'รายการเงิน', href: PATHS.statement },
] as const

/** Deposit, withdraw and statement side by side: the member menu has no withdraw entry (spec). */
export function MoneyTabs() {
  const [location] = useLocation()
  return (
    <nav aria-label="เมนูการเงิน" style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
      {TABS.map((t) => (
        <Link
          key={t.href}
          href={`~${t.href}`}
          className={buttonClass(location === t.href ? 'solid' : 'outline', 'sm')}
          style={{ flex: 1 }}
          aria-current={location === t.href ? 'page' : undefined}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  )
}
