import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { Link } from 'wouter'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { PaymentOrder } from '../../../contract/payment'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { cancelOrder } from '../api'
import { setCurrentOrderAtom } from '../atoms'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

/**
 * generate_qr was refused because a QR still waits for payment: the member pays that one, or drops it
 * after a warning (money sent to a dropped QR is not credited automatically). Never silently.
 */
export function PendingOrderConflict({
  order,
  onCancelled,
}: {
  order: PaymentOrder
  onCancelled: () => void
}) {
  const setCurrentOrder = useSetAtom(setCurrentOrderAtom)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const cancel = async () => {
    setBusy(true)
    try {
      await cancelOrder(order.id)
      onCancelled()
    } catch (e) {
      setError(errorMessage(e))
      setBusy(false)
    }
  }

  return (
    <div role="status" className={`${css.notice} ${css.stack2}`}>
      <p className={ui.small}>{PAYMENT_TEXT.pendingOrder(formatBaht(order.amount))}</p>
      {confirming ? <p className={ui.small}>{PAYMENT_TEXT.cancelWarning}</p> : null}
      {error ? <p className={css.error}>{error}</p> : null}
      <div className={css.wrap}>
        <Link
          href="~/member/payment"
          className={buttonClass('solid', 'sm')}
          onClick={() => setCurrentOrder(order)}
        >
          {PAYMENT_TEXT.resume}
        </Link>
        {confirming ? (
          <button
            type="button"
            className={buttonClass('outline', 'sm', ui.dangerOutline)}
            disabled={busy}
            aria-busy={busy}
            onClick={cancel}
          >
            {busy ? <span className={css.spinner} aria-hidden="true" /> : null}
            {PAYMENT_TEXT.confirmCancel}
          </button>
        ) : (
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setConfirming(true)}>
            {PAYMENT_TEXT.cancelOld}
          </button>
        )}
      </div>
    </div>
  )
}
