import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { accountNoError, digitsOnly, phoneError } from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import { errorMessage } from '../../../lib/api-errors'
import { resetPassword } from '../api'
import { AUTH_TEXT } from '../texts'

const validate = (v: { phone: string; accountNo: string }) => ({
  phone: phoneError(v.phone),
  accountNo: accountNoError(v.accountNo),
})

/** Forgot password, step 1: the registered phone and bank account number give a reset token. */
export function ForgotIdentify({ onToken }: { onToken: (token: string) => void }) {
  const form = useForm({ phone: '', accountNo: '' }, validate)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    try {
      const reply = await resetPassword({ phone: v.phone, bank_account_no: v.accountNo })
      if (!reply.data?.reset_token) throw new Error('no reset token')
      onToken(reply.data.reset_token)
    } catch (error) {
      form.setServerError(errorMessage(error))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{AUTH_TEXT.forgotIntro}</Text>
        <FormAlert message={form.serverError} />
        <TextField
          label={AUTH_TEXT.phone}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={form.values.phone}
          onValueChange={(v) => form.set('phone', digitsOnly(v, 10))}
          onBlur={() => form.blur('phone')}
          error={form.errorOf('phone')}
        />
        <TextField
          label={AUTH_TEXT.accountNo}
          inputMode="numeric"
          value={form.values.accountNo}
          onValueChange={(v) => form.set('accountNo', digitsOnly(v, 15))}
          onBlur={() => form.blur('accountNo')}
          error={form.errorOf('accountNo')}
        />
        <Button type="submit" size="lg" w="full" loading={busy}>
          {AUTH_TEXT.next}
        </Button>
      </Stack>
    </form>
  )
}
