import { Button } from '@chakra-ui/react/button'
import { Dialog } from '@chakra-ui/react/dialog'
import { Portal } from '@chakra-ui/react/portal'
import type { ReactNode } from 'react'
import { CloseIcon } from './icons'

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

/** A centred dialog with a title, a close button, a body and an optional footer. */
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
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => (e.open ? undefined : onClose())}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={`${width}px`}>
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer ? <Dialog.Footer>{footer}</Dialog.Footer> : null}
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" size="sm" px="0" aria-label={closeLabel}>
                <CloseIcon size={18} />
              </Button>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
