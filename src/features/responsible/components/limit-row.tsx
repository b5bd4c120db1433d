import { Button } from '@chakra-ui/react/button'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { TextField } from '../../../components/form/text-field'
import type { ResponsibleLimit, ResponsibleStatus } from '../../../contract/responsible'
import { errorMessage } from '../../../lib/api-errors'
import { formatBaht } from '../../../lib/format'
import { formatDateTime } from '../../../lib/thai-date'
import { setResponsibleLimit } from '../api'
import { RESPONSIBLE_TEXT as T } from '../texts'

const shown = (limit: ResponsibleLimit, value: number | null) =>
  value === null ? T.noLimit : limit.kind === 'session' ? `${value} นาที` : formatBaht(value)

/** One limit: what is in force, what was used this period, a pending change, and a field to change it. */
export function LimitRow({
  limit,
  onChanged,
}: {
  limit: ResponsibleLimit
  onChanged: (s: ResponsibleStatus) => void
}) {
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const name = T.limitNames[limit.kind]

  const send = async (next: number | null) => {
    setBusy(true)
    setError(undefined)
    try {
      onChanged(await setResponsibleLimit({ kind: limit.kind, value: next }))
      setValue('')
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const number = Number(value.replace(/,/g, ''))
    if (value.trim() === '' || !Number.isFinite(number)) return setError(T.badNumber)
    void send(number)
  }

  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Stack gap="1" borderWidth="1px" borderRadius="md" p="3">
        <HStack justify="space-between">
          <Text fontWeight="semibold">{name}</Text>
          <Text data-testid={`limit-${limit.kind}`}>{shown(limit, limit.value)}</Text>
        </HStack>
        {limit.used !== null && limit.resets_at && limit.value !== null ? (
          <Text fontSize="sm" color="fg.muted">
            {T.used(formatBaht(limit.used), formatDateTime(limit.resets_at))}
          </Text>
        ) : null}
        {limit.pending ? (
          <Text fontSize="sm" color="fg.warning">
            {T.pending(shown(limit, limit.pending.value), formatDateTime(limit.pending.from))}
          </Text>
        ) : null}
        <HStack align="end">
          <TextField
            label={T.newLimit(name)}
            value={value}
            onValueChange={setValue}
            inputMode="decimal"
            placeholder={limit.kind === 'session' ? T.placeholderMinutes : T.placeholderBaht}
            error={error}
          />
          <Button type="submit" loading={busy}>
            {T.save}
          </Button>
        </HStack>
        {limit.value !== null && !limit.pending ? (
          <Button size="xs" variant="ghost" alignSelf="start" onClick={() => void send(null)} disabled={busy}>
            {T.remove}
          </Button>
        ) : null}
      </Stack>
    </form>
  )
}
