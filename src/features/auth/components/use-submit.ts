import { type FormEvent, useState } from 'react'
import { errorMessage } from '../../../lib/api-errors'

/**
 * The submit of an auth form: validate, send once (a second press while sending does nothing), and on
 * a refusal show the server's Thai message and allow another try. On success `busy` stays on: the
 * form is left (navigation, next step) or replaced.
 */
export function useSubmit<V>(
  form: { submit: () => V | null; setServerError: (message: string | null) => void },
  send: (values: V) => Promise<unknown>,
) {
  const [busy, setBusy] = useState(false)
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const values = form.submit()
    if (!values || busy) return
    setBusy(true)
    try {
      await send(values)
    } catch (error) {
      form.setServerError(errorMessage(error))
      setBusy(false)
    }
  }
  return { busy, onSubmit }
}
