import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import type { ExclusionPeriod, ResponsibleStatus, TimeoutPeriod } from '../../../contract/responsible'
import { errorMessage } from '../../../lib/api-errors'
import { formatDateTime } from '../../../lib/thai-date'
import { takeBlock } from '../api'
import { RESPONSIBLE_TEXT as T } from '../texts'

type Choice = { kind: 'timeout'; period: TimeoutPeriod } | { kind: 'exclusion'; period: ExclusionPeriod }
const TIMEOUTS: TimeoutPeriod[] = ['24h', '7d', '30d', '6w']
const EXCLUSIONS: ExclusionPeriod[] = ['6m', '1y', '2y', '5y']

/** Time-out and self-exclusion: a period, then a confirmation that says what happens. */
export function BlockPanel({
  status,
  onChanged,
}: {
  status: ResponsibleStatus
  onChanged: (s: ResponsibleStatus) => void
}) {
  const [choice, setChoice] = useState<Choice | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const what = (kind: Choice['kind']) => (kind === 'timeout' ? T.timeout : T.exclusion)

  const confirm = async () => {
    if (!choice) return
    setBusy(true)
    try {
      onChanged(await takeBlock({ ...choice, confirm: true } as Parameters<typeof takeBlock>[0]))
      setChoice(null)
    } catch (e) {
      setError(errorMessage(e))
      setChoice(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack as="section" gap="2" aria-label={T.blockTitle}>
      <Text fontWeight="semibold">{T.blockTitle}</Text>
      {status.block ? (
        <Text role="status" color="fg.warning" fontWeight="semibold">
          {T.blocked(what(status.block.kind), formatDateTime(status.block.until))}
        </Text>
      ) : null}
      <Text fontSize="sm">{T.blockHint}</Text>
      {error ? (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      ) : null}
      {(['timeout', 'exclusion'] as const).map((kind) => (
        <Stack key={kind} gap="1">
          <Text fontSize="sm" fontWeight="semibold">
            {what(kind)}
          </Text>
          <HStack wrap="wrap">
            {(kind === 'timeout' ? TIMEOUTS : EXCLUSIONS).map((period) => (
              <Button
                key={period}
                size="sm"
                variant="outline"
                onClick={() => {
                  setError(undefined)
                  setChoice({ kind, period } as Choice)
                }}
              >
                {T.periods[period]}
              </Button>
            ))}
          </HStack>
        </Stack>
      ))}
      <ConfirmDialog
        open={choice !== null}
        title={T.confirmTitle}
        confirmLabel={T.confirm}
        cancelLabel={T.cancel}
        onConfirm={() => void confirm()}
        onCancel={() => setChoice(null)}
        busy={busy}
        danger
      >
        {choice ? <p>{T.confirmBody(what(choice.kind), T.periods[choice.period])}</p> : null}
      </ConfirmDialog>
    </Stack>
  )
}
