import { useAtomValue, useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { buttonClass, ui } from '../../../components/ui/plain'
import { PATHS, yeekeeRoundPath } from '../../../config/paths'
import type { LottoBill, LottoRoundDetail } from '../../../contract/lotto'
import { YEEKEE_MIN_SHOOTERS } from '../../../contract/yeekee-rules'
import { errorMessage } from '../../../lib/api-errors'
import { formatDateTime } from '../../../lib/thai-date'
import { loadRoundAtom, roundQuery } from '../atoms'
import { takesBills, useClock } from '../countdown'
import { decodeSlip, SLIP_PARAM } from '../share'
import { LOTTO_TEXT, YEEKEE_TEXT } from '../texts'
import { LoadFailed } from './load-failed'
import { RoundCountdown } from './round-countdown'
import { RoundHeading } from './round-heading'
import { RoundInfoDialog } from './round-info-dialog'
import css from './slip.module.css'
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
    if (!error) return <p className={ui.muted}>{LOTTO_TEXT.roundLoading}</p>
    return (
      <LoadFailed message={errorMessage(error)} onRetry={() => reload()}>
        <Link href={`~${PATHS.lottoLobby}`} className={buttonClass('outline', 'sm')}>
          {LOTTO_TEXT.backToLobby}
        </Link>
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
  // Re-renders once when the round closes on the server's clock: only the countdown text ticks.
  const open = useClock((now) => takesBills(round, now + clockOffset))
  const yeekee = round.category_code === 'yeekee'
  return (
    <div className={css.col}>
      <div className={css.col1}>
        <RoundHeading
          title={round.title}
          times={[
            LOTTO_TEXT.closesAt(formatDateTime(round.close_at)),
            LOTTO_TEXT.drawAt(formatDateTime(round.draw_at)),
          ]}
        />
        <div className={css.between}>
          <p className={ui.text}>
            <RoundCountdown round={round} clockOffset={clockOffset} />
          </p>
          <div className={css.row}>
            {yeekee ? (
              <Link href={`~${yeekeeRoundPath(round.id)}`} className={buttonClass('outline', 'xs')}>
                {YEEKEE_TEXT.open}
              </Link>
            ) : null}
            <button type="button" className={buttonClass('outline', 'xs')} onClick={() => setInfo(true)}>
              {LOTTO_TEXT.roundInfo}
            </button>
          </div>
        </div>
        {yeekee ? (
          <p className={ui.smallMuted} data-testid="yeekee-minimum-rule">
            {YEEKEE_TEXT.minimumRule(YEEKEE_MIN_SHOOTERS)}
          </p>
        ) : null}
      </div>
      {open ? (
        <SlipEditor round={round} onPlaced={onPlaced} />
      ) : (
        <div className={css.col2}>
          <p className={css.closed}>{LOTTO_TEXT.roundClosed}</p>
          <Link href={`~${PATHS.lottoLobby}`} className={buttonClass('outline', 'sm')}>
            {LOTTO_TEXT.backToLobby}
          </Link>
        </div>
      )}
      {info ? <RoundInfoDialog roundId={round.id} onClose={() => setInfo(false)} /> : null}
    </div>
  )
}
