import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { lottoCategoryPath, PATHS } from '../../../config/paths'
import type { LottoResult, LottoRound } from '../../../contract/lotto'
import { CATEGORY_CODES, type CategoryCode, LOTTO_CATEGORIES } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { lobbyQueryAtom } from '../atoms'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'
import { RoundRow } from './round-row'

/**
 * /lotto/lobby: every category (หวยรัฐบาลไทย, ออมสิน, ธ.ก.ส., ลาว, ฮานอย, หุ้น, ยี่กี) with its latest
 * result and its rounds: an open round counts down to its close and opens the slip; a closed one
 * says "ปิดรับ". Each category links to all its rounds ("ดูทุกงวด", `/lotto/category/{code}`),
 * Yeekee to its rounds (`/lotto/yeekee`) and each Yeekee round to its board ("ยิงเลข").
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
          code={code}
          name={LOTTO_CATEGORIES[code].name}
          rounds={data.rounds.filter((r) => r.category_code === code)}
          latest={data.results.find((r) => r.category_code === code) ?? null}
          clockOffset={data.clockOffset}
        />
      ))}
    </Stack>
  )
}

function CategorySection({
  code,
  name,
  rounds,
  latest,
  clockOffset,
}: {
  code: CategoryCode
  name: string
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
        {/* Yeekee has its own rounds page (88 a day, with their shots); the others their category's. */}
        <Button asChild size="xs" variant="outline">
          {code === 'yeekee' ? (
            <Link href={`~${PATHS.lottoYeekee}`}>{YEEKEE_TEXT.allRounds}</Link>
          ) : (
            <Link href={`~${lottoCategoryPath(code)}`}>{LOTTO_TEXT.categoryRounds}</Link>
          )}
        </Button>
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
