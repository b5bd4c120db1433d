import type { ReactNode } from 'react'
import { AppDialog } from './app-dialog'
import { buttonClass, ui } from './plain'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What happens if the member confirms, said plainly (amounts, accounts, what is lost). */
  children: ReactNode
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
  /** While the confirmed action runs: both buttons wait, the dialog stays. */
  busy?: boolean
  /** A destructive action (giving something up) gets the danger colour. */
  danger?: boolean
}

/**
 * "Are you sure?" before an action a member cannot take back (a withdrawal, giving up a bonus): an
 * alert dialog whose body says what will happen, with cancel first so a stray tap does nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  danger = false,
}: ConfirmDialogProps) {
  return (
    <AppDialog
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      width={400}
      role="alertdialog"
      footer={
        <>
          <button type="button" className={buttonClass('outline')} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={buttonClass('solid', 'md', danger && ui.danger)}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </AppDialog>
  )
}
