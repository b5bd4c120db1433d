/**
 * Runs `work` once the browser is idle after the first screen (at the latest after `timeoutMs`), so
 * it never competes with the first paint; returns the cancel. Without requestIdleCallback (Safari):
 * on the next task.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, 0)
    return () => clearTimeout(timer)
  }
  const id = requestIdleCallback(() => work(), { timeout: timeoutMs })
  return () => cancelIdleCallback(id)
}
