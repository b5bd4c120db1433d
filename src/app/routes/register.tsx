import { Stack } from '@chakra-ui/react/stack'
import { useSearch } from 'wouter'
import { AuthCard } from '../../features/auth/components/auth-card'
import { LineLoginButton } from '../../features/auth/components/line-button'
import { RegisterForm } from '../../features/auth/components/register-form'
import { AUTH_TEXT } from '../../features/auth/texts'

/** A referral code as the contract accepts it (others are ignored rather than sent). */
const REF_PATTERN = /^[A-Za-z0-9_-]{1,32}$/

/**
 * /register (?ref=CODE from a friend's link): the form, or "เข้าสู่ระบบด้วย LINE" (a new LINE user then
 * gets "สมัครด้วย LINE", the referral kept). The new member is logged in, so the row's visitor guard
 * sends them to `/`.
 */
export default function RegisterPage() {
  const ref = new URLSearchParams(useSearch()).get('ref') ?? ''
  const referral = REF_PATTERN.test(ref) ? ref : undefined
  return (
    <AuthCard title={AUTH_TEXT.register}>
      <Stack gap="5">
        <LineLoginButton referral={referral} />
        <RegisterForm referral={referral} />
      </Stack>
    </AuthCard>
  )
}
