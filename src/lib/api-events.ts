/**
 * The API client reports HTTP 400 and 401 here; the app layer listens and navigates / toasts.
 * Keeps `window.location` and toasts out of every api.ts (conventions.md).
 */
export type ApiArea =
  | 'account'
  | 'lotto'
  | 'game'
  | 'agent'
  | 'payment'
  | 'poll'
  | 'affiliate'
  | 'point'
  | 'other'

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
