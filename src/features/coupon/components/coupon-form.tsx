import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import type { RedeemCouponReply } from '../../../contract/coupon'
import { errorMessage } from '../../../lib/api-errors'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { redeemCoupon } from '../api'
import { COUPON_TEXT } from '../texts'

type Redeemed = NonNullable<RedeemCouponReply['data']>

const successText = ({ redemption, points }: Redeemed) =>
  redemption.kind === 'points'
    ? COUPON_TEXT.points(redemption.title, redemption.points, points)
    : COUPON_TEXT.credit(redemption.title, redemption.amount)

/** Redeem a code: the credit or points on success, the server's Thai message on refusal. */
export function CouponForm({ onRedeemed }: { onRedeemed: (result: Redeemed) => void }) {
  const idempotency = useIdempotencyKey()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<Redeemed | null>(null)
  const form = useForm({ code: '' }, (v) => ({ code: v.code.trim() ? undefined : COUPON_TEXT.codeRequired }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    const values = form.submit()
    if (!values || busy) return
    const code = values.code.trim()
    setBusy(true)
    try {
      const redeemed = await idempotency.send({ code }, (key) => redeemCoupon(code, key))
      form.reset()
      setResult(redeemed)
      onRedeemed(redeemed)
    } catch (error) {
      form.setServerError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={COUPON_TEXT.title}>
      <Stack gap="3">
        <TextField
          label={COUPON_TEXT.code}
          value={form.values.code}
          onValueChange={(v) => form.set('code', v)}
          onBlur={() => form.blur('code')}
          error={form.errorOf('code')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={64}
        />
        <FormAlert message={form.serverError} />
        {result ? (
          <Stack gap="0" role="status">
            <Text color="fg.success" fontWeight="semibold">
              {successText(result)}
            </Text>
            {result.redemption.turnover_required > 0 ? (
              <Text fontSize="sm">{COUPON_TEXT.turnover(result.redemption.turnover_required)}</Text>
            ) : null}
          </Stack>
        ) : null}
        <Button type="submit" loading={busy} loadingText={COUPON_TEXT.submitting}>
          {COUPON_TEXT.submit}
        </Button>
      </Stack>
    </form>
  )
}
