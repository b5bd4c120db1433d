import css from './field.module.css'

/** A refusal from the server (its Thai message), announced to screen readers. Plain CSS: any page. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <div role="alert" className={css.alert}>
      {message}
    </div>
  )
}
