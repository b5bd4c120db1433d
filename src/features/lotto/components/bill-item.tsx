import { useState } from 'react'
import { Link } from 'wouter'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { buttonClass, ui } from '../../../components/ui/plain'
import { RecordItem } from '../../../components/ui/record-list'
import { lottoResultPath } from '../../../config/paths'
import type { LottoBill } from '../../../contract/lotto'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { formatDateTime } from '../../../lib/thai-date'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { cancelBill } from '../api'
import { BILL_STATUS_LABELS, LOTTO_TEXT } from '../texts'
import { BillDetail } from './bill-detail'
import css from './bills.module.css'

const STATUS_CLASS: Record<string, string> = {
  waiting: ui.muted,
  won: ui.success,
  lost: css.subtle,
  cancelled: ui.muted,
  refunded: ui.muted,
}

/**
 * One bill: number, round, when, stake, status (and the win); its detail; its round's result page
 * once out; cancel while open.
 */
export function BillItem({ bill, onCancelled }: { bill: LottoBill; onCancelled: () => void }) {
  const [open, setOpen] = useState(false)
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const idempotency = useIdempotencyKey()

  const cancel = async () => {
    setBusy(true)
    setError(null)
    try {
      await idempotency.send({ bill: bill.id }, (key) => cancelBill(bill.id, key))
      onCancelled()
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
      setAsking(false)
    }
  }

  return (
    <RecordItem>
      {/* No aria-label here (the Chakra version's was on a bare div, where it names nothing): the bill's
          number is the item's first text. */}
      <div className={css.bill} data-testid={`bill-${bill.id}`}>
        <div className={css.between}>
          <p className={ui.strong}>{LOTTO_TEXT.billNo(bill.id)}</p>
          <p className={`${STATUS_CLASS[bill.status] ?? ui.text} ${css.bold}`} data-testid="bill-status">
            {BILL_STATUS_LABELS[bill.status] ?? bill.status}
          </p>
        </div>
        <p className={ui.small}>{bill.round.title}</p>
        <div className={`${css.between} ${css.meta}`}>
          <p>{formatDateTime(bill.created_at)}</p>
          <p>
            {LOTTO_TEXT.lineCount(bill.line_count)} · {formatBaht(bill.total)}
          </p>
        </div>
        {bill.payout > 0 ? (
          <p className={`${ui.success} ${css.bold}`} data-testid="bill-payout">
            {LOTTO_TEXT.winAmount(bill.payout)}
          </p>
        ) : null}
        <div className={css.actions}>
          <button
            type="button"
            className={buttonClass('outline', 'xs')}
            onClick={() => setOpen(!open)}
            aria-expanded={open}
          >
            {open ? LOTTO_TEXT.hideDetail : LOTTO_TEXT.detail}
          </button>
          {bill.round.status === 'resulted' ? (
            <Link href={`~${lottoResultPath(bill.round.id)}`} className={buttonClass('outline', 'xs')}>
              {LOTTO_TEXT.seeResult}
            </Link>
          ) : null}
          {bill.can_cancel ? (
            <button
              type="button"
              className={buttonClass('ghost', 'xs', ui.dangerGhost)}
              onClick={() => setAsking(true)}
            >
              {LOTTO_TEXT.cancel}
            </button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className={`${ui.error} ${css.small}`}>
            {error}
          </p>
        ) : null}
        {open ? <BillDetail billId={bill.id} /> : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={LOTTO_TEXT.cancelTitle}
        confirmLabel={LOTTO_TEXT.cancelYes}
        cancelLabel={LOTTO_TEXT.cancelNo}
        onConfirm={() => void cancel()}
        onCancel={() => setAsking(false)}
        busy={busy}
        danger
      >
        <p className={ui.text}>
          {LOTTO_TEXT.billNo(bill.id)} · {bill.round.title}
        </p>
        <p className={ui.text}>{LOTTO_TEXT.cancelBody(bill.total)}</p>
      </ConfirmDialog>
    </RecordItem>
  )
}
