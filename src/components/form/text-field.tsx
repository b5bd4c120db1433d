import { Field } from '@chakra-ui/react/field'
import { Input, type InputProps } from '@chakra-ui/react/input'
import type { ReactNode } from 'react'

export interface TextFieldProps extends Omit<InputProps, 'onChange' | 'value'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  hint?: ReactNode
}

/** A labelled input with its Thai error (or hint) below, linked for screen readers. */
export function TextField({ label, value, onValueChange, error, hint, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input value={value} onChange={(e) => onValueChange(e.target.value)} {...input} />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : hint ? (
        <Field.HelperText>{hint}</Field.HelperText>
      ) : null}
    </Field.Root>
  )
}
