import { AuthCard } from '../../features/auth/components/auth-card'
import { LoginForm } from '../../features/auth/components/login-form'
import { AUTH_TEXT } from '../../features/auth/texts'

/**
 * /login: phone + password. On success the logged-in flag flips and the row's visitor guard sends the
 * member to `/` or the `?next=` path inside the site (one place decides where a member goes).
 */
export default function LoginPage() {
  return (
    <AuthCard title={AUTH_TEXT.login}>
      <LoginForm />
    </AuthCard>
  )
}
