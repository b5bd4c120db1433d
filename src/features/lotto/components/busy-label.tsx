import type { ReactNode } from 'react'
import css from './slip.module.css'

/**
 * A button's label while it waits (Chakra's `loading` + `loadingText`): a spinner and what it is
 * doing; the button itself is disabled by its owner.
 */
export function BusyLabel({ busy, text, children }: { busy: boolean; text: string; children: ReactNode }) {
  if (!busy) return children
  return (
    <>
      <span className={css.spinner} aria-hidden="true" />
      {text}
    </>
  )
}
