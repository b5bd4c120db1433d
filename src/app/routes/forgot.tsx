import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/auth-card'
import { ForgotIdentify } from '../../features/auth/components/forgot-identify'
import { ForgotNewPassword } from '../../features/auth/components/forgot-new-password'
import { TextLink } from '../../features/auth/components/text-link'
import { AUTH_TEXT } from '../../features/auth/texts'

type Step = { name: 'identify' } | { name: 'new-password'; token: string } | { name: 'done' }

/** /forgot: prove the registered bank account, then set a new password, then log in. */
export default function ForgotPage() {
  const [step, setStep] = useState<Step>({ name: 'identify' })
  return (
    <AuthCard title={AUTH_TEXT.forgot}>
      {step.name === 'identify' ? (
        <ForgotIdentify onToken={(token) => setStep({ name: 'new-password', token })} />
      ) : step.name === 'new-password' ? (
        <ForgotNewPassword resetToken={step.token} onDone={() => setStep({ name: 'done' })} />
      ) : (
        <Text role="status" color="fg.success" fontWeight="medium">
          {AUTH_TEXT.resetDone}
        </Text>
      )}
      <Stack mt="4" fontSize="sm" direction="row" justify="space-between" align="center" flexWrap="wrap">
        <TextLink href={PATHS.login}>{AUTH_TEXT.backToLogin}</TextLink>
        {step.name === 'new-password' ? (
          // The reset token is short-lived: when it expired, the member starts again here.
          <Button size="sm" variant="ghost" onClick={() => setStep({ name: 'identify' })}>
            {AUTH_TEXT.startOver}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  )
}
