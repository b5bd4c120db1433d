import { useSetAtom } from 'jotai'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { BusyLabel } from '../../../components/ui/busy-label'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { buttonClass, ui } from '../../../components/ui/plain'
import { QrCode } from '../../../components/ui/qr-code'
import type { PaymentOrder } from '../../../contract/payment'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { cancelOrder, generateQr } from '../api'
import { orderCancelledAtom, setCurrentOrderAtom } from '../atoms'
import { PAYMENT_TEXT } from '../texts'
import { formatMinutes, useCountdown } from '../use-countdown'
import { useOrderStatus } from '../use-order-status'
import { PaidAmounts } from './paid-amounts'
import css from './payment-view.module.css'
import { SaveQrButton } from './save-qr-button'

export interface PaymentViewProps {
  order: PaymentOrder
  /** Called once when the order is paid (the page refreshes the wallets). */
  onPaid: () => void
  /** Shown under the success text (the page passes the new balance). */
  paidDetails?: ReactNode
  /** How often inquiry_status is asked while pending and no live stream is open. */
  pollMs?: number
}

/**
 * /member/payment: QR, amount, countdown and receiver; then paid (success) or expired (new QR).
 * Plain CSS: the page runs no Chakra code.
 */
export function PaymentView({ order, onPaid, paidDetails, pollMs = 3000 }: PaymentViewProps) {
  const left = useCountdown(order.status === 'pending' ? order.expires_at : null)
  const { status, credited, bonus } = useOrderStatus(order, pollMs)
  const setOrder = useSetAtom(setCurrentOrderAtom)
  const cancelled = useSetAtom(orderCancelledAtom)
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const paidReported = useRef<number | null>(null)
  useEffect(() => {
    if (status === 'paid' && paidReported.current !== order.id) {
      paidReported.current = order.id
      onPaid()
    }
  }, [status, order.id, onPaid])

  const newQr = async () => {
    const body = {
      channel_id: order.channel_id,
      sub_channel_id: order.sub_channel_id,
      amount: order.amount,
      promotion_id: order.promotion_id,
    }
    setBusy(true)
    try {
      const next = await idempotency.send(body, (key) => generateQr(body, key))
      setRefusal(null)
      setOrder(next)
    } catch (error) {
      setRefusal(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  // The member's own way out of a QR they will not pay (after a warning: money sent to it later is
  // not credited automatically); the page then offers a new deposit.
  const cancel = async () => {
    setBusy(true)
    try {
      await cancelOrder(order.id)
      setCancelling(false)
      cancelled()
    } catch (error) {
      setCancelling(false)
      setRefusal(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const amount = formatBaht(order.amount)
  if (status === 'paid') {
    return (
      <div className={css.col} role="status">
        <p className={css.paid}>{PAYMENT_TEXT.paid}</p>
        <PaidAmounts main={credited || order.amount} bonus={bonus} />
        {paidDetails}
      </div>
    )
  }
  if (status === 'expired') {
    return (
      <div className={css.col}>
        <p role="alert" className={css.expired}>
          {PAYMENT_TEXT.expired}
        </p>
        <FormAlert message={refusal} />
        <button
          type="button"
          className={buttonClass('solid')}
          onClick={newQr}
          disabled={busy}
          aria-busy={busy}
        >
          <BusyLabel busy={busy}>{PAYMENT_TEXT.newQr}</BusyLabel>
        </button>
      </div>
    )
  }
  return (
    <div className={`${css.col} ${css.centered}`}>
      <QrCode value={order.qr} label={PAYMENT_TEXT.qrLabel(amount)} testId="payment-qr" />
      <SaveQrButton order={order} />
      <div>
        <p className={ui.smallMuted}>{PAYMENT_TEXT.payAmount}</p>
        <p className={css.amount} data-testid="payment-amount">
          {amount}
        </p>
      </div>
      <p className={ui.text}>
        {PAYMENT_TEXT.payTo}: {order.account_name}
      </p>
      <p className={ui.text} aria-live="off">
        {PAYMENT_TEXT.expiresIn} <span data-testid="payment-countdown">{formatMinutes(left)}</span>
      </p>
      <p className={ui.smallMuted}>{PAYMENT_TEXT.scanHint}</p>
      <p role="status" className={ui.small}>
        {PAYMENT_TEXT.waiting}
      </p>
      <FormAlert message={refusal} />
      <button
        type="button"
        className={buttonClass('outline', 'md', ui.dangerOutline)}
        onClick={() => setCancelling(true)}
      >
        {PAYMENT_TEXT.cancelThis}
      </button>
      <ConfirmDialog
        open={cancelling}
        title={PAYMENT_TEXT.cancelThisTitle}
        confirmLabel={PAYMENT_TEXT.cancelThisConfirm}
        cancelLabel={PAYMENT_TEXT.keepThis}
        onConfirm={cancel}
        onCancel={() => setCancelling(false)}
        busy={busy}
        danger
      >
        {PAYMENT_TEXT.cancelThisWarning}
      </ConfirmDialog>
    </div>
  )
}
