import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { lottoCategoryPath, PATHS } from '../../../config/paths'
import type { LottoResult, LottoRound } from '../../../contract/lotto'
import { CATEGORY_CODES, LOTTO_CATEGORIES } from '../../../contract/lotto-rules'
import { errorMessage } from '../../../lib/api-errors'
import { lobbyQueryAtom } from '../atoms'
import { takesBills, useNow } from '../countdown'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { DrawnNumbers } from './drawn-numbers'
import { LoadFailed } from './load-failed'
import { MarketCard } from './market-card'

/**
 * /lotto/lobby: Yeekee's open round at the top (its slip, its board, every round), then every
 * lottery as a grid of cards (flag, round, close time, live countdown on the server's clock,
 * "แทงเลย"), in the order of `LOTTO_CATEGORIES`; last, each category's latest result with "ดูทุกงวด"
 * (its rounds page).
 */
export function LobbyList() {
  const { data, error, loading } = useAtomValue(lobbyQueryAtom)
  const reload = useSetAtom(lobbyQueryAtom)
  const now = useNow() + (data?.clockOffset ?? 0)
  if (!data) {
    if (loading) return <Text color="fg.muted">{LOTTO_TEXT.lobbyLoading}</Text>
    return (
      <LoadFailed message={error ? errorMessage(error) : LOTTO_TEXT.lobbyFailed} onRetry={() => reload()} />
    )
  }
  const yeekee = data.rounds.filter((r) => r.category_code === 'yeekee')
  const markets = nextRoundPerMarket(
    data.rounds.filter((r) => r.category_code !== 'yeekee'),
    now,
  )
  return (
    <Stack gap="5">
      <YeekeeNow rounds={yeekee} now={now} clockOffset={data.clockOffset} />
      <Box as="section" aria-label={LOTTO_TEXT.allLotteries}>
        <Heading as="h2" size="md" mb="2">
          {LOTTO_TEXT.allLotteries}
        </Heading>
        {markets.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {LOTTO_TEXT.noRounds}
          </Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 2, md: 3 }} gap="2" m="0" p="0">
            {markets.map((round) => (
              <MarketCard key={round.id} round={round} clockOffset={data.clockOffset} />
            ))}
          </SimpleGrid>
        )}
      </Box>
      <LatestResults results={data.results} />
    </Stack>
  )
}

/**
 * One round per market: the open one closing first; a market with none open shows its latest
 * round (closed, resulted or void). Markets in category order, then by that round's close.
 */
export function nextRoundPerMarket(rounds: readonly LottoRound[], now: number): LottoRound[] {
  const best = new Map<string, LottoRound>()
  for (const round of rounds) {
    const key = `${round.category_code}:${round.market}`
    const current = best.get(key)
    const open = takesBills(round, now)
    const currentOpen = current ? takesBills(current, now) : false
    if (
      !current ||
      (open && (!currentOpen || round.close_at < current.close_at)) ||
      (!open && !currentOpen && round.close_at > current.close_at)
    )
      best.set(key, round)
  }
  const order = (r: LottoRound) => CATEGORY_CODES.indexOf(r.category_code)
  return [...best.values()].sort((a, b) => order(a) - order(b) || a.close_at.localeCompare(b.close_at))
}

/** Yeekee at the top: the round taking bills now (or the next), its slip and board, every round. */
function YeekeeNow({ rounds, now, clockOffset }: { rounds: LottoRound[]; now: number; clockOffset: number }) {
  const current =
    rounds.filter((r) => takesBills(r, now)).sort((a, b) => a.close_at.localeCompare(b.close_at))[0] ?? null
  return (
    <Box
      as="section"
      aria-label={YEEKEE_TEXT.title}
      borderWidth="1px"
      borderColor="gold.700"
      rounded="lg"
      p="3"
      bg="bg.muted"
    >
      <HStack justify="space-between" mb="2">
        <Heading as="h2" size="md">
          {YEEKEE_TEXT.title}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link href={`~${PATHS.lottoYeekee}`}>{YEEKEE_TEXT.allRounds}</Link>
        </Button>
      </HStack>
      {current ? (
        <Box as="ul" m="0" p="0" aria-label={LOTTO_TEXT.yeekeeNow}>
          <MarketCard round={current} clockOffset={clockOffset} />
        </Box>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {YEEKEE_TEXT.noRounds}
        </Text>
      )}
    </Box>
  )
}

/** Each category's latest result, and its rounds page ("ดูทุกงวด"). */
function LatestResults({ results }: { results: readonly LottoResult[] }) {
  return (
    <Box as="section" aria-label={LOTTO_TEXT.latestResults}>
      <Heading as="h2" size="md" mb="2">
        {LOTTO_TEXT.latestResults}
      </Heading>
      <Stack gap="2">
        {CATEGORY_CODES.filter((code) => code !== 'yeekee').map((code) => {
          const latest = results.find((r) => r.category_code === code) ?? null
          const name = LOTTO_CATEGORIES[code].name
          return (
            <Box
              key={code}
              as="section"
              aria-label={name}
              borderWidth="1px"
              borderColor="border"
              rounded="lg"
              p="3"
            >
              <HStack justify="space-between" mb={latest ? '2' : '0'}>
                <Heading as="h3" size="sm">
                  {name}
                </Heading>
                <Button asChild size="xs" variant="outline">
                  <Link href={`~${lottoCategoryPath(code)}`}>{LOTTO_TEXT.categoryRounds}</Link>
                </Button>
              </HStack>
              {latest ? (
                <Stack gap="1" data-testid="lobby-latest">
                  <Text fontSize="sm" color="fg.muted">
                    {LOTTO_TEXT.latestResult} {latest.title}
                  </Text>
                  <DrawnNumbers result={latest} />
                </Stack>
              ) : null}
            </Box>
          )
        })}
      </Stack>
    </Box>
  )
}
