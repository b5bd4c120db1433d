import { Portal } from '@chakra-ui/react/portal'
import { createToaster, Toast, Toaster } from '@chakra-ui/react/toast'
import { CloseIcon } from './icons'
import type { ToastOptions } from './toast-options'

const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 })

export function show({ title, description, type = 'info', duration = 3000 }: ToastOptions): void {
  toaster.create({ title, description, type, duration })
}

/** The Chakra toaster, loaded with the first toast. */
export function ToasterView() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} role={toast.type === 'error' ? 'alert' : 'status'}>
            <div>
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </div>
            <Toast.CloseTrigger aria-label="ปิดข้อความ">
              <CloseIcon size={16} />
            </Toast.CloseTrigger>
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
