import { ui } from '../../../components/ui/plain'
import type { LottoRound } from '../../../contract/lotto'
import { ROUND_STATUS_NAMES } from '../../../contract/lotto-rules'
import { formatDateTime } from '../../../lib/thai-date'
import { formatCountdown, msUntil, takesBills, useNow } from '../countdown'
import { LOTTO_TEXT } from '../texts'
import css from './round-countdown.module.css'

/**
 * A round's live countdown to its close ("ปิดรับใน 01:02:03"), or "ปิดรับ" once the server says
 * closed or the close time passed on the server's clock (`clockOffset`: server minus device). The
 * only part of a card or a row that re-renders every second.
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
      <span className={css.closed} data-testid={`round-${round.id}-closed`}>
        {LOTTO_TEXT.closed}
      </span>
    )
  return (
    <span className={css.ticking}>
      {LOTTO_TEXT.closesIn}{' '}
      <span className={css.left} data-testid={`round-${round.id}-countdown`}>
        {formatCountdown(msUntil(round.close_at, now))}
      </span>
    </span>
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
      <p className={ui.xsMuted}>{LOTTO_TEXT.closesAt(formatDateTime(round.close_at))}</p>
      <p className={ui.small}>
        {settled ? (
          <span className={css.status}>{ROUND_STATUS_NAMES[round.status]}</span>
        ) : (
          <RoundCountdown round={round} clockOffset={clockOffset} />
        )}
      </p>
    </>
  )
}
