import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import { Link } from 'wouter'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { RecordItem } from '../../../components/ui/record-list'
import { lottoResultPath } from '../../../config/paths'
import type { LottoBill } from '../../../contract/lotto'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht, formatDateTime } from '../../../lib/format'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { cancelBill } from '../api'
import { BILL_STATUS_LABELS, LOTTO_TEXT } from '../texts'
import { BillDetail } from './bill-detail'

const STATUS_COLOR: Record<string, string> = {
  waiting: 'fg.muted',
  won: 'fg.success',
  lost: 'fg.subtle',
  cancelled: 'fg.muted',
  refunded: 'fg.muted',
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
      <Stack gap="1" aria-label={LOTTO_TEXT.billNo(bill.id)} data-testid={`bill-${bill.id}`}>
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold">{LOTTO_TEXT.billNo(bill.id)}</Text>
          <Text fontWeight="bold" color={STATUS_COLOR[bill.status]} data-testid="bill-status">
            {BILL_STATUS_LABELS[bill.status] ?? bill.status}
          </Text>
        </HStack>
        <Text fontSize="sm">{bill.round.title}</Text>
        <HStack justify="space-between" fontSize="sm" color="fg.muted">
          <Text>{formatDateTime(bill.created_at)}</Text>
          <Text>
            {LOTTO_TEXT.lineCount(bill.line_count)} · {formatBaht(bill.total)}
          </Text>
        </HStack>
        {bill.payout > 0 ? (
          <Text color="fg.success" fontWeight="bold" data-testid="bill-payout">
            {LOTTO_TEXT.winAmount(bill.payout)}
          </Text>
        ) : null}
        <HStack gap="2">
          <Button size="xs" variant="outline" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? LOTTO_TEXT.hideDetail : LOTTO_TEXT.detail}
          </Button>
          {bill.round.status === 'resulted' ? (
            <Button asChild size="xs" variant="outline">
              <Link href={`~${lottoResultPath(bill.round.id)}`}>{LOTTO_TEXT.seeResult}</Link>
            </Button>
          ) : null}
          {bill.can_cancel ? (
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setAsking(true)}>
              {LOTTO_TEXT.cancel}
            </Button>
          ) : null}
        </HStack>
        {error ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        ) : null}
        {open ? <BillDetail billId={bill.id} /> : null}
      </Stack>
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
        <Text>
          {LOTTO_TEXT.billNo(bill.id)} · {bill.round.title}
        </Text>
        <Text>{LOTTO_TEXT.cancelBody(bill.total)}</Text>
      </ConfirmDialog>
    </RecordItem>
  )
}
