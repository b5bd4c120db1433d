import { readStored, writeStored } from '../lib/storage'

/**
 * Chunk load failure (spec section 8): after a deploy the old chunk names are gone, so the page
 * reloads to fetch the new ones, at most once a minute (a timestamp in session_data) so a real
 * outage shows the error page instead of a reload loop.
 */
export const RELOAD_INTERVAL_MS = 60_000
const KEY = 'chunkReloadAt'
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** Reloads the page unless it already did in the last minute; tells whether it reloads. */
export function reloadForNewChunks(now = Date.now(), reload = () => window.location.reload()): boolean {
  const last = readStored('session', KEY, 0, isNumber)
  if (now - last < RELOAD_INTERVAL_MS) return false
  writeStored('session', KEY, now)
  reload()
  return true
}

let listening = false
/** Vite fires `vite:preloadError` when a dynamic import's dependencies fail to load. */
export function listenForPreloadErrors(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewChunks()) event.preventDefault()
  })
}
