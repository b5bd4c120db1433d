import { useSearch } from 'wouter'
import { AuthCard } from '../../features/auth/components/auth-card'
import { RegisterForm } from '../../features/auth/components/register-form'
import { AUTH_TEXT } from '../../features/auth/texts'

/** A referral code as the contract accepts it (others are ignored rather than sent). */
const REF_PATTERN = /^[A-Za-z0-9_-]{1,32}$/

/**
 * /register (?ref=CODE from a friend's link): the new member is logged in, so the row's visitor guard
 * sends them to `/`.
 */
export default function RegisterPage() {
  const ref = new URLSearchParams(useSearch()).get('ref') ?? ''
  return (
    <AuthCard title={AUTH_TEXT.register}>
      <RegisterForm referral={REF_PATTERN.test(ref) ? ref : undefined} />
    </AuthCard>
  )
}
