import { Button } from '@chakra-ui/react/button'
import { Text } from '@chakra-ui/react/text'
import { confirmError, digitsOnly, newPasswordError } from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import { resetPasswordV2 } from '../api'
import { AUTH_TEXT } from '../texts'
import { NewPasswordFields } from './auth-fields'
import { AuthForm } from './auth-form'
import type { CodeSent } from './forgot-identify'
import { useSubmit } from './use-submit'

const validate = (v: { code: string; password: string; confirm: string }) => ({
  code: /^[0-9]{6}$/.test(v.code) ? undefined : AUTH_TEXT.otpInvalid,
  password: newPasswordError(v.password),
  confirm: confirmError(v.password, v.confirm),
})

/** Forgot password, step 2: the 6-digit code from the text message and the new password. */
export function ForgotNewPassword({ sent, onDone }: { sent: CodeSent; onDone: () => void }) {
  const form = useForm({ code: '', password: '', confirm: '' }, validate)
  const { busy, onSubmit } = useSubmit(form, async (v) => {
    await resetPasswordV2({ phone: sent.phone, code: v.code, new_password: v.password })
    onDone()
  })

  return (
    <AuthForm
      onSubmit={onSubmit}
      error={form.serverError}
      intro={<Text color="fg.muted">{AUTH_TEXT.forgotCodeSent(sent.sentTo)}</Text>}
    >
      <TextField
        label={AUTH_TEXT.otpCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={form.values.code}
        onValueChange={(v) => form.set('code', digitsOnly(v, 6))}
        onBlur={() => form.blur('code')}
        error={form.errorOf('code')}
      />
      <NewPasswordFields
        form={form}
        label={AUTH_TEXT.newPassword}
        confirmLabel={AUTH_TEXT.newPasswordConfirm}
      />
      <Button type="submit" size="lg" w="full" loading={busy}>
        {AUTH_TEXT.save}
      </Button>
    </AuthForm>
  )
}
