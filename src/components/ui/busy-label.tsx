import type { ReactNode } from 'react'
import { ui } from './plain'

/**
 * A plain button's label while it waits (Chakra's `loading`): with `text`, a spinner and what it is
 * doing (`loadingText`); without, the spinner over the label, which keeps its room so the button does
 * not change size. The button itself is disabled (and `aria-busy`) by its owner.
 */
export function BusyLabel({ busy, text, children }: { busy: boolean; text?: string; children: ReactNode }) {
  if (!busy) return children
  if (text === undefined) {
    return (
      <span className={ui.busyOver}>
        <span className={ui.spinner} aria-hidden="true" />
        <span className={ui.busyHidden}>{children}</span>
      </span>
    )
  }
  return (
    <>
      <span className={ui.spinner} aria-hidden="true" />
      {text}
    </>
  )
}
