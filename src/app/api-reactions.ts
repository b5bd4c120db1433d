import { useSetAtom } from 'jotai'
import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { showToast } from '../components/ui/toaster'
import { PATHS } from '../config/paths'
import { clearUserAtom } from '../features/auth/atoms'
import { type ApiArea, onApiEvent } from '../lib/api-events'
import { TEXT } from './texts'

/**
 * The app's answers to HTTP 400 and 401 from any call (spec section 8). The rest of the error
 * catalogue (game alert, 3 s toasts, quietly/logAndRethrow...) is in `lib/api-errors.ts`, where
 * features can reach it.
 */
export const SESSION_EXPIRED = TEXT.sessionExpired
/** Areas whose 401 also shows the session-expired toast ("most account and lotto calls"). */
const SESSION_TOAST_AREAS: ReadonlySet<ApiArea> = new Set<ApiArea>(['account', 'lotto'])
/** Several calls of one screen fail together on an expired session: one toast is enough. */
const TOAST_DEDUPE_MS = 3000

/** Mount once, inside the router (SHELL's provider). */
export function useApiReactions(): void {
  const [location, navigate] = useLocation()
  const clearUser = useSetAtom(clearUserAtom)
  const latest = useRef({ location, navigate, clearUser })
  latest.current = { location, navigate, clearUser }
  const lastToastAt = useRef(0)

  useEffect(
    () =>
      onApiEvent((event) => {
        const { location: here, navigate: go, clearUser: clear } = latest.current
        if (event.type === 'bad-request') {
          go(`~${PATHS.home}`)
          return
        }
        clear()
        if (SESSION_TOAST_AREAS.has(event.area) && Date.now() - lastToastAt.current > TOAST_DEDUPE_MS) {
          lastToastAt.current = Date.now()
          showToast({ title: SESSION_EXPIRED, type: 'error', duration: TOAST_DEDUPE_MS })
        }
        if (here !== PATHS.login) go(`~${PATHS.login}`)
      }),
    [],
  )
}
