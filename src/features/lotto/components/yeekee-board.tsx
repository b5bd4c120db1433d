import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { Link } from 'wouter'
import { lottoRoundPath, PATHS } from '../../../config/paths'
import { YEEKEE_MIN_SHOOTERS } from '../../../contract/yeekee-rules'
import { errorMessage } from '../../../lib/api-errors'
import { groupDigits } from '../../../lib/format'
import { accessTokenAtom } from '../../../lib/session'
import { formatDateTime } from '../../../lib/thai-date'
import { formatCountdown, msUntil, takesBills } from '../countdown'
import { YEEKEE_TEXT } from '../texts'
import { type BoardState, useYeekeeBoard } from '../use-yeekee-board'
import { canShoot, YEEKEE_SHOOT_OPENS_BEFORE_MS, type YeekeePhase } from '../yeekee'
import { LoadFailed } from './load-failed'
import { RoundHeading } from './round-heading'
import { YeekeeAudit } from './yeekee-audit'
import { YeekeeCommitment } from './yeekee-commitment'
import { YeekeeShootBox } from './yeekee-shoot-box'
import { YeekeeShotList } from './yeekee-shot-list'

/** The live board shows this many of the newest shots (the audit shows them all). */
const LIVE_SHOTS = 100

/**
 * /lotto/yeekee/{round_id}: a Yeekee round. Counts down to betting close and shooting close on the
 * server's clock, shows the running count and sum and the latest shots (live, the member's own
 * marked), the shoot box while shooting is open, and "แทงเลย" (the usual slip) while betting is.
 * Once resulted: the audit (every shot with its position, the arithmetic, the member's own check,
 * the CSV, the position 1 and 16 bonuses with their shots tagged in the list); a void round says so and that bills are refunded.
 */
export function YeekeeBoardView({ roundId }: { roundId: number }) {
  const { board, error, phase, now, reload, addShot, shownHash } = useYeekeeBoard(roundId)
  const member = Boolean(useAtomValue(accessTokenAtom))
  if (!board || !phase) {
    if (!error) return <Text color="fg.muted">{YEEKEE_TEXT.boardLoading}</Text>
    return (
      <LoadFailed message={errorMessage(error)} onRetry={() => void reload()}>
        <Button asChild size="sm" variant="outline">
          <Link href={`~${PATHS.lottoYeekee}`}>{YEEKEE_TEXT.allRounds}</Link>
        </Button>
      </LoadFailed>
    )
  }
  const { round } = board
  const finished = phase === 'resulted' || phase === 'void'
  return (
    <Stack gap="4">
      <Stack gap="1">
        <RoundHeading
          title={round.title}
          times={[
            YEEKEE_TEXT.closesAt(formatDateTime(round.close_at)),
            YEEKEE_TEXT.shootClosesAt(formatDateTime(round.shoot_close_at)),
          ]}
        />
        <Countdowns board={board} phase={phase} now={now} />
      </Stack>
      <Totals count={board.count} sum={board.sum} />
      {finished ? null : <YeekeeCommitment hash={round.seed_hash} shooters={board.shooters} />}
      {takesBills(round, now) ? (
        <Button asChild alignSelf="start">
          <Link href={`~${lottoRoundPath(round.id)}`}>{YEEKEE_TEXT.bet}</Link>
        </Button>
      ) : null}
      {canShoot(phase) ? (
        member ? (
          <YeekeeShootBox roundId={round.id} onShot={addShot} />
        ) : (
          <Button asChild alignSelf="start" variant="outline">
            <Link href={`~${PATHS.login}`}>{YEEKEE_TEXT.loginToShoot}</Link>
          </Button>
        )
      ) : null}
      {phase === 'void' ? (
        <Box role="status" borderWidth="1px" borderColor="border.error" rounded="lg" p="3">
          <Text fontWeight="bold" color="fg.error">
            {YEEKEE_TEXT.void}
          </Text>
          <Text fontSize="sm">{YEEKEE_TEXT.voidBody(board.shooters, YEEKEE_MIN_SHOOTERS)}</Text>
        </Box>
      ) : null}
      {phase === 'resulted' && board.result ? (
        <YeekeeAudit
          roundId={round.id}
          result={board.result}
          shots={board.shots}
          count={board.count}
          bonus={board.bonus}
          shownHash={shownHash}
          answerHash={round.seed_hash}
        />
      ) : null}
      <Stack gap="2">
        <Heading as="h2" size="md">
          {finished ? YEEKEE_TEXT.allShots : YEEKEE_TEXT.latest}
        </Heading>
        <YeekeeShotList
          shots={board.shots}
          label={finished ? YEEKEE_TEXT.allShots : YEEKEE_TEXT.latest}
          limit={finished ? undefined : LIVE_SHOTS}
          highlight16={phase === 'resulted'}
          bonus={phase === 'resulted' ? board.bonus : undefined}
        />
      </Stack>
    </Stack>
  )
}

function Countdowns({ board, phase, now }: { board: BoardState; phase: YeekeePhase; now: number }) {
  const { round } = board
  const until = (iso: string, before = 0) => formatCountdown(msUntil(iso, now + before))
  const line = (label: string, value: string, testId: string) => (
    <Text fontVariantNumeric="tabular-nums">
      {label}{' '}
      <Text as="span" fontWeight="bold" color="gold.300" data-testid={testId}>
        {value}
      </Text>
    </Text>
  )
  switch (phase) {
    case 'waiting':
      return (
        <Stack gap="0">
          {line(
            YEEKEE_TEXT.shootOpensIn,
            until(round.close_at, YEEKEE_SHOOT_OPENS_BEFORE_MS),
            'shoot-opens-in',
          )}
          {line(YEEKEE_TEXT.betClosesIn, until(round.close_at), 'bet-closes-in')}
        </Stack>
      )
    case 'betting':
      return (
        <Stack gap="0">
          {line(YEEKEE_TEXT.betClosesIn, until(round.close_at), 'bet-closes-in')}
          {line(YEEKEE_TEXT.shootClosesIn, until(round.shoot_close_at), 'shoot-closes-in')}
        </Stack>
      )
    case 'shooting':
      return (
        <Stack gap="0">
          <Text fontWeight="bold" color="fg.error">
            {YEEKEE_TEXT.betClosed}
          </Text>
          {line(YEEKEE_TEXT.shootClosesIn, until(round.shoot_close_at), 'shoot-closes-in')}
        </Stack>
      )
    case 'drawing':
      return (
        <Text fontWeight="bold" data-testid="yeekee-phase">
          {YEEKEE_TEXT.drawing}
        </Text>
      )
    case 'resulted':
      return (
        <Text fontWeight="bold" color="fg.success" data-testid="yeekee-phase">
          {YEEKEE_TEXT.resulted}
        </Text>
      )
    case 'void':
      return (
        <Text fontWeight="bold" color="fg.error" data-testid="yeekee-phase">
          {YEEKEE_TEXT.void}
        </Text>
      )
  }
}

const Total = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Stack gap="0" flex="1" minW="0" bg="bg.subtle" rounded="md" p="2" align="center">
    <Text fontSize="xs" color="fg.muted">
      {label}
    </Text>
    <Text fontSize="lg" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid={testId}>
      {value}
    </Text>
  </Stack>
)

/** The running figures: how many shots, and their sum. */
function Totals({ count, sum }: { count: number; sum: string }) {
  return (
    <HStack gap="3">
      <Total label={YEEKEE_TEXT.count} value={YEEKEE_TEXT.countValue(count)} testId="yeekee-count" />
      <Total label={YEEKEE_TEXT.sum} value={groupDigits(sum)} testId="yeekee-sum" />
    </HStack>
  )
}
