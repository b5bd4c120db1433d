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

/** Where step 1 sent the one-time code: the phone (for step 2) and its masked form (to show). */
export interface CodeSent {
  phone: string
  sentTo: string
}

/** Forgot password, step 1: the registered phone and bank account number; a code goes to the phone. */
export function ForgotIdentify({ onCodeSent }: { onCodeSent: (sent: CodeSent) => void }) {
  const form = useForm({ phone: '', accountNo: '' }, validate)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    try {
      const reply = await resetPassword({ phone: v.phone, bank_account_no: v.accountNo })
      onCodeSent({ phone: v.phone, sentTo: reply.data?.sent_to ?? v.phone })
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
