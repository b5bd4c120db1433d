import { useMemo, useRef } from 'react'
import { ApiError, newIdempotencyKey } from './api-client'

/**
 * One `Idempotency-Key` per member action: sending the same payload again after a lost answer (a
 * retry) reuses the key, so the server moves money at most once; a new payload, or any submit after
 * the server answered, gets a new key.
 */
export function useIdempotencyKey() {
  const pending = useRef<{ payload: string; key: string } | null>(null)
  return useMemo(
    () => ({
      /** The key for submitting `payload` now. */
      keyFor(payload: unknown): string {
        const text = JSON.stringify(payload)
        if (pending.current?.payload !== text) pending.current = { payload: text, key: newIdempotencyKey() }
        return pending.current.key
      },
      /** After a call: an answer (success or refusal) ends the action; a lost answer keeps its key. */
      settle(error?: unknown): void {
        if (!(error instanceof ApiError && error.code === -1)) pending.current = null
      },
    }),
    [],
  )
}
