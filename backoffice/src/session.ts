import { atom } from 'jotai'
import type { Staff } from '../../src/contract/staff'

/**
 * The staff session: its bearer token lives in this tab's sessionStorage only (closing the tab logs
 * out; a shared office computer keeps nothing), and the staff member it belongs to.
 */
const KEY = 'bw222.backoffice.token'

export const readToken = (): string | null => sessionStorage.getItem(KEY)
export function writeToken(token: string | null) {
  if (token) sessionStorage.setItem(KEY, token)
  else sessionStorage.removeItem(KEY)
}

export const tokenAtom = atom<string | null>(readToken())
export const staffAtom = atom<Staff | null>(null)
