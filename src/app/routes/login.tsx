import { Stack } from '@chakra-ui/react/stack'
import { useSearch } from 'wouter'
import { AuthCard } from '../../features/auth/components/auth-card'
import { LineLoginButton } from '../../features/auth/components/line-button'
import { LoginForm } from '../../features/auth/components/login-form'
import { safeNextPath } from '../../features/auth/next-path'
import { AUTH_TEXT } from '../../features/auth/texts'

/**
 * /login: phone + password, or "เข้าสู่ระบบด้วย LINE" (shown when the server has a LINE channel). On
 * success the logged-in flag flips and the row's visitor guard sends the member to `/` or the `?next=`
 * path inside the site (one place decides where a member goes).
 */
export default function LoginPage() {
  const next = safeNextPath(useSearch())
  return (
    <AuthCard title={AUTH_TEXT.login}>
      <Stack gap="5">
        <LineLoginButton next={next} />
        <LoginForm />
      </Stack>
    </AuthCard>
  )
}
