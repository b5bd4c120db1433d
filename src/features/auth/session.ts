import { setAuthToken } from '../../lib/api-client'
import { isBoolean, readStored, STORAGE_KEYS, writeStored } from '../../lib/storage'
import { isStoredUser, type StoredUser } from './validate'

export const USER_PATH = 'user'
export const LOGGED_IN_PATH = 'local.isLoggedIn'

const storedUser = (): StoredUser | null =>
  readStored<StoredUser | null>('local', USER_PATH, null, isStoredUser)

/**
 * Boot step (main.tsx, before the first render and so before any call): put the stored token back
 * into the api-client. A logged-in flag without a valid token, or a token without the flag, is
 * repaired to "logged out" so the guards and the client agree. Returns whether a member is stored.
 */
export function restoreSession(): boolean {
  const user = storedUser()
  const flag = readStored('local', LOGGED_IN_PATH, false, isBoolean)
  if (!user || !flag) {
    if (user || flag) {
      writeStored('local', USER_PATH, null)
      writeStored('local', LOGGED_IN_PATH, false)
    }
    setAuthToken(null)
    return false
  }
  setAuthToken(user.access_token)
  return true
}

let watching = false
/** Another tab logged in or out: follow its token so this tab's calls match its atoms. */
export function followOtherTabs(): void {
  if (watching || typeof window === 'undefined') return
  watching = true
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.local || event.key === null)
      setAuthToken(storedUser()?.access_token ?? null)
  })
}
