import { buttonClass, ui } from '../../../components/ui/plain'
import { SLIP_HELPERS, type SlipHelper } from '../../../contract/lotto-rules'
import { type EntryMode, INSTANT_FOR_DIGITS, MODES_FOR_DIGITS } from '../slip-entry'
import { LOTTO_TEXT } from '../texts'
import css from './slip.module.css'

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
    <fieldset className={`${ui.fieldset} ${css.row} ${css.wrap}`} aria-label={LOTTO_TEXT.helpers}>
      {modes.map((m) => (
        <button
          key={m}
          type="button"
          className={buttonClass(mode === m ? 'solid' : 'subtle', 'xs')}
          aria-pressed={mode === m}
          onClick={() => onMode(mode === m ? 'single' : m)}
        >
          {SLIP_HELPERS[m]}
        </button>
      ))}
      {instant.map((h) => (
        <button key={h} type="button" className={buttonClass('subtle', 'xs')} onClick={() => onInstant(h)}>
          {SLIP_HELPERS[h]}
        </button>
      ))}
    </fieldset>
  )
}
