import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { Link, Redirect, useSearch } from 'wouter'
import { PATHS } from '../../config/paths'
import { BannerCarousel } from '../../features/agent/components/banner-carousel'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { WalletCards } from '../../features/wallet/components/wallet-cards'
import { liffBoot } from '../../lib/liff'
import { liffStateTarget } from '../liff/liff-paths'
import { LIFF_TEXT } from '../liff/texts'
import { MEMBER_MENU } from '../shell/texts'
import { LOBBIES, TEXT } from '../texts'

/**
 * `/liff`, the LIFF app's Endpoint URL: the member's money, the games and lottery, and every member
 * page, each opening in the LIFF layout. A `liff.state` deep link LINE opened the endpoint with goes to
 * its page once LIFF init has settled (the SDK usually moved there itself already).
 */
const MONEY = [
  { label: TEXT.deposit, href: PATHS.deposit },
  { label: TEXT.withdraw, href: PATHS.withdraw },
] as const

export default function LiffHomePage() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const target = liffStateTarget(new URLSearchParams(useSearch()).get('liff.state'))
  if (target && liffBoot().status !== 'off') return <Redirect to={target} replace />
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        {LIFF_TEXT.homeTitle}
      </Heading>
      <BannerCarousel />
      {loggedIn ? (
        <>
          <WalletCards />
          <SimpleGrid columns={2} gap="3">
            {MONEY.map((link) => (
              <Button key={link.href} asChild size="lg">
                <Link href={`~${link.href}`}>{link.label}</Link>
              </Button>
            ))}
          </SimpleGrid>
        </>
      ) : (
        <Text>
          {TEXT.visitorCtaLead} {TEXT.visitorCta}
        </Text>
      )}
      <LinkGrid title={TEXT.lobbies} links={LOBBIES} />
      {loggedIn ? <LinkGrid title={LIFF_TEXT.memberTitle} links={MEMBER_MENU} /> : null}
    </Stack>
  )
}

function LinkGrid({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <Stack as="nav" aria-label={title} gap="2">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <SimpleGrid columns={3} gap="2">
        {links.map((link) => (
          <Button key={link.href} asChild variant="outline" h="14" whiteSpace="normal" fontSize="sm">
            <Link href={`~${link.href}`}>{link.label}</Link>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
