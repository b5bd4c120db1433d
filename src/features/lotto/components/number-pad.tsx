import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { SimpleGrid } from '@chakra-ui/react/simple-grid'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import { LOTTO_TEXT } from '../texts'

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const

/**
 * The number pad: the digits typed so far in boxes (one per digit the entry needs), 0–9, delete and
 * clear. `onDigit` gets each key; the slip adds the lines once the entry is complete.
 */
export function NumberPad({
  value,
  digits,
  disabled,
  onDigit,
  onDelete,
  onClear,
}: {
  value: string
  /** How many digits the current entry needs (0: no bet type chosen yet). */
  digits: number
  disabled?: boolean
  onDigit: (digit: string) => void
  onDelete: () => void
  onClear: () => void
}) {
  const off = disabled || digits === 0
  return (
    <Stack gap="3" role="group" aria-label={LOTTO_TEXT.numberPad}>
      <Stack
        direction="row"
        justify="center"
        gap="2"
        role="group"
        aria-label={LOTTO_TEXT.entered}
        data-testid="pad-entry"
      >
        {digits === 0 ? (
          <Text color="fg.muted">{LOTTO_TEXT.chooseType}</Text>
        ) : (
          Array.from({ length: digits }, (_, i) => (
            <Box
              // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
              key={i}
              w="10"
              h="12"
              borderWidth="2px"
              borderColor={i === value.length ? 'gold.400' : 'border'}
              rounded="md"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="2xl"
              fontWeight="bold"
            >
              {value[i] ?? ''}
            </Box>
          ))
        )}
      </Stack>
      {digits > 0 ? (
        <Text textAlign="center" fontSize="sm" color="fg.muted">
          {LOTTO_TEXT.digitsHint(digits)}
        </Text>
      ) : null}
      <SimpleGrid columns={3} gap="2">
        {KEYS.map((k) => (
          <Button key={k} size="lg" variant="outline" disabled={off} onClick={() => onDigit(k)}>
            {k}
          </Button>
        ))}
        <Button size="lg" variant="ghost" disabled={off || !value} onClick={onClear}>
          {LOTTO_TEXT.clearDigits}
        </Button>
        <Button size="lg" variant="outline" disabled={off} onClick={() => onDigit('0')}>
          0
        </Button>
        <Button size="lg" variant="ghost" disabled={off || !value} onClick={onDelete}>
          {LOTTO_TEXT.deleteDigit}
        </Button>
      </SimpleGrid>
    </Stack>
  )
}
