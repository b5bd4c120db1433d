import { Heading } from '@chakra-ui/react/heading'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { useAtomValue } from 'jotai'
import { wheelBoardQueryAtom, wheelSettingQueryAtom } from '../atoms'
import { WHEEL_TEXT } from '../texts'

/** Recent winners (masked) and the published chance of each segment. */
export function WheelBoard() {
  const { data } = useAtomValue(wheelBoardQueryAtom)
  const { data: setting } = useAtomValue(wheelSettingQueryAtom)
  const total = (setting?.segments ?? []).reduce((s, x) => s + x.weight, 0)
  return (
    <Stack gap="4">
      <Stack as="section" gap="1" aria-label={WHEEL_TEXT.chances}>
        <Heading as="h2" size="sm">
          {WHEEL_TEXT.chances}
        </Heading>
        {(setting?.segments ?? []).map((s) => (
          <Stack key={s.id} direction="row" justify="space-between" fontSize="sm">
            <Text>{s.label}</Text>
            <Text>{`${s.weight}/${total} (${((s.weight / total) * 100).toFixed(1)}%)`}</Text>
          </Stack>
        ))}
      </Stack>
      <Stack as="section" gap="1" aria-label={WHEEL_TEXT.board}>
        <Heading as="h2" size="sm">
          {WHEEL_TEXT.board}
        </Heading>
        {data && data.length === 0 ? <Text color="fg.muted">{WHEEL_TEXT.noBoard}</Text> : null}
        {(data ?? []).map((w) => (
          <Stack key={`${w.at}-${w.name}-${w.label}`} direction="row" justify="space-between" fontSize="sm">
            <Text>{w.name}</Text>
            <Text>{w.label}</Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
