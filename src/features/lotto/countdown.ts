import { useSyncExternalStore } from 'react'

/**
 * Time left until a round closes, as the lobby and the slip show it: `HH:MM:SS`, with the days in
 * front when more than one day is left (`2 วัน 03:04:05`). Never negative.
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const days = Math.floor(total / 86_400)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  return days > 0 ? `${days} วัน ${clock}` : clock
}

/** Milliseconds until `closeAt` (ISO) from `now`; 0 once it passed. */
export const msUntil = (closeAt: string, now: number): number => Math.max(0, Date.parse(closeAt) - now)

/** A round still takes bills: the server says open and its close time has not passed on this clock. */
export const takesBills = (round: { status: string; close_at: string }, now: number): boolean =>
  round.status === 'open' && msUntil(round.close_at, now) > 0

// One shared one-second ticker for every countdown on screen (not one interval per round).
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let current = Date.now()

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (!timer) {
    current = Date.now()
    timer = setInterval(() => {
      current = Date.now()
      for (const l of listeners) l()
    }, 1000)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && timer) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

/** The current time, re-rendering every second while mounted. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}

/**
 * What `read` makes of the current time, re-rendering only when that changes (a string, a number or
 * a boolean compared with `Object.is`): a card that only needs to know whether its round still takes
 * bills re-renders once at the close, not every second.
 */
export function useClock<T extends string | number | boolean>(read: (now: number) => T): T {
  const value = () => read(snapshot())
  return useSyncExternalStore(subscribe, value, value)
}

function snapshot(): number {
  // Stable between two reads of one render (React compares them), fresh when nothing ticks yet.
  if (!timer && Date.now() - current >= 1000) current = Date.now()
  return current
}
