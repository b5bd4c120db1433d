import { ui } from '../../../components/ui/plain'
import { PAYMENT_TEXT } from '../texts'
import css from './deposit.module.css'

/** A promotion the member may take with this deposit (the page maps the promotion list to these). */
export interface PromotionOption {
  id: number
  title: string
  /** The promotion's full terms under its title, one line each (bonus, turnover, cap, expiry...). */
  terms?: readonly string[]
}

function Choice({
  label,
  terms,
  checked,
  onSelect,
}: {
  label: string
  terms?: readonly string[]
  checked: boolean
  onSelect: () => void
}) {
  return (
    <label className={`${ui.radioCard} ${css.choice}${checked ? ` ${ui.chosen}` : ''}`}>
      <input type="radio" name="promotion" checked={checked} onChange={onSelect} />
      <div>
        <p className={ui.text}>{label}</p>
        {terms?.length ? (
          <ul className={css.terms}>
            {terms.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </label>
  )
}

/** The promotion taken with a deposit; "ไม่รับโปรโมชั่น" (null) is always the first choice. */
export function PromotionChoice({
  options,
  value,
  onChange,
}: {
  options: PromotionOption[]
  value: number | null
  onChange: (id: number | null) => void
}) {
  return (
    <fieldset className={ui.fieldset}>
      <legend className={css.legend}>{PAYMENT_TEXT.promotion}</legend>
      <div className={css.stack2}>
        <Choice label={PAYMENT_TEXT.noPromotion} checked={value === null} onSelect={() => onChange(null)} />
        {options.map((p) => (
          <Choice
            key={p.id}
            label={p.title}
            terms={p.terms}
            checked={value === p.id}
            onSelect={() => onChange(p.id)}
          />
        ))}
      </div>
    </fieldset>
  )
}
