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
    /**
     * Starts (or joins) the download; resolves with the module. Once it has, the promise carries
     * its value as React's `use()` reads it (`status`, `value`), so `use(x.load())` does not
     * suspend again for a module already here.
     */
    load(): Promise<M> {
      if (!loading) {
        const promise: Promise<M> & { status?: 'fulfilled'; value?: M } = importer().then((m) => {
          loaded = m
          Object.assign(promise, { status: 'fulfilled', value: m })
          for (const listener of listeners) listener()
          return m
        })
        loading = promise
      }
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
