import { useSyncExternalStore } from 'react'
import { DURATION_MS, getProgressPhase, subscribeProgress } from '../../lib/progress'

// Scaled, not resized: a transform animates on the compositor, while animating `width` would lay
// the page out on every frame of the 5 s run (main-thread work on a slow phone).
const SCALE = { idle: 0, running: 0.9, done: 1, failed: 1 } as const

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
        width: '100%',
        transform: `scaleX(${SCALE[phase]})`,
        transformOrigin: 'left',
        opacity: phase === 'idle' ? 0 : 1,
        background: phase === 'failed' ? '#ef4444' : '#e2bd55',
        transition:
          phase === 'running'
            ? `transform ${DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
            : phase === 'idle'
              ? 'opacity 300ms'
              : 'transform 200ms ease-out',
      }}
    />
  )
}
