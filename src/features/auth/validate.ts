import type { BankAccount, UserInfo } from '../../contract/auth'
import { isRecord, isString } from '../../lib/storage'

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
