import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { lottoRoundPath, PATHS, yeekeeRoundPath } from '../../../config/paths'
import type { LottoResult, LottoRound } from '../../../contract/lotto'
import { CATEGORY_CODES, LOTTO_CATEGORIES } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { formatDateTime } from '../../../lib/format'
import { lobbyQueryAtom } from '../atoms'
import { takesBills, useNow } from '../countdown'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'
import { RoundCountdown } from './round-countdown'

/**
 * /lotto/lobby: every category (หวยรัฐบาลไทย, ออมสิน, ธ.ก.ส., ลาว, ฮานอย, หุ้น, ยี่กี) with its latest
 * result and its rounds: an open round counts down to its close and opens the slip; a closed one
 * says "ปิดรับ". Yeekee links to its rounds (`/lotto/yeekee`) and each round to its board ("ยิงเลข").
 */
export function LobbyList() {
  const { data, error, loading } = useAtomValue(lobbyQueryAtom)
  const reload = useSetAtom(lobbyQueryAtom)
  if (!data) {
    if (loading) return <Text color="fg.muted">{LOTTO_TEXT.lobbyLoading}</Text>
    return (
      <LoadFailed message={error ? errorMessage(error) : LOTTO_TEXT.lobbyFailed} onRetry={() => reload()} />
    )
  }
  return (
    <Stack gap="5">
      {CATEGORY_CODES.map((code) => (
        <CategorySection
          key={code}
          name={LOTTO_CATEGORIES[code].name}
          yeekee={code === 'yeekee'}
          rounds={data.rounds.filter((r) => r.category_code === code)}
          latest={data.results.find((r) => r.category_code === code) ?? null}
          clockOffset={data.clockOffset}
        />
      ))}
    </Stack>
  )
}

function CategorySection({
  name,
  yeekee,
  rounds,
  latest,
  clockOffset,
}: {
  name: string
  yeekee: boolean
  rounds: LottoRound[]
  latest: LottoResult | null
  clockOffset: number
}) {
  return (
    <Box as="section" aria-label={name} borderWidth="1px" borderColor="border" rounded="lg" p="3">
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md">
          {name}
        </Heading>
        {yeekee ? (
          <Button asChild size="xs" variant="outline">
            <Link href={`~${PATHS.lottoYeekee}`}>{YEEKEE_TEXT.allRounds}</Link>
          </Button>
        ) : null}
      </HStack>
      {latest ? (
        <Stack gap="1" mb="3" data-testid="lobby-latest">
          <Text fontSize="sm" color="fg.muted">
            {LOTTO_TEXT.latestResult} {latest.title}
          </Text>
          <DrawnNumbers result={latest} />
        </Stack>
      ) : null}
      {rounds.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {LOTTO_TEXT.noRounds}
        </Text>
      ) : (
        <Stack as="ul" gap="2" m="0" p="0">
          {rounds.map((round) => (
            <RoundRow key={round.id} round={round} clockOffset={clockOffset} />
          ))}
        </Stack>
      )}
    </Box>
  )
}

function RoundRow({ round, clockOffset }: { round: LottoRound; clockOffset: number }) {
  const open = takesBills(round, useNow() + clockOffset)
  return (
    <Box as="li" listStyleType="none" bg="bg.subtle" rounded="md" px="3" py="2" aria-label={round.title}>
      <HStack justify="space-between" align="center" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{round.title}</Text>
          <Text fontSize="xs" color="fg.muted">
            {LOTTO_TEXT.closesAt(formatDateTime(round.close_at))}
          </Text>
          <Text fontSize="sm">
            <RoundCountdown round={round} clockOffset={clockOffset} />
          </Text>
        </Stack>
        <Stack gap="1" align="end">
          {open ? (
            <Button asChild size="sm">
              <Link href={`~${lottoRoundPath(round.id)}`}>{LOTTO_TEXT.play}</Link>
            </Button>
          ) : null}
          {round.category_code === 'yeekee' ? (
            <Button asChild size="xs" variant="outline">
              <Link href={`~${yeekeeRoundPath(round.id)}`}>{YEEKEE_TEXT.open}</Link>
            </Button>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  )
}
