import { type ComponentType, lazy } from 'react'
import { onDemand } from '../lib/on-demand'
import { trackProgress } from '../lib/progress'
import { reloadForNewChunks } from './chunk-reload'

type PageModule = { default: ComponentType }

/** The loaders of the pages and layouts beyond the first screen (loaders.ts): one chunk, loaded once. */
export const loaders = onDemand(() => import('./loaders'))

/**
 * A lazily loaded page: the progress bar shows while its chunk loads, and a failed load reloads
 * the page (once a minute at most) or reaches the error boundary.
 */
export function lazyPage(load: () => Promise<PageModule>) {
  return lazy(() =>
    trackProgress(
      load().catch((error: unknown) => {
        // While the page reloads, keep the current screen instead of flashing the error page.
        if (reloadForNewChunks()) return new Promise<PageModule>(() => {})
        throw error
      }),
    ),
  )
}
