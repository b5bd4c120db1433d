import { Field } from '@chakra-ui/react/field'
import { NativeSelect } from '@chakra-ui/react/native-select'
import { CATEGORY_CODES, type CategoryCode, LOTTO_CATEGORIES } from '../../../contract/lotto-rules'
import { LOTTO_TEXT } from '../texts'

/** A lottery category, or every category. */
export function CategorySelect({
  value,
  onChange,
  allLabel,
}: {
  value: CategoryCode | null
  onChange: (code: CategoryCode | null) => void
  allLabel: string
}) {
  return (
    <Field.Root>
      <Field.Label>{LOTTO_TEXT.category}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value ?? ''}
          onChange={(e) => onChange((e.target.value || null) as CategoryCode | null)}
        >
          <option value="">{allLabel}</option>
          {CATEGORY_CODES.map((code) => (
            <option key={code} value={code}>
              {LOTTO_CATEGORIES[code].name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
