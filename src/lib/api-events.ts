import type { ApiArea } from '../contract/endpoint'

/**
 * The API client reports HTTP 400 and 401 here; the app layer listens and navigates / toasts.
 * Keeps `window.location` and toasts out of every api.ts (docs/api-conventions.md: 4xx handled centrally). The error-catalogue
 * area comes from each endpoint's definition (contract/endpoint.ts).
 */
export type { ApiArea }

export type ApiEvent =
  | { type: 'bad-request'; path: string }
  | { type: 'unauthorized'; path: string; area: ApiArea }

type Listener = (event: ApiEvent) => void
const listeners = new Set<Listener>()

export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitApiEvent(event: ApiEvent): void {
  for (const listener of listeners) listener(event)
}
