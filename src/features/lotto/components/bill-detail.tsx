import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { LottoBillDetail, LottoBillLine } from '../../../contract/lotto'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { canShareInLine, lineShareUrl, type ShareOutcome, shareInLineChat } from '../../../lib/line-share'
import { billDetailQuery } from '../atoms'
import { formatRate } from '../format-rate'
import { billFlex, billShareLink, billShareText } from '../share'
import { BILL_STATUS_LABELS, LOTTO_TEXT } from '../texts'
import css from './bills.module.css'
import { DrawnNumbers } from './drawn-numbers'

/** A bill's lines (type, number, rate, stake, status) with the winning ones marked, and the round's result. */
export function BillDetail({ billId }: { billId: number }) {
  const { data, error } = useAtomValue(billDetailQuery(String(billId)))
  if (!data)
    return (
      <p className={`${error ? ui.error : ui.muted} ${css.small}`}>
        {error ? errorMessage(error) : LOTTO_TEXT.infoLoading}
      </p>
    )
  return (
    <div className={css.detail}>
      {data.result ? <DrawnNumbers result={data.result} /> : null}
      <ul className={css.lines} aria-label={LOTTO_TEXT.lines}>
        {data.lines.map((line) => (
          <DetailLine key={line.id} line={line} />
        ))}
      </ul>
      <ShareBill bill={data} />
    </div>
  )
}

/**
 * "แชร์โพย": inside LINE the target picker with a Flex card; elsewhere LINE's share screen with the
 * numbers and the link. The link opens the round's slip with the bill's numbers on it.
 */
function ShareBill({ bill }: { bill: LottoBillDetail }) {
  const [outcome, setOutcome] = useState<ShareOutcome | 'failed' | null>(null)
  const link = billShareLink(bill)
  if (!canShareInLine())
    return (
      <a
        href={lineShareUrl(billShareText(bill, link))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('outline', 'xs', ui.greenOutline, css.start)}
      >
        {LOTTO_TEXT.share}
      </a>
    )
  const share = async () => {
    setOutcome(null)
    try {
      setOutcome(await shareInLineChat([billFlex(bill, link)]))
    } catch (error) {
      console.error('share failed:', error instanceof Error ? error.message : error)
      setOutcome('failed')
    }
  }
  return (
    <div className={css.share}>
      <button
        type="button"
        className={buttonClass('outline', 'xs', ui.greenOutline)}
        onClick={() => void share()}
      >
        {LOTTO_TEXT.share}
      </button>
      {outcome === 'shared' ? (
        <p role="status" className={`${ui.success} ${css.small}`}>
          {LOTTO_TEXT.shareDone}
        </p>
      ) : null}
      {outcome === 'failed' || outcome === 'unavailable' ? (
        <p role="alert" className={`${ui.error} ${css.small}`}>
          {LOTTO_TEXT.shareFailed}
        </p>
      ) : null}
    </div>
  )
}

function DetailLine({ line }: { line: LottoBillLine }) {
  const won = line.status === 'won'
  return (
    <li className={css.line} aria-label={`${line.name} ${line.number}`} data-status={line.status}>
      <div className={css.lineHead}>
        <p>
          {line.name} <b>{line.number}</b>
        </p>
        <p>
          {formatBaht(line.amount)} · {formatRate(line.rate)}
          {line.reduced ? ` (${LOTTO_TEXT.limited})` : ''}
        </p>
      </div>
      <p className={css.lineStatus}>
        {won ? `${LOTTO_TEXT.won} ${LOTTO_TEXT.winAmount(line.win_amount)}` : BILL_STATUS_LABELS[line.status]}
      </p>
    </li>
  )
}
