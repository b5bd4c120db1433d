import { useState } from 'react'

export type FormValues = Record<string, string | boolean>
export type FormErrors<V extends FormValues> = Partial<Record<keyof V, string>>

/**
 * Small form state: values, per-field Thai error messages from one `validate` function, shown once
 * a field was left (blur) or after the first submit; `serverError` holds a refusal's message.
 */
export function useForm<V extends FormValues>(initial: V, validate: (values: V) => FormErrors<V>) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [extra, setExtra] = useState<FormErrors<V>>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const errors = validate(values)

  return {
    values,
    serverError,
    setServerError,
    /** The message to show under a field now (or undefined). */
    errorOf: (name: keyof V): string | undefined =>
      submitted || touched[name] ? (errors[name] ?? extra[name]) : extra[name],
    set: <K extends keyof V>(name: K, value: V[K]) => {
      setValues((prev) => ({ ...prev, [name]: value }))
      setExtra((prev) => ({ ...prev, [name]: undefined }))
      setServerError(null)
    },
    blur: (name: keyof V) => setTouched((prev) => ({ ...prev, [name]: true })),
    /** An error found outside `validate` (e.g. a check_account answer), cleared when the field changes. */
    setFieldError: (name: keyof V, message: string | undefined) =>
      setExtra((prev) => ({ ...prev, [name]: message })),
    /** Marks every field for display; returns the values when valid, otherwise null. */
    submit: (): V | null => {
      setSubmitted(true)
      const invalid = [...Object.values(errors), ...Object.values(extra)].some(Boolean)
      return invalid ? null : values
    },
    reset: () => {
      setValues(initial)
      setTouched({})
      setSubmitted(false)
      setExtra({})
      setServerError(null)
    },
  }
}
