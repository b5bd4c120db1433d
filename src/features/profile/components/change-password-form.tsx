import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { confirmError, newPasswordError } from '../../../components/form/rules'
import { useForm } from '../../../components/form/use-form'
import type { ChangePasswordBody } from '../../../contract/auth'
import { errorMessage } from '../../../lib/api-errors'
import { PROFILE_TEXT } from '../texts'
import { SectionCard } from './section-card'

const initial = { old: '', password: '', confirm: '' }
const validate = (v: typeof initial) => ({
  old: v.old ? undefined : PROFILE_TEXT.oldPasswordRequired,
  password: newPasswordError(v.password) ?? (v.password === v.old ? PROFILE_TEXT.samePassword : undefined),
  confirm: confirmError(v.password, v.confirm),
})

/** Old, new and confirm; the server signs out the member's other sessions. */
export function ChangePasswordForm({
  username,
  onSubmit,
}: {
  /** The member's login name, for password managers (a hidden field). */
  username: string
  onSubmit: (body: ChangePasswordBody) => Promise<unknown>
}) {
  const form = useForm(initial, validate)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const v = form.submit()
    if (!v || busy) return
    setBusy(true)
    setDone(false)
    try {
      await onSubmit({ old_password: v.old, new_password: v.password })
      form.reset()
      setDone(true)
    } catch (error) {
      form.setServerError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const field = (name: keyof typeof initial, label: string, autoComplete: string) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      value={form.values[name]}
      onValueChange={(value) => {
        form.set(name, value)
        setDone(false)
      }}
      onBlur={() => form.blur(name)}
      error={form.errorOf(name)}
    />
  )

  return (
    <SectionCard title={PROFILE_TEXT.changePassword}>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <FormAlert message={form.serverError} />
          {done ? (
            <Text role="status" color="fg.success" fontWeight="medium">
              {PROFILE_TEXT.passwordChanged}
            </Text>
          ) : null}
          {field('old', PROFILE_TEXT.oldPassword, 'current-password')}
          {field('password', PROFILE_TEXT.newPassword, 'new-password')}
          {field('confirm', PROFILE_TEXT.newPasswordConfirm, 'new-password')}
          <Button type="submit" w={{ base: 'full', sm: 'auto' }} loading={busy}>
            {PROFILE_TEXT.changePassword}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  )
}
