import { atom } from 'jotai'
import type { LoginBody, LoginReply, RegisterBody, UserInfo } from '../../contract/auth'
import { ApiError } from '../../lib/api-client'
import { loggedInFlagAtom, sessionUserAtom as userAtom } from '../../lib/session'
import { getUserInfo, login, logout, register } from './api'

export const isLoggedInAtom = atom((get) => get(loggedInFlagAtom))
export const userInfoAtom = atom<UserInfo | null>((get) => get(userAtom)?.info ?? null)

/** Logout and clearUser clear user and user info (spec section 4). */
export const clearUserAtom = atom(null, (_get, set) => {
  set(userAtom, null)
  set(loggedInFlagAtom, false)
})

/** A successful login or register answer: store the user (with the token) and the flag. */
export const storeLoginAtom = atom(null, (_get, set, reply: LoginReply) => {
  if (!reply.access_token) throw new ApiError(-1, 'พบบางอย่างผิดปกติ กรุณาลองใหม่')
  set(userAtom, { access_token: reply.access_token, info: reply.data ?? null })
  set(loggedInFlagAtom, true)
})

/** Throws ApiError with the server's Thai message; a failed login clears the user. */
export const loginAtom = atom(null, async (_get, set, body: LoginBody) => {
  try {
    set(storeLoginAtom, await login(body))
  } catch (error) {
    set(clearUserAtom)
    throw error
  }
})

/** Registers and logs the new member in (register answers like login). */
export const registerAtom = atom(null, async (_get, set, body: RegisterBody) => {
  set(storeLoginAtom, await register(body))
})

/** Revokes the session on the server (an error there is only logged), then clears the user. */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    await logout()
  } catch (error) {
    console.error('logout failed:', error instanceof Error ? error.message : error)
  }
  set(clearUserAtom)
})

/** Replaces the stored user info (after get_user_info or update_sub_bank_account). */
export const updateUserInfoAtom = atom(null, (get, set, info: UserInfo) => {
  const user = get(userAtom)
  if (user) set(userAtom, { ...user, info })
})

/**
 * Run on layout mount: a logged-in member's info is refreshed from get_user_info. A 401 is handled
 * by the app's api-reactions (clear user, go to /login); other failures keep the stored info.
 */
export const validateLoginAtom = atom(null, async (get, set) => {
  const user = get(userAtom)
  if (!get(loggedInFlagAtom)) return
  if (!user) {
    set(clearUserAtom)
    return
  }
  try {
    const reply = await getUserInfo()
    // Only if the same session is still there (no logout while the call ran).
    if (reply.data && get(userAtom)?.access_token === user.access_token) set(updateUserInfoAtom, reply.data)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) {
      console.warn('get_user_info failed:', error instanceof Error ? error.message : error)
    }
  }
})

/**
 * Showing this (every layout does, spec section 2) validates the login: each time a layout mounts,
 * get_user_info refreshes the stored member info (jotai's mount hook, not a component effect).
 */
export const loginValidationAtom = atom(null, (_get, set) => set(validateLoginAtom))
loginValidationAtom.onMount = (validate) => {
  void validate()
}
