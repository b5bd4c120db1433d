import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { PlainTextField } from '../../../components/form/plain-text-field'
import { useForm } from '../../../components/form/use-form'
import { BusyLabel } from '../../../components/ui/busy-label'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { buttonClass, ui } from '../../../components/ui/plain'
import type { Withdrawal, WithdrawBody, WithdrawConfig } from '../../../contract/withdraw'
import { checkAmount, parseBaht } from '../../../lib/amount'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { requestWithdraw } from '../api'
import { bankLine, WITHDRAW_TEXT } from '../texts'
import { AccountChoice, type WithdrawAccount } from './account-choice'
import css from './withdraw.module.css'

export interface WithdrawFormProps {
  config: WithdrawConfig
  /** Called with the new request (status waiting; its amount is already held). */
  onRequested: (withdrawal: Withdrawal) => void
}

/**
 * The amount and the receiving account (the registered one, or the sub
 * account when the profile has one); nothing is sent before the member confirms amount and account.
 * The server's refusal is shown as it says it.
 */
export function WithdrawForm({ config, onRequested }: WithdrawFormProps) {
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [account, setAccount] = useState<WithdrawAccount>('main')
  const [asking, setAsking] = useState<WithdrawBody | null>(null)
  const form = useForm({ amount: '' }, (v) => {
    const limits = checkAmount(
      v.amount,
      { min: config.min_amount, max: config.max_amount },
      {
        required: WITHDRAW_TEXT.amountRequired,
        invalid: WITHDRAW_TEXT.amountInvalid,
        belowMin: WITHDRAW_TEXT.amountBelowMin(config.min_amount),
        aboveMax: WITHDRAW_TEXT.amountAboveMax(config.max_amount),
      },
    )
    if (limits) return { amount: limits }
    // Held-back money (an unmet bonus) is not offered: say so here rather than after a round trip.
    const amount = parseBaht(v.amount)
    if (config.withdrawable >= config.balance || amount === null || amount <= config.withdrawable) return {}
    return {
      amount:
        config.withdrawable < config.min_amount
          ? WITHDRAW_TEXT.nothingWithdrawable
          : WITHDRAW_TEXT.aboveWithdrawable(config.withdrawable),
    }
  })
  const target = account === 'sub' && config.sub_bank ? config.sub_bank : config.bank

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = form.submit()
    const amount = values ? parseBaht(values.amount) : null
    if (amount === null || busy) return
    setAsking(account === 'sub' ? { amount, account } : { amount })
  }

  const send = async () => {
    if (!asking || busy) return
    const body = asking
    setBusy(true)
    try {
      const withdrawal = await idempotency.send(body, (key) => requestWithdraw(body, key))
      form.reset()
      onRequested(withdrawal)
    } catch (error) {
      form.setServerError(errorMessage(error))
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={WITHDRAW_TEXT.title}>
      <div className={css.col3}>
        <AccountChoice main={config.bank} sub={config.sub_bank} value={account} onChange={setAccount} />
        <PlainTextField
          label={WITHDRAW_TEXT.amount}
          value={form.values.amount}
          onValueChange={(v) => form.set('amount', v)}
          onBlur={() => form.blur('amount')}
          error={form.errorOf('amount')}
          hint={WITHDRAW_TEXT.limits(config.min_amount, config.max_amount)}
          inputMode="decimal"
          autoComplete="off"
        />
        <p className={ui.smallMuted}>
          {WITHDRAW_TEXT.today(
            config.today_amount,
            config.daily_max_amount,
            config.today_count,
            config.daily_max_count,
          )}
        </p>
        <FormAlert message={form.serverError} />
        <button type="submit" className={buttonClass('solid')} disabled={busy} aria-busy={busy}>
          <BusyLabel busy={busy} text={WITHDRAW_TEXT.submitting}>
            {WITHDRAW_TEXT.submit}
          </BusyLabel>
        </button>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={WITHDRAW_TEXT.confirmTitle}
        confirmLabel={WITHDRAW_TEXT.confirmYes}
        cancelLabel={WITHDRAW_TEXT.confirmNo}
        onConfirm={() => void send()}
        onCancel={() => setAsking(null)}
        busy={busy}
      >
        {asking ? (
          <div className={css.col1}>
            <p className={css.confirmAmount} data-testid="withdraw-confirm-amount">
              {WITHDRAW_TEXT.confirmAmount(asking.amount)}
            </p>
            <p className={ui.smallMuted}>{WITHDRAW_TEXT.confirmTo}</p>
            <p className={ui.strong}>{bankLine(target)}</p>
          </div>
        ) : null}
      </ConfirmDialog>
    </form>
  )
}
