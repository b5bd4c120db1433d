import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useSetAtom } from 'jotai'
import { useForm } from '../../../components/form/use-form'
import { PATHS } from '../../../config/paths'
import { loginAtom } from '../atoms'
import { AUTH_TEXT } from '../texts'
import { LoginFields, validateLogin } from './auth-fields'
import { AuthForm } from './auth-form'
import { TextLink } from './text-link'
import { useSubmit } from './use-submit'

/** Phone + password; a refusal shows the server's Thai message and keeps the visitor here. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const login = useSetAtom(loginAtom)
  const form = useForm({ username: '', password: '' }, validateLogin)
  const { busy, onSubmit } = useSubmit(form, async (values) => {
    await login({ username: values.username.trim(), password: values.password })
    onLoggedIn?.()
  })

  return (
    <AuthForm onSubmit={onSubmit} error={form.serverError}>
      <LoginFields form={form} />
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
    </AuthForm>
  )
}
