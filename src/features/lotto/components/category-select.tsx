import { useId } from 'react'
import css from '../../../components/form/field.module.css'
import { PlainSelect } from '../../../components/form/plain-select'
import { CATEGORY_CODES, type CategoryCode, LOTTO_CATEGORIES } from '../../../contract/lotto-rules'
import { LOTTO_TEXT } from '../texts'

/** A lottery category, or every category. Plain CSS: plain and Chakra pages alike. */
export function CategorySelect({
  value,
  onChange,
  allLabel,
}: {
  value: CategoryCode | null
  onChange: (code: CategoryCode | null) => void
  allLabel: string
}) {
  const id = useId()
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {LOTTO_TEXT.category}
      </label>
      <PlainSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || null) as CategoryCode | null)}
      >
        <option value="">{allLabel}</option>
        {CATEGORY_CODES.map((code) => (
          <option key={code} value={code}>
            {LOTTO_CATEGORIES[code].name}
          </option>
        ))}
      </PlainSelect>
    </div>
  )
}
