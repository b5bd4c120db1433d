import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import css from './field.module.css'

export interface PlainTextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  hint?: ReactNode
}

/**
 * `TextField` in plain CSS (no Chakra runtime, for plain pages; works in Chakra pages too): a labelled
 * input with its Thai error (or hint) below, linked for screen readers.
 */
export function PlainTextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  id,
  ...input
}: PlainTextFieldProps) {
  const auto = useId()
  const inputId = id ?? auto
  const noteId = `${inputId}-note`
  const note = error ?? hint
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className={css.control}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        aria-errormessage={error ? noteId : undefined}
        {...input}
      />
      {note ? (
        <div id={noteId} className={error ? css.error : css.hint} aria-live={error ? 'polite' : undefined}>
          {note}
        </div>
      ) : null}
    </div>
  )
}
