import { isStoredUser, LOGGED_IN_PATH, type StoredUser, USER_PATH } from '../../lib/session'
import { isBoolean, readStored, writeStored } from '../../lib/storage'

/**
 * Boot step (main.tsx, before the first render and so before any call or atom read): a logged-in
 * flag without a valid token, or a token without the flag, is repaired to "logged out", so the
 * guards and the api-client (which both read `local_data`) agree. Returns whether a member is stored.
 */
export function restoreSession(): boolean {
  const user = readStored<StoredUser | null>('local', USER_PATH, null, isStoredUser)
  const flag = readStored('local', LOGGED_IN_PATH, false, isBoolean)
  if (user && flag) return true
  if (user || flag) {
    writeStored('local', USER_PATH, null)
    writeStored('local', LOGGED_IN_PATH, false)
  }
  return false
}
