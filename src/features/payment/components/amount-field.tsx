import { PlainTextField } from '../../../components/form/plain-text-field'
import { buttonClass, ui } from '../../../components/ui/plain'
import { parseBaht } from '../../../lib/amount'
import { formatBaht } from '../../../lib/format'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

export interface AmountFieldProps {
  value: string
  onValueChange: (value: string) => void
  onBlur: () => void
  error?: string
  min: number
  max: number
  quickAmounts: number[]
}

/** The deposit amount: an input with the minimum (and maximum) below it, and quick amount buttons. */
export function AmountField({
  value,
  onValueChange,
  onBlur,
  error,
  min,
  max,
  quickAmounts,
}: AmountFieldProps) {
  const current = parseBaht(value)
  return (
    <div className={css.stack2}>
      <PlainTextField
        label={PAYMENT_TEXT.amount}
        value={value}
        onValueChange={onValueChange}
        onBlur={onBlur}
        error={error}
        hint={PAYMENT_TEXT.range(formatBaht(min), formatBaht(max))}
        inputMode="decimal"
        autoComplete="off"
        placeholder={String(min)}
      />
      {quickAmounts.length > 0 ? (
        <fieldset className={`${ui.fieldset} ${css.wrap}`} aria-label={PAYMENT_TEXT.quickAmounts}>
          {quickAmounts.map((amount) => (
            <button
              key={amount}
              type="button"
              className={buttonClass(current === amount ? 'solid' : 'outline', 'sm')}
              aria-pressed={current === amount}
              onClick={() => onValueChange(String(amount))}
            >
              {formatBaht(amount)}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
