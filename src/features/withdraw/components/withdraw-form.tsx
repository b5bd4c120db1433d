import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import type { Withdrawal, WithdrawConfig } from '../../../contract/withdraw'
import { checkAmount, parseBaht } from '../../../lib/amount'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { requestWithdraw } from '../api'
import { bankLine, WITHDRAW_TEXT } from '../texts'

export interface WithdrawFormProps {
  config: WithdrawConfig
  /** Called with the new request (status waiting; its amount is already held). */
  onRequested: (withdrawal: Withdrawal) => void
}

/** Amount to the registered bank account (read-only), limits shown; the server's refusal as it says it. */
export function WithdrawForm({ config, onRequested }: WithdrawFormProps) {
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const form = useForm({ amount: '' }, (v) => ({
    amount: checkAmount(
      v.amount,
      { min: config.min_amount, max: config.max_amount },
      {
        required: WITHDRAW_TEXT.amountRequired,
        invalid: WITHDRAW_TEXT.amountInvalid,
        belowMin: WITHDRAW_TEXT.amountBelowMin(config.min_amount),
        aboveMax: WITHDRAW_TEXT.amountAboveMax(config.max_amount),
      },
    ),
  }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setDone(null)
    const values = form.submit()
    const amount = values ? parseBaht(values.amount) : null
    if (amount === null || busy) return
    setBusy(true)
    try {
      const withdrawal = await idempotency.send({ amount }, (key) => requestWithdraw(amount, key))
      form.reset()
      setDone(WITHDRAW_TEXT.requested(withdrawal.amount))
      onRequested(withdrawal)
    } catch (error) {
      form.setServerError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={WITHDRAW_TEXT.title}>
      <Stack gap="3">
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {WITHDRAW_TEXT.toAccount}
          </Text>
          <Text fontWeight="semibold">{bankLine(config.bank)}</Text>
        </Box>
        <Box>
          <Text fontSize="sm" color="fg.muted">
            {WITHDRAW_TEXT.balance}
          </Text>
          <Text fontSize="xl" fontWeight="bold" data-testid="withdraw-balance">
            {formatBaht(config.balance)}
          </Text>
        </Box>
        {config.turnover ? (
          <Box bg="gold.subtle" rounded="md" px="3" py="2">
            <Text fontWeight="semibold">
              {WITHDRAW_TEXT.turnover(config.turnover.done, config.turnover.required)}
            </Text>
            <Text fontSize="sm">{WITHDRAW_TEXT.turnoverHint}</Text>
          </Box>
        ) : null}
        <TextField
          label={WITHDRAW_TEXT.amount}
          value={form.values.amount}
          onValueChange={(v) => form.set('amount', v)}
          onBlur={() => form.blur('amount')}
          error={form.errorOf('amount')}
          hint={WITHDRAW_TEXT.limits(config.min_amount, config.max_amount)}
          inputMode="decimal"
          autoComplete="off"
        />
        <Text fontSize="sm" color="fg.muted">
          {WITHDRAW_TEXT.today(
            config.today_amount,
            config.daily_max_amount,
            config.today_count,
            config.daily_max_count,
          )}
        </Text>
        <FormAlert message={form.serverError} />
        {done ? (
          <Text role="status" color="fg.success">
            {done}
          </Text>
        ) : null}
        <Button type="submit" loading={busy} loadingText={WITHDRAW_TEXT.submitting}>
          {WITHDRAW_TEXT.submit}
        </Button>
      </Stack>
    </form>
  )
}
