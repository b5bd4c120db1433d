import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { PATHS, yeekeeRoundPath } from '../../../config/paths'
import type { LottoBill, LottoRoundDetail } from '../../../contract/lotto'
import { YEEKEE_MIN_SHOOTERS } from '../../../contract/yeekee-rules'
import { errorMessage } from '../../../lib/api-errors'
import { formatDateTime } from '../../../lib/format'
import { loadRoundAtom, roundQuery } from '../atoms'
import { takesBills, useNow } from '../countdown'
import { decodeSlip, SLIP_PARAM } from '../share'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { LoadFailed } from './load-failed'
import { RoundCountdown } from './round-countdown'
import { RoundHeading } from './round-heading'
import { RoundInfoDialog } from './round-info-dialog'
import { SlipEditor } from './slip-editor'

/**
 * /lotto/{round_id}: the round (title, countdown to its close, rules / rates / limits one tap away)
 * and its slip. Loading a round clears the cached bill and its input (spec section 4).
 * `onPlaced` lets the page refresh the balance after a bill.
 */
export function BetSlip({ roundId, onPlaced }: { roundId: number; onPlaced: (bill: LottoBill) => void }) {
  const query = roundQuery(String(roundId))
  const { data, error } = useAtomValue(query)
  const reload = useSetAtom(query)
  const loadRound = useSetAtom(loadRoundAtom)
  // A shared bill (`?slip=`, share.ts) starts the slip with its numbers; the member sets the stakes.
  const shared = new URLSearchParams(useSearch()).get(SLIP_PARAM)
  useEffect(() => loadRound(roundId, decodeSlip(shared)), [loadRound, roundId, shared])
  if (!data) {
    if (!error) return <Text color="fg.muted">{LOTTO_TEXT.roundLoading}</Text>
    return (
      <LoadFailed message={errorMessage(error)} onRetry={() => reload()}>
        <Button asChild size="sm" variant="outline">
          <Link href={`~${PATHS.lottoLobby}`}>{LOTTO_TEXT.backToLobby}</Link>
        </Button>
      </LoadFailed>
    )
  }
  return <RoundSlip round={data.round} clockOffset={data.clockOffset} onPlaced={onPlaced} />
}

function RoundSlip({
  round,
  clockOffset,
  onPlaced,
}: {
  round: LottoRoundDetail
  clockOffset: number
  onPlaced: (bill: LottoBill) => void
}) {
  const [info, setInfo] = useState(false)
  const open = takesBills(round, useNow() + clockOffset)
  return (
    <Stack gap="4">
      <Stack gap="1">
        <RoundHeading
          title={round.title}
          times={[
            LOTTO_TEXT.closesAt(formatDateTime(round.close_at)),
            LOTTO_TEXT.drawAt(formatDateTime(round.draw_at)),
          ]}
        />
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text>
            <RoundCountdown round={round} clockOffset={clockOffset} />
          </Text>
          <HStack gap="2">
            {round.category_code === 'yeekee' ? (
              <Button asChild size="xs" variant="outline">
                <Link href={`~${yeekeeRoundPath(round.id)}`}>{YEEKEE_TEXT.open}</Link>
              </Button>
            ) : null}
            <Button size="xs" variant="outline" onClick={() => setInfo(true)}>
              {LOTTO_TEXT.roundInfo}
            </Button>
          </HStack>
        </HStack>
        {round.category_code === 'yeekee' ? (
          <Text fontSize="sm" color="fg.muted" data-testid="yeekee-minimum-rule">
            {YEEKEE_TEXT.minimumRule(YEEKEE_MIN_SHOOTERS)}
          </Text>
        ) : null}
      </Stack>
      {open ? (
        <SlipEditor round={round} onPlaced={onPlaced} />
      ) : (
        <Stack gap="2" align="start">
          <Text color="fg.error" fontWeight="bold">
            {LOTTO_TEXT.roundClosed}
          </Text>
          <Button asChild size="sm" variant="outline">
            <Link href={`~${PATHS.lottoLobby}`}>{LOTTO_TEXT.backToLobby}</Link>
          </Button>
        </Stack>
      )}
      {info ? <RoundInfoDialog roundId={round.id} onClose={() => setInfo(false)} /> : null}
    </Stack>
  )
}
