import { Field } from '@chakra-ui/react/field'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { BANKS } from '../../contract/banks'

interface BankSelectProps {
  label?: string
  value: string
  onValueChange: (code: string) => void
  onBlur?: () => void
  error?: string
}

/** The Thai banks members may register (src/contract/banks.ts), as a native select (small, mobile-friendly). */
export function BankSelect({ label = 'ธนาคาร', value, onValueChange, onBlur, error }: BankSelectProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onValueChange(e.target.value)} onBlur={onBlur}>
          <option value="">เลือกธนาคาร</option>
          {BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name} ({bank.short})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
