import { atom } from 'jotai'
import type { PaymentOrderStatus } from '../contract/payment'
import type { WithdrawStatus } from '../contract/withdraw'
import type { YeekeeShot } from '../contract/yeekee'

/**
 * Live updates (GET /api/live, server-sent events) as the rest of the site sees them: typed events
 * and whether the stream is open. The stream client itself (`live.ts`) is downloaded after the
 * first paint, only for a logged-in member (`liveConnectionAtom`). An event is shaped like its frame:
 * `type` = the SSE event name, `data` = its JSON.
 */
export type LiveEvent =
  /** Sent first on every (re)connection: what was missed meanwhile must be asked again. */
  | { type: 'ready'; data: Record<string, never> }
  /** A wallet balance of this member changed. */
  | { type: 'balance'; data: Record<string, never> }
  | { type: 'payment'; data: { order_id: number; status: PaymentOrderStatus; credited_amount: number } }
  | { type: 'withdraw'; data: { id: number; status: WithdrawStatus } }
  /** New shots of a Yeekee round (sent to every stream), with the round's running count, sum and shooters. */
  | {
      type: 'yeekee'
      data: {
        round_id: number
        shots: YeekeeShot[]
        shot_count: number
        shot_sum: string
        shooter_count: number
      }
    }

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
