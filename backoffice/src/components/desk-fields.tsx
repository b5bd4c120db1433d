import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react'

/**
 * The desks' form fields: a label over one input, the value kept as the text typed (numbers are read
 * when the form is sent, so a blank stays blank and the server's Thai refusal names a bad amount).
 */
interface TextProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  hint?: string
  required?: boolean
  disabled?: boolean
  type?: 'text' | 'number' | 'datetime-local' | 'color'
  step?: string
  multiline?: boolean
}

export function TextField({
  label,
  name,
  value,
  onChange,
  hint,
  required,
  disabled,
  type,
  step,
  multiline,
}: TextProps) {
  return (
    <Field.Root required={required} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea name={name} value={value} rows={2} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <Input
          name={name}
          type={type ?? 'text'}
          inputMode={type === 'number' ? 'decimal' : undefined}
          step={step}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          p={type === 'color' ? '1' : undefined}
        />
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  )
}

interface SelectProps<V extends string> {
  label: string
  name: string
  value: V
  options: readonly { value: V; label: string }[]
  onChange: (value: V) => void
  disabled?: boolean
  hint?: string
}

export function SelectField<V extends string>({
  label,
  name,
  value,
  options,
  onChange,
  disabled,
  hint,
}: SelectProps<V>) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value as V)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  )
}

export function CheckField({
  label,
  name,
  checked,
  onChange,
}: {
  label: string
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <Checkbox.Root
      name={name}
      checked={checked}
      onCheckedChange={(e) => onChange(e.checked === true)}
      alignSelf="end"
      pb="2"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  )
}

/** What a marketing item's form may end with (`ItemFields`). */
interface ItemValues {
  sort?: string
  image?: string
  description: string
  enabled?: boolean
}

/**
 * The fields a marketing item's form ends with, those its form has: ลำดับการแสดง, รูปภาพ (URL),
 * รายละเอียด, and the on/off check when the page names it (`enabledLabel`: เปิดให้ทำ, เปิดให้แลก).
 */
export function ItemFields({
  value,
  onChange,
  enabledLabel,
}: {
  value: ItemValues
  onChange: (change: Partial<ItemValues>) => void
  enabledLabel?: string
}) {
  return (
    <>
      {value.sort !== undefined && (
        <TextField
          label="ลำดับการแสดง"
          name="sort"
          type="number"
          value={value.sort}
          onChange={(sort) => onChange({ sort })}
        />
      )}
      {value.image !== undefined && (
        <TextField
          label="รูปภาพ (URL)"
          name="image"
          value={value.image}
          onChange={(image) => onChange({ image })}
        />
      )}
      <TextField
        label="รายละเอียด"
        name="description"
        multiline
        value={value.description}
        onChange={(description) => onChange({ description })}
      />
      {enabledLabel && value.enabled !== undefined && (
        <CheckField
          label={enabledLabel}
          name="enabled"
          checked={value.enabled}
          onChange={(enabled) => onChange({ enabled })}
        />
      )}
    </>
  )
}

/** A typed number, or NaN for a blank or anything else (see `firstMissing`). */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text))

/**
 * The Thai message for the first of `[label, value]` that is not a number, or null: checked before
 * sending (a blank would reach the server as a malformed body); whether the number is allowed is the
 * server's rule and its refusal.
 */
export function firstMissing(fields: readonly [string, number][]): string | null {
  const bad = fields.find(([, value]) => !Number.isFinite(value))
  return bad ? `กรุณากรอก${bad[0]}เป็นตัวเลข` : null
}
/** A typed whole number or null for a blank (stock, limits: blank = no limit). */
export const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text))
