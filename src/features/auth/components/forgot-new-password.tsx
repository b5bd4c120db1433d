import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { confirmError, digitsOnly, newPasswordError } from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import { errorMessage } from '../../../lib/api-errors'
import { resetPasswordV2 } from '../api'
import { AUTH_TEXT } from '../texts'
import type { CodeSent } from './forgot-identify'

const validate = (v: { code: string; password: string; confirm: string }) => ({
  code: /^[0-9]{6}$/.test(v.code) ? undefined : AUTH_TEXT.otpInvalid,
  password: newPasswordError(v.password),
  confirm: confirmError(v.password, v.confirm),
})

/** Forgot password, step 2: the 6-digit code from the text message and the new password. */
export function ForgotNewPassword({ sent, onDone }: { sent: CodeSent; onDone: () => void }) {
  const form = useForm({ code: '', password: '', confirm: '' }, validate)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    try {
      await resetPasswordV2({ phone: sent.phone, code: v.code, new_password: v.password })
      onDone()
    } catch (error) {
      form.setServerError(errorMessage(error))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{AUTH_TEXT.forgotCodeSent(sent.sentTo)}</Text>
        <FormAlert message={form.serverError} />
        <TextField
          label={AUTH_TEXT.otpCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={form.values.code}
          onValueChange={(v) => form.set('code', digitsOnly(v, 6))}
          onBlur={() => form.blur('code')}
          error={form.errorOf('code')}
        />
        <PasswordField
          label={AUTH_TEXT.newPassword}
          autoComplete="new-password"
          value={form.values.password}
          onValueChange={(v) => form.set('password', v)}
          onBlur={() => form.blur('password')}
          error={form.errorOf('password')}
          hint={AUTH_TEXT.passwordHint}
        />
        <PasswordField
          label={AUTH_TEXT.newPasswordConfirm}
          autoComplete="new-password"
          value={form.values.confirm}
          onValueChange={(v) => form.set('confirm', v)}
          onBlur={() => form.blur('confirm')}
          error={form.errorOf('confirm')}
        />
        <Button type="submit" size="lg" w="full" loading={busy}>
          {AUTH_TEXT.save}
        </Button>
      </Stack>
    </form>
  )
}
