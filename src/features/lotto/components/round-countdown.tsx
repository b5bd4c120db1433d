import { Text } from '@chakra-ui/react/text'
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
