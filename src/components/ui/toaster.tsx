import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

export interface ToastOptions {
  title: string
  description?: string
  type?: 'success' | 'error' | 'info'
  /** Milliseconds (the spec uses 1 s and 3 s). */
  duration?: number
}

interface ToasterModule {
  show: (options: ToastOptions) => void
  ToasterView: ComponentType
}

/**
 * `showToast` is callable from anywhere; the Chakra toaster (store and view) is only downloaded
 * on the first toast, so it never weighs on the first screen.
 */
let loaded: ToasterModule | null = null
let loading: Promise<ToasterModule> | null = null
const listeners = new Set<(m: ToasterModule) => void>()

function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster-view').then((m) => {
    loaded = m
    for (const listener of listeners) listener(m)
    return m
  })
  return loading
}

export function showToast(options: ToastOptions): void {
  if (loaded) loaded.show(options)
  else
    void loadToaster()
      .then((m) => m.show(options))
      .catch((error: unknown) => console.error('toaster failed to load:', error))
}

/**
 * Mount once (the app provider): renders the toasts once the toaster was needed, inside `scope`
 * (the app's Chakra scope: the toaster is a Chakra component).
 */
export function Toaster({ scope: Scope }: { scope: ComponentType<{ children: ReactNode }> }) {
  const [mod, setMod] = useState<ToasterModule | null>(loaded)
  useEffect(() => {
    if (loaded) setMod(loaded)
    listeners.add(setMod)
    return () => {
      listeners.delete(setMod)
    }
  }, [])
  if (!mod) return null
  const View = mod.ToasterView
  return (
    <Scope>
      <View />
    </Scope>
  )
}
