import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { PATHS } from '../../config/paths'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { programsQuery } from '../../features/cashback/atoms'
import { ProgramTerms } from '../../features/cashback/components/program-terms'
import { ReturnsPanel } from '../../features/cashback/components/returns-panel'
import { CASHBACK_TEXT } from '../../features/cashback/texts'

/** /winloss: the win/loss return explained (visitors too); a member goes on to their own figures. */
export default function WinLossPage() {
  const loggedIn = useAtomValue(isLoggedInAtom)
  const { data } = useAtomValue(programsQuery)
  const weekly = data?.find((p) => p.kind === 'weekly_loss')
  const daily = data?.find((p) => p.kind === 'daily_loss')
  return (
    <Stack gap="4" w="full" maxW="720px" mx="auto">
      <Heading as="h1" size="lg">
        {CASHBACK_TEXT.winlossTitle}
      </Heading>
      <Text>{CASHBACK_TEXT.winlossIntro}</Text>
      {weekly ? (
        <ProgramTerms program={weekly} />
      ) : data ? (
        <Text color="fg.muted">{CASHBACK_TEXT.notOpen}</Text>
      ) : null}
      {daily ? (
        <Stack gap="1">
          <Heading as="h2" size="md">
            {CASHBACK_TEXT.title}
          </Heading>
          <ProgramTerms program={daily} />
        </Stack>
      ) : null}
      {loggedIn ? (
        <ReturnsPanel kind="weekly" title={CASHBACK_TEXT.weeklyTitle} emptyText={CASHBACK_TEXT.weeklyEmpty} />
      ) : null}
      {loggedIn ? (
        <Stack direction="row" gap="2">
          <Button asChild>
            <Link href={PATHS.memberWinloss}>{CASHBACK_TEXT.myWinloss}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={PATHS.cashback}>{CASHBACK_TEXT.title}</Link>
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted">{CASHBACK_TEXT.loginToSee}</Text>
      )}
    </Stack>
  )
}
