import { Button } from '@chakra-ui/react/button'
import { HStack } from '@chakra-ui/react/stack'
import { SLIP_HELPERS, type SlipHelper } from '../../../contract/lotto-rules'
import { type EntryMode, INSTANT_FOR_DIGITS, MODES_FOR_DIGITS } from '../slip-entry'
import { LOTTO_TEXT } from '../texts'

/**
 * The slip helpers that fit the chosen bet types: กลับเลข, 19 ประตู, รูดหน้า, รูดหลัง change what the
 * pad's entry stands for (pressed again: back to a plain number); เลขเบิ้ล and เลขตอง add their ten
 * numbers at once.
 */
export function SlipHelpers({
  digits,
  mode,
  onMode,
  onInstant,
}: {
  digits: number
  mode: EntryMode
  onMode: (mode: EntryMode) => void
  onInstant: (helper: SlipHelper) => void
}) {
  const modes = (MODES_FOR_DIGITS[digits] ?? []).filter((m) => m !== 'single') as Exclude<
    EntryMode,
    'single'
  >[]
  const instant = INSTANT_FOR_DIGITS[digits] ?? []
  if (modes.length === 0 && instant.length === 0) return null
  return (
    <HStack role="group" aria-label={LOTTO_TEXT.helpers} gap="2" wrap="wrap">
      {modes.map((m) => (
        <Button
          key={m}
          size="xs"
          variant={mode === m ? 'solid' : 'subtle'}
          aria-pressed={mode === m}
          onClick={() => onMode(mode === m ? 'single' : m)}
        >
          {SLIP_HELPERS[m]}
        </Button>
      ))}
      {instant.map((h) => (
        <Button key={h} size="xs" variant="subtle" onClick={() => onInstant(h)}>
          {SLIP_HELPERS[h]}
        </Button>
      ))}
    </HStack>
  )
}
