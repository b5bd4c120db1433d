import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from 'wouter'
import { lottoRoundPath, yeekeeRoundPath } from '../../../config/paths'
import type { YeekeeRound } from '../../../contract/yeekee'
import { errorMessage } from '../../../lib/api-errors'
import { formatDateTime } from '../../../lib/thai-date'
import { yeekeeRoundsQueryAtom } from '../atoms'
import { formatCountdown, msUntil, takesBills, useNow } from '../countdown'
import { YEEKEE_TEXT } from '../texts'
import { canShoot, yeekeePhase } from '../yeekee'
import { LoadFailed } from './load-failed'

/**
 * /lotto/yeekee: the Yeekee rounds around now (from 2 hours ago to 6 hours ahead), each with its
 * count of shots, where it stands on the server's clock, "ยิงเลข" / "ดูผล" to its board and "แทงเลย"
 * while betting is open. The list opens on the rounds still running (the open one first); the
 * finished ones (resulted or void) are folded under "รอบที่ผ่านมา", newest first.
 */
export function YeekeeRounds() {
  const { data, error, loading } = useAtomValue(yeekeeRoundsQueryAtom)
  const reload = useSetAtom(yeekeeRoundsQueryAtom)
  const now = useNow() + (data?.clockOffset ?? 0)
  if (!data) {
    if (loading) return <Text color="fg.muted">{YEEKEE_TEXT.roundsLoading}</Text>
    return (
      <LoadFailed message={error ? errorMessage(error) : YEEKEE_TEXT.roundsFailed} onRetry={() => reload()} />
    )
  }
  if (data.rounds.length === 0) return <Text color="fg.muted">{YEEKEE_TEXT.noRounds}</Text>
  const finished = (round: YeekeeRound) => {
    const phase = yeekeePhase(round, now)
    return phase === 'resulted' || phase === 'void'
  }
  const running = data.rounds.filter((r) => !finished(r))
  const past = data.rounds.filter(finished).reverse()
  return (
    <Stack gap="3">
      {running.length ? (
        <Stack as="ul" gap="2" m="0" p="0" aria-label={YEEKEE_TEXT.allRounds}>
          {running.map((round) => (
            <YeekeeRoundRow key={round.id} round={round} clockOffset={data.clockOffset} />
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{YEEKEE_TEXT.noRunning}</Text>
      )}
      {past.length ? (
        <Box as="details" borderWidth="1px" borderColor="border" rounded="md" px="3" py="2">
          <Box
            as="summary"
            cursor="pointer"
            minH="11"
            display="flex"
            alignItems="center"
            fontWeight="semibold"
          >
            {YEEKEE_TEXT.pastRounds(past.length)}
          </Box>
          <Stack as="ul" gap="2" m="0" mt="2" p="0" aria-label={YEEKEE_TEXT.pastRoundsList}>
            {past.map((round) => (
              <YeekeeRoundRow key={round.id} round={round} clockOffset={data.clockOffset} />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  )
}

function YeekeeRoundRow({ round, clockOffset }: { round: YeekeeRound; clockOffset: number }) {
  const now = useNow() + clockOffset
  const phase = yeekeePhase(round, now)
  const status =
    phase === 'resulted'
      ? YEEKEE_TEXT.resulted
      : phase === 'void'
        ? YEEKEE_TEXT.void
        : phase === 'drawing'
          ? YEEKEE_TEXT.drawing
          : phase === 'shooting'
            ? `${YEEKEE_TEXT.shootClosesIn} ${formatCountdown(msUntil(round.shoot_close_at, now))}`
            : `${YEEKEE_TEXT.betClosesIn} ${formatCountdown(msUntil(round.close_at, now))}`
  return (
    <Box as="li" listStyleType="none" bg="bg.subtle" rounded="md" px="3" py="2" aria-label={round.title}>
      <HStack justify="space-between" align="center" gap="2">
        <Stack gap="0">
          <Text fontWeight="semibold">{round.title}</Text>
          <Text fontSize="xs" color="fg.muted">
            {YEEKEE_TEXT.closesAt(formatDateTime(round.close_at))} · {YEEKEE_TEXT.count}{' '}
            {YEEKEE_TEXT.countValue(round.shot_count)}
          </Text>
          <Text fontSize="sm" fontVariantNumeric="tabular-nums">
            {status}
          </Text>
        </Stack>
        <Stack gap="1" align="end">
          <Button asChild size="sm" variant={canShoot(phase) ? 'solid' : 'outline'}>
            <Link href={`~${yeekeeRoundPath(round.id)}`}>
              {canShoot(phase)
                ? YEEKEE_TEXT.open
                : phase === 'resulted'
                  ? YEEKEE_TEXT.result
                  : YEEKEE_TEXT.view}
            </Link>
          </Button>
          {takesBills(round, now) ? (
            <Button asChild size="xs" variant="outline">
              <Link href={`~${lottoRoundPath(round.id)}`}>{YEEKEE_TEXT.bet}</Link>
            </Button>
          ) : null}
        </Stack>
      </HStack>
    </Box>
  )
}
