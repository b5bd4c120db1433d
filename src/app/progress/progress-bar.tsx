import { useSyncExternalStore } from 'react'
import { DURATION_MS, getProgressPhase, subscribeProgress } from './progress-store'

const WIDTH = { idle: '0%', running: '90%', done: '100%', failed: '100%' } as const

/** The top progress bar; plain styles so it costs nothing on the first screen. */
export function ProgressBar() {
  const phase = useSyncExternalStore(subscribeProgress, getProgressPhase, getProgressPhase)
  return (
    <div
      role="progressbar"
      aria-label="กำลังโหลด"
      aria-hidden={phase === 'idle'}
      aria-busy={phase === 'running'}
      data-phase={phase}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        zIndex: 2000,
        pointerEvents: 'none',
        width: WIDTH[phase],
        opacity: phase === 'idle' ? 0 : 1,
        background: phase === 'failed' ? '#ef4444' : '#e2bd55',
        transition:
          phase === 'running'
            ? `width ${DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
            : phase === 'idle'
              ? 'opacity 300ms'
              : 'width 200ms ease-out',
      }}
    />
  )
}
