import { useEffect, useState } from 'react'
import { parseBaht } from '../../../lib/amount'
import css from './slip.module.css'

/**
 * A stake in baht: keeps what the member types ("1", "10.5") and reports the amount it stands for
 * (0 while empty or not an amount); an amount changed from outside ("ใช้กับทุกรายการ") shows here.
 * Plain CSS (the slip runs no Chakra code).
 */
export function AmountInput({
  value,
  onValue,
  label,
  size = 'sm',
  width = 6,
}: {
  value: number
  onValue: (amount: number) => void
  label: string
  size?: 'sm' | 'md'
  /** In rem; 'auto': the input's own width (the stake for all lines). */
  width?: number | 'auto'
}) {
  const [text, setText] = useState(value ? String(value) : '')
  useEffect(() => {
    setText((current) => ((parseBaht(current) ?? 0) === value ? current : value ? String(value) : ''))
  }, [value])
  return (
    <input
      className={size === 'md' ? `${css.input} ${css.inputMd}` : css.input}
      style={width === 'auto' ? undefined : { width: `${width}rem` }}
      inputMode="decimal"
      autoComplete="off"
      aria-label={label}
      value={text}
      onChange={(e) => {
        setText(e.target.value)
        onValue(parseBaht(e.target.value) ?? 0)
      }}
    />
  )
}
