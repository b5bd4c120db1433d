import { useId } from 'react'
import fieldCss from '../../../components/form/field.module.css'
import { PlainSelect } from '../../../components/form/plain-select'
import { recentYears, ThaiDateField } from '../../../components/form/thai-date-field'
import { buttonClass, ui } from '../../../components/ui/plain'
import { STATEMENT_TYPES } from '../../../contract/ledger'
import { formatDate } from '../../../lib/thai-date'
import { STATEMENT_TEXT, STATEMENT_TYPE_LABELS } from '../texts'
import type { StatementFilters as Filters } from '../use-statement-search'
import css from './statement.module.css'

/** A calendar day of Asia/Bangkok (YYYY-MM-DD) in the Buddhist era, e.g. `1 พ.ย. 2569`. */
const bangkokDay = (day: string) => formatDate(`${day}T00:00:00+07:00`)

/** The years a statement filter offers (Buddhist era on screen). */
const YEARS = recentYears(3)

/** Type and date range of the statement; changes go to the URL through `onChange`. */
export function StatementFilters({
  filters,
  onChange,
}: {
  filters: Filters
  onChange: (next: Partial<Filters>) => void
}) {
  const typeId = useId()
  const range = STATEMENT_TEXT.range(
    filters.from ? bangkokDay(filters.from) : null,
    filters.to ? bangkokDay(filters.to) : null,
  )
  return (
    <div className={css.stack2}>
      <div className={css.filters}>
        <div className={fieldCss.field}>
          <label className={fieldCss.label} htmlFor={typeId}>
            {STATEMENT_TEXT.type}
          </label>
          <PlainSelect
            id={typeId}
            value={filters.type ?? ''}
            onChange={(e) => onChange({ type: e.target.value || null })}
          >
            <option value="">{STATEMENT_TEXT.allTypes}</option>
            {STATEMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {STATEMENT_TYPE_LABELS[t]}
              </option>
            ))}
          </PlainSelect>
        </div>
        <ThaiDateField
          label={STATEMENT_TEXT.from}
          value={filters.from ?? null}
          years={YEARS}
          onChange={(from) => onChange({ from })}
        />
        <ThaiDateField
          label={STATEMENT_TEXT.to}
          value={filters.to ?? null}
          years={YEARS}
          onChange={(to) => onChange({ to })}
        />
      </div>
      {range || filters.type ? (
        <div className={css.row}>
          <p className={ui.smallMuted} data-testid="statement-range">
            {range}
          </p>
          <button
            type="button"
            className={buttonClass('ghost', 'xs')}
            onClick={() => onChange({ type: null, from: null, to: null })}
          >
            {STATEMENT_TEXT.clear}
          </button>
        </div>
      ) : null}
    </div>
  )
}
