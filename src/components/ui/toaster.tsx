import type { ComponentType, ReactNode } from 'react'
import { onDemand } from '../../lib/on-demand'
import type { ToastOptions } from './toast-options'

interface ToasterModule {
  show: (options: ToastOptions) => void
  ToasterView: ComponentType
}

/**
 * `showToast` is callable from anywhere; the Chakra toaster (store and view) is only downloaded
 * on the first toast, so it never weighs on the first screen.
 */
const toaster = onDemand<ToasterModule>(() => import('./toaster-view'))

export function showToast(options: ToastOptions): void {
  const loaded = toaster.current()
  if (loaded) loaded.show(options)
  else
    void toaster
      .load()
      .then((m) => m.show(options))
      .catch((error: unknown) => console.error('toaster failed to load:', error))
}

/**
 * Mount once (the app provider): renders the toasts once the toaster was needed, inside `scope`
 * (the app's Chakra scope: the toaster is a Chakra component).
 */
export function Toaster({ scope: Scope }: { scope: ComponentType<{ children: ReactNode }> }) {
  const mod = toaster.useLoaded()
  if (!mod) return null
  const View = mod.ToasterView
  return (
    <Scope>
      <View />
    </Scope>
  )
}
