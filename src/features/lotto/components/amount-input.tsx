import { Input } from '@chakra-ui/react/input'
import { useEffect, useState } from 'react'
import { parseBaht } from '../../../lib/amount'

/**
 * A stake in baht: keeps what the member types ("1", "10.5") and reports the amount it stands for
 * (0 while empty or not an amount); an amount changed from outside ("ใช้กับทุกรายการ") shows here.
 */
export function AmountInput({
  value,
  onValue,
  label,
  size = 'sm',
  width = '24',
}: {
  value: number
  onValue: (amount: number) => void
  label: string
  size?: 'sm' | 'md'
  width?: string
}) {
  const [text, setText] = useState(value ? String(value) : '')
  useEffect(() => {
    setText((current) => ((parseBaht(current) ?? 0) === value ? current : value ? String(value) : ''))
  }, [value])
  return (
    <Input
      size={size}
      w={width}
      textAlign="right"
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
