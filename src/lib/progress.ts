/**
 * Navigation progress (spec section 2): the bar at the top (`app/progress/progress-bar.tsx`) while a
 * navigation waits: a page's chunk (`app/lazy-page.ts`, the Chakra scope, the lazy overlays) or a
 * page's first data (`lib/query.ts`). It appears only when a load takes longer than THROTTLE_MS,
 * creeps towards the end over DURATION_MS, and turns red when a load fails. In `lib/` so the
 * queries can report to it; the bar itself is the app's.
 */
export const THROTTLE_MS = 200
export const DURATION_MS = 5000
/** How long the full (or red) bar stays before it hides. */
export const FINISH_MS = 400

export type ProgressPhase = 'idle' | 'running' | 'done' | 'failed'

let phase: ProgressPhase = 'idle'
let pending = 0
let showTimer: ReturnType<typeof setTimeout> | undefined
let hideTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function setPhase(next: ProgressPhase) {
  if (phase === next) return
  phase = next
  for (const listener of listeners) listener()
}

export const getProgressPhase = (): ProgressPhase => phase
export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function start() {
  pending += 1
  clearTimeout(hideTimer)
  if (phase === 'running' || showTimer) return
  showTimer = setTimeout(() => {
    showTimer = undefined
    if (pending > 0) setPhase('running')
  }, THROTTLE_MS)
}

function finish(failed: boolean) {
  pending = Math.max(0, pending - 1)
  if (pending > 0 && !failed) return
  clearTimeout(showTimer)
  showTimer = undefined
  // A quick load never showed the bar: nothing to finish. A failure always shows red.
  if (phase !== 'running' && !failed) return
  setPhase(failed ? 'failed' : 'done')
  clearTimeout(hideTimer)
  hideTimer = setTimeout(() => setPhase('idle'), failed ? FINISH_MS * 4 : FINISH_MS)
}

/** Shows the bar while `promise` runs (after the throttle) and red if it rejects. */
export function trackProgress<T>(promise: Promise<T>): Promise<T> {
  start()
  promise.then(
    () => finish(false),
    () => finish(true),
  )
  return promise
}

/** Tests: back to the initial state. */
export function resetProgress(): void {
  clearTimeout(showTimer)
  clearTimeout(hideTimer)
  showTimer = undefined
  pending = 0
  setPhase('idle')
}
