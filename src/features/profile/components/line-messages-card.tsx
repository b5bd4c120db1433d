import { Button } from '@chakra-ui/react/button'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { ApiError } from '../../../lib/api-client'
import { lineMessagesQuery, setLineMessagesAtom } from '../line-messages'
import { PROFILE_TEXT } from '../texts'
import { SectionCard } from './section-card'

/**
 * "แจ้งเตือนทาง LINE": deposits credited, withdrawals decided and winning bills told in LINE, for a
 * member with LINE linked, on a site that sends them. Nothing shows where LINE messages are off.
 */
export function LineMessagesCard() {
  const status = useAtomValue(lineMessagesQuery).data
  const save = useSetAtom(setLineMessagesAtom)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  if (!status?.available) return null
  const toggle = async () => {
    setBusy(true)
    setError(null)
    try {
      setError(await save(!status.enabled))
    } catch (e) {
      setError(e instanceof ApiError ? e.message : PROFILE_TEXT.lineMessagesFailed)
    } finally {
      setBusy(false)
    }
  }
  return (
    <SectionCard title={PROFILE_TEXT.lineMessages}>
      <Stack gap="3">
        <Text fontSize="sm">{PROFILE_TEXT.lineMessagesDetail}</Text>
        {status.linked ? (
          <Button
            role="switch"
            aria-checked={status.enabled}
            variant={status.enabled ? 'solid' : 'outline'}
            onClick={() => void toggle()}
            loading={busy}
            alignSelf="flex-start"
          >
            {status.enabled ? PROFILE_TEXT.lineMessagesOn : PROFILE_TEXT.lineMessagesOff}
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {PROFILE_TEXT.lineMessagesNeedLink}
          </Text>
        )}
        {error ? (
          <Text role="alert" color="red.500" fontSize="sm">
            {error}
          </Text>
        ) : null}
      </Stack>
    </SectionCard>
  )
}
