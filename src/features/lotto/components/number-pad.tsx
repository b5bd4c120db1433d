import { buttonClass, ui } from '../../../components/ui/plain'
import { LOTTO_TEXT } from '../texts'
import css from './slip.module.css'

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
  const key = (variant: 'outline' | 'ghost') => buttonClass(variant, 'md', css.key)
  return (
    <fieldset className={`${ui.fieldset} ${css.col3}`} aria-label={LOTTO_TEXT.numberPad}>
      <fieldset
        className={`${ui.fieldset} ${css.entry}`}
        aria-label={LOTTO_TEXT.entered}
        data-testid="pad-entry"
      >
        {digits === 0 ? (
          <p className={ui.muted}>{LOTTO_TEXT.chooseType}</p>
        ) : (
          Array.from({ length: digits }, (_, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a digit's place is its identity
              key={i}
              className={css.digit}
              data-current={i === value.length ? '' : undefined}
            >
              {value[i] ?? ''}
            </div>
          ))
        )}
      </fieldset>
      {digits > 0 ? <p className={css.hint}>{LOTTO_TEXT.digitsHint(digits)}</p> : null}
      <div className={css.keys}>
        {KEYS.map((k) => (
          <button key={k} type="button" className={key('outline')} disabled={off} onClick={() => onDigit(k)}>
            {k}
          </button>
        ))}
        <button type="button" className={key('ghost')} disabled={off || !value} onClick={onClear}>
          {LOTTO_TEXT.clearDigits}
        </button>
        <button type="button" className={key('outline')} disabled={off} onClick={() => onDigit('0')}>
          0
        </button>
        <button type="button" className={key('ghost')} disabled={off || !value} onClick={onDelete}>
          {LOTTO_TEXT.deleteDigit}
        </button>
      </div>
    </fieldset>
  )
}
