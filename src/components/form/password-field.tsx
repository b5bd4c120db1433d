import { Button } from '@chakra-ui/react/button'
import { Field } from '@chakra-ui/react/field'
import { Input, type InputProps } from '@chakra-ui/react/input'
import { InputGroup } from '@chakra-ui/react/input-group'
import { useState } from 'react'

export interface PasswordFieldProps extends Omit<InputProps, 'onChange' | 'value' | 'type'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  hint?: string
}

/** A password input with a show/hide toggle and its Thai error below. */
export function PasswordField({ label, value, onValueChange, error, hint, ...input }: PasswordFieldProps) {
  const [shown, setShown] = useState(false)
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <Button
            size="xs"
            variant="ghost"
            aria-pressed={shown}
            // Named by its visible text alone (a spoken name that differs from the shown one fails
            // WCAG 2.5.3), and not after the field: getByLabel(field) must find only the input.
            onClick={() => setShown((s) => !s)}
          >
            {shown ? 'ซ่อนรหัส' : 'แสดงรหัส'}
          </Button>
        }
      >
        <Input
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          {...input}
        />
      </InputGroup>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
