import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/plain'
import { LOTTO_TEXT } from '../texts'
import css from './load-failed.module.css'

/** A lottery read that failed: its message, "ลองอีกครั้ง", and any other way out (`children`). */
export function LoadFailed({
  message,
  onRetry,
  children,
}: {
  message: string
  onRetry: () => void
  children?: ReactNode
}) {
  return (
    <div className={css.failed}>
      <p className={css.message}>{message}</p>
      <div className={css.actions}>
        <button type="button" className={buttonClass('solid', 'sm')} onClick={onRetry}>
          {LOTTO_TEXT.retry}
        </button>
        {children}
      </div>
    </div>
  )
}
