import { type ComponentType, lazy } from 'react'
import { trackProgress } from '../lib/progress'
import { reloadForNewChunks } from './chunk-reload'

type PageModule = { default: ComponentType }

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
