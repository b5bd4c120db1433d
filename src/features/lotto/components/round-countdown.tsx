import { Text } from '@chakra-ui/react/text'
import type { LottoRound } from '../../../contract/lotto'
import { ROUND_STATUS_NAMES } from '../../../contract/lotto-rules'
import { formatDateTime } from '../../../lib/format'
import { formatCountdown, msUntil, takesBills, useNow } from '../countdown'
import { LOTTO_TEXT } from '../texts'

/**
 * A round's live countdown to its close ("ปิดรับใน 01:02:03"), or "ปิดรับ" once the server says
 * closed or the close time passed on the server's clock (`clockOffset`: server minus device).
 */
export function RoundCountdown({
  round,
  clockOffset,
}: {
  round: { id: number; status: string; close_at: string }
  clockOffset: number
}) {
  const now = useNow() + clockOffset
  if (!takesBills(round, now))
    return (
      <Text as="span" fontWeight="bold" color="fg.error" data-testid={`round-${round.id}-closed`}>
        {LOTTO_TEXT.closed}
      </Text>
    )
  return (
    <Text as="span" fontVariantNumeric="tabular-nums">
      {LOTTO_TEXT.closesIn}{' '}
      <Text as="span" fontWeight="bold" color="gold.300" data-testid={`round-${round.id}-countdown`}>
        {formatCountdown(msUntil(round.close_at, now))}
      </Text>
    </Text>
  )
}

/**
 * A round's two time lines on a card or a row: when it closes, then its live countdown (or its status
 * once resulted or void).
 */
export function RoundCloseTimes({ round, clockOffset }: { round: LottoRound; clockOffset: number }) {
  const settled = round.status === 'resulted' || round.status === 'void'
  return (
    <>
      <Text fontSize="xs" color="fg.muted">
        {LOTTO_TEXT.closesAt(formatDateTime(round.close_at))}
      </Text>
      <Text fontSize="sm">
        {settled ? (
          <Text as="span" fontWeight="bold">
            {ROUND_STATUS_NAMES[round.status]}
          </Text>
        ) : (
          <RoundCountdown round={round} clockOffset={clockOffset} />
        )}
      </Text>
    </>
  )
}
