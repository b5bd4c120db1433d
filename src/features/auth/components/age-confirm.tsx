import { Checkbox } from '@chakra-ui/react/checkbox'
import { Field } from '@chakra-ui/react/field'
import { AUTH_TEXT } from '../texts'

/** The required 20+ age confirmation of registration (responsible play; docs/product.md). */
export function AgeConfirm({
  checked,
  onChange,
  error,
}: {
  checked: boolean
  onChange: (v: boolean) => void
  error?: string
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        checked={checked}
        onCheckedChange={(d) => onChange(d.checked === true)}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput name="accept_age" />
        <Checkbox.Control />
        <Checkbox.Label>{AUTH_TEXT.acceptAge}</Checkbox.Label>
      </Checkbox.Root>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  )
}
