import { Button } from '@chakra-ui/react/button'
import { Flex } from '@chakra-ui/react/flex'
import { Stack } from '@chakra-ui/react/stack'
import { TextField } from '../../../components/form/text-field'
import { parseBaht } from '../../../lib/amount'
import { formatBaht } from '../../../lib/format'
import { PAYMENT_TEXT } from '../texts'

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
    <Stack gap="2">
      <TextField
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
        <Flex wrap="wrap" gap="2" role="group" aria-label={PAYMENT_TEXT.quickAmounts}>
          {quickAmounts.map((amount) => (
            <Button
              key={amount}
              size="sm"
              variant={current === amount ? 'solid' : 'outline'}
              aria-pressed={current === amount}
              onClick={() => onValueChange(String(amount))}
            >
              {formatBaht(amount)}
            </Button>
          ))}
        </Flex>
      ) : null}
    </Stack>
  )
}
