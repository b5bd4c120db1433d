import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { PasswordField } from '../../../components/form/password-field'
import { FORM_ERROR } from '../../../components/form/rules'
import { TextField } from '../../../components/form/text-field'
import { useForm } from '../../../components/form/use-form'
import { PATHS } from '../../../config/paths'
import { errorMessage } from '../../../lib/api-errors'
import { loginAtom } from '../atoms'
import { AUTH_TEXT } from '../texts'
import { TextLink } from './text-link'

const validate = (v: { username: string; password: string }) => ({
  username: v.username.trim() ? undefined : FORM_ERROR.phoneRequired,
  password: v.password ? undefined : FORM_ERROR.passwordRequired,
})

/** Phone + password; a refusal shows the server's Thai message and keeps the visitor here. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const login = useSetAtom(loginAtom)
  const form = useForm({ username: '', password: '' }, validate)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const values = form.submit()
    if (!values || busy) return
    setBusy(true)
    try {
      await login({ username: values.username.trim(), password: values.password })
      onLoggedIn?.()
    } catch (error) {
      form.setServerError(errorMessage(error))
      setBusy(false)
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4">
        <FormAlert message={form.serverError} />
        <TextField
          label={AUTH_TEXT.phone}
          name="username"
          type="tel"
          inputMode="numeric"
          autoComplete="username"
          value={form.values.username}
          onValueChange={(v) => form.set('username', v)}
          onBlur={() => form.blur('username')}
          error={form.errorOf('username')}
        />
        <PasswordField
          label={AUTH_TEXT.password}
          name="password"
          autoComplete="current-password"
          value={form.values.password}
          onValueChange={(v) => form.set('password', v)}
          onBlur={() => form.blur('password')}
          error={form.errorOf('password')}
        />
        <Button type="submit" size="lg" w="full" loading={busy}>
          {AUTH_TEXT.login}
        </Button>
        <Stack direction="row" justify="space-between" flexWrap="wrap" gap="2" fontSize="sm">
          <Text>
            {AUTH_TEXT.noAccount} <TextLink href={PATHS.register}>{AUTH_TEXT.register}</TextLink>
          </Text>
          <TextLink href={PATHS.forgot} alone>
            {AUTH_TEXT.forgot}
          </TextLink>
        </Stack>
      </Stack>
    </form>
  )
}
