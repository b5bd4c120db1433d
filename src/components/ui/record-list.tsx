import type { ReactNode } from 'react'
import { ui } from './plain'
import css from './record-list.module.css'

/** A labelled list of bordered records (withdrawals, statement entries, coupons, promotions). */
export function RecordList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={css.list} aria-label={label}>
      {children}
    </ul>
  )
}

/** One record of a `RecordList`. */
export function RecordItem({ children }: { children: ReactNode }) {
  return <li className={ui.box}>{children}</li>
}
