import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Input } from '@chakra-ui/react/input'
import { HStack, Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '../../../components/form/form-alert'
import type { YeekeeShot } from '../../../contract/yeekee'
import { errorMessage } from '../../../lib/api-errors'
import { shootYeekee } from '../api'
import { YEEKEE_TEXT } from '../texts'
import { randomShotNumber } from '../yeekee'

/**
 * The shoot box: a 5-digit entry and "ยิงเลข"; "สุ่มเลข" fills a random number, "ยิงซ้ำ" shoots the
 * member's last number again. The server's Thai refusal (too fast, shooting over, not yet) is shown
 * as it came; a wrong entry is refused before any call. `onShot` puts the shot on the board at once.
 */
export function YeekeeShootBox({ roundId, onShot }: { roundId: number; onShot: (shot: YeekeeShot) => void }) {
  const [entry, setEntry] = useState('')
  const [last, setLast] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const shoot = async (number: string) => {
    setDone(null)
    if (!/^[0-9]{5}$/.test(number)) {
      setError(YEEKEE_TEXT.badNumber)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const shot = await shootYeekee(roundId, number)
      setLast(shot.number)
      setEntry('')
      setDone(YEEKEE_TEXT.shot(shot.number))
      onShot(shot)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    void shoot(entry)
  }

  return (
    <Box
      as="section"
      aria-label={YEEKEE_TEXT.shootBox}
      borderWidth="1px"
      borderColor="border"
      rounded="lg"
      p="3"
    >
      <Stack as="form" gap="2" onSubmit={submit}>
        <HStack gap="2">
          <Input
            aria-label={YEEKEE_TEXT.entry}
            placeholder="00000"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            textAlign="center"
            letterSpacing="widest"
            fontSize="xl"
            fontWeight="bold"
            value={entry}
            onChange={(e) => {
              setEntry(e.target.value.replace(/\D/g, '').slice(0, 5))
              setError(null)
            }}
          />
          <Button type="submit" disabled={busy} minW="24">
            {busy ? YEEKEE_TEXT.shooting : YEEKEE_TEXT.shoot}
          </Button>
        </HStack>
        <HStack gap="2">
          <Button
            type="button"
            size="sm"
            variant="outline"
            flex="1"
            onClick={() => {
              setEntry(randomShotNumber())
              setError(null)
            }}
          >
            {YEEKEE_TEXT.random}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            flex="1"
            disabled={busy || last === null}
            onClick={() => last !== null && void shoot(last)}
          >
            {YEEKEE_TEXT.repeat}
            {last !== null ? ` ${last}` : ''}
          </Button>
        </HStack>
        <FormAlert message={error} />
        {done ? (
          <Text role="status" color="fg.success" fontSize="sm">
            {done}
          </Text>
        ) : null}
      </Stack>
    </Box>
  )
}
