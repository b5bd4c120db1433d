import { useSetAtom } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { useForm } from '../../../components/form/use-form'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { PaymentChannel, PaymentOrder } from '../../../contract/payment'
import { checkAmount, parseBaht } from '../../../lib/amount'
import { ApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { generateQr, getQrcodeInfo } from '../api'
import { setCurrentOrderAtom } from '../atoms'
import { PAYMENT_TEXT } from '../texts'
import { AmountField } from './amount-field'
import css from './deposit.module.css'
import { PendingOrderConflict } from './pending-order-conflict'
import { PromotionChoice, type PromotionOption } from './promotion-choice'

/** ErrorCode.PENDING_ORDER of the contract (kept here so the page ships no contract runtime). */
const PENDING_ORDER = 5

export interface PromptPayFormProps {
  channel: PaymentChannel
  promotions: PromotionOption[]
  /** Called with the new order once the QR exists (the page goes to /member/payment). */
  onGenerated: (order: PaymentOrder) => void
  /** Preselected promotion (the one the member already took and that waits for this deposit). */
  initialPromotionId?: number | null
  /** Runs before generate_qr with the member's choice (the page gives up a pending take the member declined). */
  beforeGenerate?: (promotionId: number | null) => Promise<void>
}

/** PromptPay deposit: amount (quick amounts, minimum), promotion choice, then generate_qr. */
export function PromptPayForm({
  channel,
  promotions,
  onGenerated,
  initialPromotionId = null,
  beforeGenerate,
}: PromptPayFormProps) {
  const setOrder = useSetAtom(setCurrentOrderAtom)
  const idempotency = useIdempotencyKey()
  const [promotionId, setPromotionId] = useState<number | null>(initialPromotionId)
  // The pending take arrives with the promotion list, after the first render.
  useEffect(() => setPromotionId(initialPromotionId), [initialPromotionId])
  const [busy, setBusy] = useState(false)
  // The open QR that made generate_qr refuse (PENDING_ORDER), offered instead of a silent replace.
  const [pending, setPending] = useState<PaymentOrder | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const min = formatBaht(channel.min_amount)
  const max = formatBaht(channel.max_amount)
  const form = useForm({ amount: '' }, (v) => ({
    amount: checkAmount(
      v.amount,
      { min: channel.min_amount, max: channel.max_amount },
      {
        required: PAYMENT_TEXT.amountRequired,
        invalid: PAYMENT_TEXT.amountInvalid,
        belowMin: PAYMENT_TEXT.amountBelowMin(min),
        aboveMax: PAYMENT_TEXT.amountAboveMax(max),
      },
    ),
  }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const values = form.submit()
    const amount = values ? parseBaht(values.amount) : null
    if (amount === null || busy) return
    const body = {
      channel_id: channel.id,
      sub_channel_id: channel.sub_channels[0]?.id ?? null,
      amount,
      promotion_id: promotionId,
    }
    setBusy(true)
    setNotice(null)
    try {
      await beforeGenerate?.(promotionId)
      const order = await idempotency.send(body, (key) => generateQr(body, key))
      setOrder(order)
      onGenerated(order)
    } catch (error) {
      form.setServerError(errorMessage(error))
      if (error instanceof ApiError && error.code === PENDING_ORDER)
        setPending((await getQrcodeInfo()) ?? null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={channel.name}>
      <div className={css.stack4}>
        <AmountField
          value={form.values.amount}
          onValueChange={(v) => form.set('amount', v)}
          onBlur={() => form.blur('amount')}
          error={form.errorOf('amount')}
          min={channel.min_amount}
          max={channel.max_amount}
          quickAmounts={channel.quick_amounts}
        />
        <PromotionChoice options={promotions} value={promotionId} onChange={setPromotionId} />
        <FormAlert message={form.serverError} />
        {pending ? (
          <PendingOrderConflict
            order={pending}
            onCancelled={() => {
              setPending(null)
              form.setServerError(null)
              setNotice(PAYMENT_TEXT.cancelled)
            }}
          />
        ) : null}
        {notice ? (
          <p role="status" className={ui.small}>
            {notice}
          </p>
        ) : null}
        <button type="submit" className={buttonClass('solid')} disabled={busy} aria-busy={busy}>
          {busy ? <span className={css.spinner} aria-hidden="true" /> : null}
          {busy ? PAYMENT_TEXT.generating : PAYMENT_TEXT.generateQr}
        </button>
      </div>
    </form>
  )
}
