import { atom } from 'jotai'
import type { LiveEvent } from '../contract/live'

/**
 * Live updates (GET /api/live, server-sent events) as the rest of the site sees them: typed events
 * and whether the stream is open. The stream client itself (`live.ts`) is downloaded after the
 * first paint, only for a logged-in member (`liveConnectionAtom`). An event is shaped like its frame
 * (`contract/live.ts` LiveEvent): `type` = the SSE event name, `data` = its JSON.
 */
type Listener = (event: LiveEvent) => void
const listeners = new Set<Listener>()

/** Subscribes to live events; returns the unsubscribe function. */
export function onLive(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function emitLive(event: LiveEvent): void {
  for (const listener of listeners) listener(event)
}

const liveStatusAtom = atom<'closed' | 'open'>('closed')

/**
 * Whether live updates arrive now. Pages that wait (a pending order, a waiting withdrawal) poll only
 * while this is false: a server without /api/live, or a dropped stream until it is back.
 */
export const liveConnectedAtom = atom((get) => get(liveStatusAtom) === 'open')

/**
 * Mounted (by the app, for a logged-in member only) = the stream is open or reconnecting; unmounted
 * (logout) = closed. The client reads the token from the session when it connects.
 */
export const liveConnectionAtom = atom(
  (get) => get(liveStatusAtom),
  (_get, set, status: 'closed' | 'open') => set(liveStatusAtom, status),
)
liveConnectionAtom.onMount = (setStatus) => {
  let close: (() => void) | undefined
  let stopped = false
  void import('./live').then(({ connectLive }) => {
    if (stopped) return
    close = connectLive({ onEvent: emitLive, onStatus: (open) => setStatus(open ? 'open' : 'closed') })
  })
  return () => {
    stopped = true
    close?.()
    setStatus('closed')
  }
}
