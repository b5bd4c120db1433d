import { type ComponentType, createElement, lazy } from 'react'
import { onDemand } from '../lib/on-demand'
import { trackProgress } from '../lib/progress'
import { reloadForNewChunks } from './chunk-reload'

/** The loaders of the pages and layouts beyond the first screen (loaders.ts): one chunk, loaded once. */
export const loaders = onDemand(() => import('./loaders'))

/** A component whose chunk loads on first render, or before it with `preload()`. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the chunk; once it has, the component renders it at once (no Suspense fallback). */
  preload(): Promise<void>
}

/**
 * A lazily loaded component that renders its module directly once the module has loaded. React's
 * `lazy` suspends on a component's first render even when its chunk is already here, and React
 * shows a Suspense boundary's content no sooner than 300 ms after its fallback: a first page whose
 * chunks were preloaded (router.tsx, `preloadFirstPage`) commits with the first render instead.
 */
export function preloadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null
  const take = () =>
    load().then((module) => {
      loaded = module.default
      return module
    })
  const Lazy = lazy(take) as ComponentType<P>
  const Component = (props: P) => createElement(loaded ?? Lazy, props)
  return Object.assign(Component, { preload: () => take().then(() => {}) })
}

type PageModule = { default: ComponentType }

/**
 * A lazily loaded page: the progress bar shows while its chunk loads, and a failed load reloads
 * the page (once a minute at most) or reaches the error boundary.
 */
export function lazyPage(load: () => Promise<PageModule>): Preloadable<object> {
  return preloadable(() =>
    trackProgress(
      load().catch((error: unknown) => {
        // While the page reloads, keep the current screen instead of flashing the error page.
        if (reloadForNewChunks()) return new Promise<PageModule>(() => {})
        throw error
      }),
    ),
  )
}
