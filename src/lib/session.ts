import { atom } from 'jotai'
import type { BankAccount, UserInfo } from '../contract/auth'
import { atomWithLocalData, isBoolean, isRecord, isString, readStored } from './storage'

/**
 * The member's session has ONE home: `local_data.user` = `{ access_token, info }` (spec section 2)
 * and the logged-in flag `local_data.local.isLoggedIn`. The api-client reads the token from there
 * on every call (`readAccessToken`), atoms read it through `accessTokenAtom`, and only the auth
 * feature writes it (login, register, logout, a 401). So a login or logout in another tab is seen
 * by this tab's next call at once, and there is no second copy of the token to keep in step.
 */
export const USER_PATH = 'user'
export const LOGGED_IN_PATH = 'local.isLoggedIn'

/** What `local_data.user` holds once a member logged in. */
export interface StoredUser {
  access_token: string
  info: UserInfo | null
}

const isBankAccount = (v: unknown): v is BankAccount =>
  isRecord(v) &&
  isString(v.bank_code) &&
  isString(v.bank_name) &&
  isString(v.account_no) &&
  isString(v.account_name)

/** A light structural check of stored user info (the site ships no schema runtime). */
export const isUserInfo = (v: unknown): v is UserInfo =>
  isRecord(v) &&
  typeof v.id === 'number' &&
  isString(v.username) &&
  isString(v.phone) &&
  isString(v.full_name) &&
  isBankAccount(v.bank) &&
  (v.sub_bank === null || isBankAccount(v.sub_bank)) &&
  isString(v.ref_code) &&
  isString(v.created_at) &&
  (v.last_login_at === null || isString(v.last_login_at))

export const isStoredUser = (v: unknown): v is StoredUser | null =>
  v === null ||
  (isRecord(v) &&
    isString(v.access_token) &&
    v.access_token !== '' &&
    (v.info === null || isUserInfo(v.info)))

/** `local_data.user`. Written only by features/auth; everyone else reads the derived atoms. */
export const sessionUserAtom = atomWithLocalData<StoredUser | null>(USER_PATH, null, isStoredUser)
/** `local_data.local.isLoggedIn`: the flag both route guards read. Written only by features/auth. */
export const loggedInFlagAtom = atomWithLocalData<boolean>(LOGGED_IN_PATH, false, isBoolean)

/**
 * The bearer token while a member is logged in, else null. Member data atoms read it, so they
 * load for a member, hold nothing for a visitor and start over when another member logs in.
 */
export const accessTokenAtom = atom((get) =>
  get(loggedInFlagAtom) ? (get(sessionUserAtom)?.access_token ?? null) : null,
)

/** The api-client's read of the token, straight from `local_data` (no copy of it anywhere). */
export function readAccessToken(): string | null {
  if (!readStored('local', LOGGED_IN_PATH, false, isBoolean)) return null
  return readStored<StoredUser | null>('local', USER_PATH, null, isStoredUser)?.access_token ?? null
}
