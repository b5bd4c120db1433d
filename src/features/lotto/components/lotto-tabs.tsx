import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { Link, useLocation } from 'wouter'
import { PATHS } from '../../../config/paths'
import { LOTTO_TEXT } from '../texts'

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
    <HStack as="nav" aria-label={LOTTO_TEXT.nav} gap="1" overflowX="auto">
      {TABS.map((t) => (
        <Button
          key={t.href}
          asChild
          size="sm"
          flex="1"
          minW="max-content"
          variant={location === t.href ? 'solid' : 'outline'}
          aria-current={location === t.href ? 'page' : undefined}
        >
          <Link href={`~${t.href}`}>{t.label}</Link>
        </Button>
      ))}
    </HStack>
  )
}
