import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
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

/** /member/payment: QR, amount, countdown and receiver; then paid (success) or expired (new QR). */
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
      <Stack gap="3" textAlign="center" role="status">
        <Text fontSize="xl" fontWeight="bold" color="fg.success">
          {PAYMENT_TEXT.paid}
        </Text>
        <PaidAmounts main={credited || order.amount} bonus={bonus} />
        {paidDetails}
      </Stack>
    )
  }
  if (status === 'expired') {
    return (
      <Stack gap="3" textAlign="center">
        <Text role="alert" fontWeight="semibold" color="fg.error">
          {PAYMENT_TEXT.expired}
        </Text>
        <FormAlert message={refusal} />
        <Button onClick={newQr} loading={busy}>
          {PAYMENT_TEXT.newQr}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack gap="3" alignItems="center" textAlign="center">
      <QrCode value={order.qr} label={PAYMENT_TEXT.qrLabel(amount)} testId="payment-qr" />
      <SaveQrButton order={order} />
      <Box>
        <Text fontSize="sm" color="fg.muted">
          {PAYMENT_TEXT.payAmount}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" color="gold.fg" data-testid="payment-amount">
          {amount}
        </Text>
      </Box>
      <Text>
        {PAYMENT_TEXT.payTo}: {order.account_name}
      </Text>
      <Text aria-live="off">
        {PAYMENT_TEXT.expiresIn} <span data-testid="payment-countdown">{formatMinutes(left)}</span>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {PAYMENT_TEXT.scanHint}
      </Text>
      <Text role="status" fontSize="sm">
        {PAYMENT_TEXT.waiting}
      </Text>
      <FormAlert message={refusal} />
      <Button variant="outline" colorPalette="red" onClick={() => setCancelling(true)}>
        {PAYMENT_TEXT.cancelThis}
      </Button>
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
    </Stack>
  )
}
