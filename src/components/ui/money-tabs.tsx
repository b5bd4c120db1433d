import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Link, useLocation } from 'wouter'
import { PATHS } from '../../config/paths'

const TABS = [
  { label: 'ฝากเงิน', href: PATHS.deposit },
  { label: 'ถอนเงิน', href: PATHS.withdraw },
  { label: 'รายการเงิน', href: PATHS.statement },
] as const

/** Deposit, withdraw and statement side by side: the member menu has no withdraw entry (spec). */
export function MoneyTabs() {
  const [location] = useLocation()
  return (
    <HStack as="nav" aria-label="เมนูการเงิน" gap="2">
      {TABS.map((t) => (
        <Button
          key={t.href}
          asChild
          size="sm"
          flex="1"
          variant={location === t.href ? 'solid' : 'outline'}
          aria-current={location === t.href ? 'page' : undefined}
        >
          <Link href={`~${t.href}`}>{t.label}</Link>
        </Button>
      ))}
    </HStack>
  )
}
