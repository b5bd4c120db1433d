import { useEffect, useState } from 'react'
import { ui } from '../ui/plain'
import css from './field.module.css'
import { PlainSelect } from './plain-select'

/** Thai month names, January first. */
const MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
]
/** The Buddhist era is the Common era plus 543. */
const BE = 543

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1)
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()
const pad = (n: number) => String(n).padStart(2, '0')

interface Parts {
  day: string
  month: string
  year: string
}
const partsOf = (value: string | null): Parts => {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null
  return match
    ? { year: match[1], month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' }
}

export interface ThaiDateFieldProps {
  label: string
  /** `YYYY-MM-DD` (Common era, as the API takes it), or null for none. */
  value: string | null
  onChange: (value: string | null) => void
  /** The years offered, Common era, newest first. */
  years: readonly number[]
}

/**
 * A date as a Thai member reads it: day, Thai month and Buddhist-era year, as three native selects
 * (the phone's own wheels; a browser's date input shows its own format and the Common era). The value
 * is whole or null: a date with a part left empty is no date. Plain CSS: any page.
 */
export function ThaiDateField({ label, value, onChange, years }: ThaiDateFieldProps) {
  const [parts, setParts] = useState<Parts>(() => partsOf(value))
  // A value set from outside (cleared filters, the URL) replaces what is on screen.
  useEffect(() => {
    setParts((shown) => {
      const whole = shown.day && shown.month && shown.year
      const current = whole ? `${shown.year}-${pad(Number(shown.month))}-${pad(Number(shown.day))}` : null
      return current === value || (value === null && !whole) ? shown : partsOf(value)
    })
  }, [value])

  const change = (next: Partial<Parts>) => {
    const merged = { ...parts, ...next }
    if (merged.year && merged.month && merged.day) {
      const last = daysIn(Number(merged.year), Number(merged.month))
      if (Number(merged.day) > last) merged.day = String(last)
    }
    setParts(merged)
    const whole = merged.day && merged.month && merged.year
    onChange(whole ? `${merged.year}-${pad(Number(merged.month))}-${pad(Number(merged.day))}` : null)
  }
  const dayCount = parts.year && parts.month ? daysIn(Number(parts.year), Number(parts.month)) : 31

  return (
    <fieldset className={ui.fieldset}>
      <legend className={css.legend}>{label}</legend>
      <div className={css.row}>
        <PlainSelect
          style={{ flex: '1 1 4.5rem' }}
          aria-label={`${label}: วัน`}
          value={parts.day}
          onChange={(e) => change({ day: e.target.value })}
        >
          <option value="">วัน</option>
          {DAYS.slice(0, dayCount).map((day) => (
            <option key={day} value={String(day)}>
              {day}
            </option>
          ))}
        </PlainSelect>
        <PlainSelect
          style={{ flex: '2 1 8rem' }}
          aria-label={`${label}: เดือน`}
          value={parts.month}
          onChange={(e) => change({ month: e.target.value })}
        >
          <option value="">เดือน</option>
          {MONTHS.map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </PlainSelect>
        <PlainSelect
          style={{ flex: '1 1 5.5rem' }}
          aria-label={`${label}: ปี พ.ศ.`}
          value={parts.year}
          onChange={(e) => change({ year: e.target.value })}
        >
          <option value="">ปี พ.ศ.</option>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y + BE}
            </option>
          ))}
        </PlainSelect>
      </div>
    </fieldset>
  )
}

/** This year and the `count - 1` before it (Common era), newest first: a statement's or a result's years. */
export const recentYears = (count: number, now = new Date()): number[] =>
  Array.from({ length: count }, (_, i) => now.getFullYear() - i)
