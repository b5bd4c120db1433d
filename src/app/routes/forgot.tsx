import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import { PATHS } from '../../config/paths'
import { AuthCard } from '../../features/auth/components/auth-card'
import { type CodeSent, ForgotIdentify } from '../../features/auth/components/forgot-identify'
import { ForgotNewPassword } from '../../features/auth/components/forgot-new-password'
import { TextLink } from '../../features/auth/components/text-link'
import { AUTH_TEXT } from '../../features/auth/texts'

type Step = { name: 'identify' } | { name: 'new-password'; sent: CodeSent } | { name: 'done' }

/** /forgot: prove the registered bank account, enter the code sent to the phone with a new password, log in. */
export default function ForgotPage() {
  const [step, setStep] = useState<Step>({ name: 'identify' })
  return (
    <AuthCard title={AUTH_TEXT.forgot}>
      {step.name === 'identify' ? (
        <ForgotIdentify onCodeSent={(sent) => setStep({ name: 'new-password', sent })} />
      ) : step.name === 'new-password' ? (
        <ForgotNewPassword sent={step.sent} onDone={() => setStep({ name: 'done' })} />
      ) : (
        <Text role="status" color="fg.success" fontWeight="medium">
          {AUTH_TEXT.resetDone}
        </Text>
      )}
      <Stack mt="4" fontSize="sm" direction="row" justify="space-between" align="center" flexWrap="wrap">
        <TextLink href={PATHS.login} alone>
          {AUTH_TEXT.backToLogin}
        </TextLink>
        {step.name === 'new-password' ? (
          // The code is short-lived: when it expired (or never arrived), the member asks for a new one here.
          <Button size="sm" variant="ghost" onClick={() => setStep({ name: 'identify' })}>
            {AUTH_TEXT.startOver}
          </Button>
        ) : null}
      </Stack>
    </AuthCard>
  )
}
