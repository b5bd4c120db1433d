import { useEffect, useState } from 'react'

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000))

/** Whole seconds until `expiresAt` (ISO time), updated every second; 0 once passed. */
export function useCountdown(expiresAt: string | null): number {
  const until = expiresAt ? Date.parse(expiresAt) : Number.NaN
  const [left, setLeft] = useState(() => (Number.isNaN(until) ? 0 : secondsLeft(until)))
  useEffect(() => {
    if (Number.isNaN(until)) {
      setLeft(0)
      return
    }
    setLeft(secondsLeft(until))
    const timer = setInterval(() => {
      const next = secondsLeft(until)
      setLeft(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return left
}

/** `mm:ss` of a number of seconds (e.g. 14:59). */
export const formatMinutes = (seconds: number): string =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`
