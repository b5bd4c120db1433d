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
      /**
       * Sends `payload` through `call` with its key: an answer (success or refusal) ends the action;
       * a lost answer (network error) keeps the key for the retry. Errors are rethrown.
       */
      async send<T>(payload: unknown, call: (key: string) => Promise<T>): Promise<T> {
        const text = JSON.stringify(payload)
        if (pending.current?.payload !== text) pending.current = { payload: text, key: newIdempotencyKey() }
        try {
          const answer = await call(pending.current.key)
          pending.current = null
          return answer
        } catch (error) {
          if (!(error instanceof ApiError && error.code === -1)) pending.current = null
          throw error
        }
      },
    }),
    [],
  )
}
