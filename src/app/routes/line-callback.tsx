import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { atom, useAtomValue } from 'jotai'
import { Redirect } from 'wouter'
import { FormAlert } from '../../components/form/form-alert'
import { PATHS } from '../../config/paths'
import { isLoggedInAtom } from '../../features/auth/atoms'
import { AuthCard } from '../../features/auth/components/auth-card'
import { LineLoginButton } from '../../features/auth/components/line-button'
import { LineSignupForm } from '../../features/auth/components/line-signup-form'
import { TextLink } from '../../features/auth/components/text-link'
import { finishLineLoginAtom, lineCallbackAtom } from '../../features/auth/line-atoms'
import { LINE_TEXT } from '../../features/auth/line-texts'
import { safeNextPath } from '../../features/auth/next-path'
import { AUTH_TEXT } from '../../features/auth/texts'

/** Showing the page sends LINE's answer (the query string) to the server, once. */
const finishAtom = atom(null, (_get, set) => {
  void set(finishLineLoginAtom, window.location.search)
})
finishAtom.onMount = (finish) => {
  finish()
}

/**
 * /line/callback: where LINE Login sends the browser back. A linked LINE user is logged in and goes
 * on; a new one gets "สมัครด้วย LINE" (or "มีบัญชีอยู่แล้ว") here; a profile's link goes back to the profile.
 */
export default function LineCallbackPage() {
  useAtomValue(finishAtom)
  const outcome = useAtomValue(lineCallbackAtom)
  const loggedIn = useAtomValue(isLoggedInAtom)
  const next = 'next' in outcome ? safeNextPath(`?next=${encodeURIComponent(outcome.next)}`) : PATHS.home
  if (outcome.kind === 'linked') return <Redirect to={`~${PATHS.profile}`} replace />
  if (loggedIn && (outcome.kind === 'loggedIn' || outcome.kind === 'signup'))
    return <Redirect to={`~${next}`} replace />
  if (outcome.kind === 'signup')
    return (
      <AuthCard title={LINE_TEXT.register}>
        <LineSignupForm referral={outcome.ref} />
      </AuthCard>
    )
  if (outcome.kind === 'failed')
    return (
      <AuthCard title={LINE_TEXT.login}>
        <Stack gap="4">
          <FormAlert message={outcome.message} />
          <LineLoginButton label={LINE_TEXT.tryAgain} />
          <Text fontSize="sm">
            <TextLink href={PATHS.login} alone>
              {LINE_TEXT.orPhone}
            </TextLink>
          </Text>
        </Stack>
      </AuthCard>
    )
  return (
    <AuthCard title={LINE_TEXT.login}>
      <Stack align="center" gap="3" py="6" role="status">
        <Spinner />
        <Text>{LINE_TEXT.working}</Text>
        <Text srOnly>{AUTH_TEXT.login}</Text>
      </Stack>
    </AuthCard>
  )
}
