import { Badge } from '@chakra-ui/react/badge'
import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import { ChatIcon } from '../../../components/ui/icons'
import { errorMessage } from '../../../lib/api-errors'
import { lineConfigQuery, startLineLoginAtom } from '../line-atoms'
import { LINE_TEXT } from '../line-texts'

/** LINE's green, the colour members know the LINE button by. */
export const LINE_GREEN = '#06C755'

/**
 * The colours of every LINE button (log in, register, link, the LIFF welcome): LINE's green with dark
 * text, since white on it reads at 2.2:1, under the 4.5:1 WCAG asks of button text.
 */
export const LINE_BUTTON = { bg: LINE_GREEN, color: 'gray.950', _hover: { bg: '#05b34c' } } as const

/**
 * "เข้าสู่ระบบด้วย LINE" (or "สมัครด้วย LINE"): LINE Login in this browser. Hidden when the server
 * has no LINE channel. `next` is where a member goes once logged in (a safe site path); `referral`
 * is kept through LINE for "สมัครด้วย LINE".
 */
export function LineLoginButton({
  label = LINE_TEXT.login,
  next = '/',
  referral,
}: {
  label?: string
  next?: string
  referral?: string
}) {
  const config = useAtomValue(lineConfigQuery).data
  const start = useSetAtom(startLineLoginAtom)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!config?.enabled) return null

  const onClick = async () => {
    setBusy(true)
    setError(null)
    try {
      window.location.assign(await start('login', next, referral))
    } catch (e) {
      setError(errorMessage(e))
      setBusy(false)
    }
  }

  return (
    <Stack gap="2">
      <FormAlert message={error} />
      <Button type="button" size="lg" w="full" {...LINE_BUTTON} loading={busy} onClick={onClick}>
        <ChatIcon />
        {label}
      </Button>
      {config.demo ? (
        <Badge alignSelf="center" colorPalette="orange" variant="subtle">
          {LINE_TEXT.demoBadge}
        </Badge>
      ) : null}
    </Stack>
  )
}
