import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { confirmError, newPasswordError } from '../../../components/form/rules'
import { useForm } from '../../../components/form/use-form'
import { errorMessage } from '../../../lib/api-errors'
import { resetPasswordV2 } from '../api'
import { AUTH_TEXT } from '../texts'

const validate = (v: { password: string; confirm: string }) => ({
  password: newPasswordError(v.password),
  confirm: confirmError(v.password, v.confirm),
})

/** Forgot password, step 2: the new password, sent with the short-lived reset token. */
export function ForgotNewPassword({ resetToken, onDone }: { resetToken: string; onDone: () => void }) {
  const form = useForm({ password: '', confirm: '' }, validate)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    try {
      await resetPasswordV2({ reset_token: resetToken, new_password: v.password })
      onDone()
    } catch (error) {
      form.setServerError(errorMessage(error))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <Text color="fg.muted">{AUTH_TEXT.forgotStepTwo}</Text>
        <FormAlert message={form.serverError} />
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
