import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { Spinner } from '@chakra-ui/react/spinner'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { atom, useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { ChatIcon } from '../../../components/ui/icons'
import { isLoggedInAtom } from '../atoms'
import { liffGateShownAtom, liffLineAtom, liffLineLoginAtom, liffLineRedirect } from '../line-atoms'
import { LINE_TEXT } from '../line-texts'
import { AUTH_TEXT } from '../texts'
import { LINE_BUTTON, LINE_GREEN } from './line-button'
import { LineSignupForm } from './line-signup-form'
import { LoginForm } from './login-form'

/** Showing the gate starts the LINE login (once per page load: the atom keeps its promise). */
const startAtom = atom(null, (_get, set, shown: boolean) => {
  set(liffGateShownAtom, shown)
  if (shown) void set(liffLineLoginAtom)
})
startAtom.onMount = (start) => {
  start(true)
  return () => start(false)
}

/**
 * A member page inside LINE opened by a visitor: never sent to the full site. The LINE user is
 * logged in with LINE (the page shows once the session is stored), asked to "สมัครด้วย LINE" when
 * no member is linked, or, when LINE cannot log them in, offered phone and password here.
 */
export default function LiffLineGate({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom)
  useAtomValue(startAtom)
  const state = useAtomValue(liffLineAtom)
  if (loggedIn) return children
  if (state.kind === 'idle' || state.kind === 'working')
    return (
      <Stack align="center" gap="3" py="10" role="status">
        <Spinner color={LINE_GREEN} />
        <Text>{LINE_TEXT.working}</Text>
      </Stack>
    )
  return (
    <Stack gap="5" w="full" maxW="420px" mx="auto" py="2">
      <Heading as="h1" size="lg">
        {state.kind === 'signup' ? LINE_TEXT.register : AUTH_TEXT.login}
      </Heading>
      {state.kind === 'signup' ? <LineSignupForm /> : null}
      {state.kind === 'needsLine' ? (
        <Button type="button" size="lg" w="full" {...LINE_BUTTON} onClick={liffLineRedirect}>
          <ChatIcon />
          {LINE_TEXT.login}
        </Button>
      ) : null}
      {state.kind === 'failed' ? <FormAlert message={state.message} /> : null}
      {state.kind !== 'signup' ? (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {LINE_TEXT.orPhone}
          </Text>
          <LoginForm />
        </Stack>
      ) : null}
    </Stack>
  )
}
