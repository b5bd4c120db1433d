import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { BannerCarousel } from '../../features/agent/components/banner-carousel'
import { NewsList } from '../../features/agent/components/news-list'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { LOBBIES, TEXT } from '../texts'

/** Home: banners, the way into the lobbies and the lottery, news, and for visitors a call to join. */
export default function HomePage() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  return (
    <Stack gap="5">
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {TEXT.brand}
      </h1>
      <BannerCarousel />
      {loggedIn ? null : <VisitorCta />}
      <Box
        as="nav"
        aria-label={TEXT.lobbies}
        display="grid"
        gridTemplateColumns={{ base: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' }}
        gap="2"
      >
        {LOBBIES.map((lobby) => (
          <Box
            asChild
            key={lobby.href}
            display="flex"
            alignItems="center"
            justifyContent="center"
            h="16"
            rounded="xl"
            bg="bg.panel"
            borderWidth="1px"
            borderColor="gold.800"
            color="gold.300"
            fontWeight="semibold"
            _hover={{ borderColor: 'gold.500' }}
          >
            <Link href={`~${lobby.href}`}>{lobby.label}</Link>
          </Box>
        ))}
      </Box>
      <NewsList title={TEXT.news} />
    </Stack>
  )
}

function VisitorCta() {
  return (
    <Box p="4" rounded="xl" bg="bg.panel" borderWidth="1px" borderColor="gold.800" textAlign="center">
      <Text mb="3">{TEXT.visitorCta}</Text>
      <Stack direction="row" justify="center" gap="3">
        <Button asChild>
          <Link href="~/register">{TEXT.register}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="~/login">{TEXT.login}</Link>
        </Button>
      </Stack>
    </Box>
  )
}
