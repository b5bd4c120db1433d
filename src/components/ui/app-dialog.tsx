import { type ReactNode, useEffect, useId, useRef } from 'react'
import css from './app-dialog.module.css'
import { CloseIcon } from './icons'
import { buttonClass, ui } from './plain'

export interface AppDialogProps {
  open: boolean
  onClose: () => void
  title: string
  /** Max width in px (the spec fixes menu 480, notification 400, event 800). */
  width: number
  children: ReactNode
  footer?: ReactNode
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog'
  /** Name of the top-right close button (screen readers). */
  closeLabel?: string
}

/**
 * A centred modal dialog with a title, a close button, a body and an optional footer, built on the
 * native `<dialog>` (top layer, focus moved in and restored, Escape, inert page behind): no script
 * library, so dialogs cost almost nothing to load. Rendered only while open; Escape and a click on
 * the backdrop call `onClose`.
 */
export function AppDialog({
  open,
  onClose,
  title,
  width,
  children,
  footer,
  role = 'dialog',
  closeLabel = 'ปิดหน้าต่าง',
}: AppDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    // Focus goes back where it was when the dialog leaves (closed, or removed with its owner).
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) dialog.showModal()
    return () => {
      if (dialog.open) dialog.close()
      previous?.focus()
    }
  }, [open])
  if (!open) return null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboards close with Escape (onCancel)
    <dialog
      ref={ref}
      className={css.dialog}
      style={{ maxWidth: width }}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className={css.content}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        <div className={css.body}>{children}</div>
        {footer ? <div className={css.footer}>{footer}</div> : null}
        <button
          type="button"
          className={buttonClass('ghost', 'sm', ui.square, css.close)}
          aria-label={closeLabel}
          onClick={onClose}
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </dialog>
  )
}
