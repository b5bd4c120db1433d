import { useSyncExternalStore } from 'react'

/**
 * A module downloaded on first need (a dynamic import), loaded once; components can render it as
 * soon as anyone has loaded it: `const toaster = onDemand(() => import('./toaster-view'))`,
 * `toaster.load()`, and in a component `const mod = toaster.useLoaded()` (null until then).
 */
export function onDemand<M>(importer: () => Promise<M>) {
  let loaded: M | null = null
  let loading: Promise<M> | null = null
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    /** Starts (or joins) the download; resolves with the module. */
    load(): Promise<M> {
      loading ??= importer().then((m) => {
        loaded = m
        for (const listener of listeners) listener()
        return m
      })
      return loading
    },
    /** The module if it was loaded already, else null. */
    current: (): M | null => loaded,
    /** Re-renders the component when the module arrives. */
    useLoaded: (): M | null =>
      useSyncExternalStore(
        subscribe,
        () => loaded,
        () => loaded,
      ),
  }
}
