import { atom } from 'jotai'
import type { Wallet } from '../../contract/wallet'
import { getWallets } from './api'

const walletsBaseAtom = atom<Wallet[] | null>(null)
const loadingAtom = atom(false)
/** A refresh asked for while one was running: run once more after it (the balance may have moved since). */
const againAtom = atom(false)
/** Bumped by clear: an answer that arrives after logout is dropped. */
const generationAtom = atom(0)

/** The member's wallets (empty for a visitor or before the first load). */
export const walletsAtom = atom((get) => get(walletsBaseAtom) ?? [])
/** Whether the wallets were loaded at least once since login. */
export const walletsLoadedAtom = atom((get) => get(walletsBaseAtom) !== null)
/** Sum of every wallet's balance in baht, rounded to satang. */
export const totalBalanceAtom = atom(
  (get) => Math.round((get(walletsBaseAtom) ?? []).reduce((sum, w) => sum + w.balance * 100, 0)) / 100,
)
export const walletsLoadingAtom = atom((get) => get(loadingAtom))

/**
 * Reloads the wallets. A failure keeps the last balances and is logged; a 401 is handled by the
 * app (clear user, go to /login). Asked again while loading (e.g. right after a deposit was paid),
 * it loads once more when the running load ends, so the answer is never older than the request.
 */
export const refreshWalletsAtom = atom(null, async (get, set) => {
  if (get(loadingAtom)) {
    set(againAtom, true)
    return
  }
  const generation = get(generationAtom)
  set(loadingAtom, true)
  try {
    do {
      set(againAtom, false)
      try {
        const wallets = await getWallets()
        if (get(generationAtom) === generation) set(walletsBaseAtom, wallets)
      } catch (error) {
        console.warn('member/wallets failed:', error instanceof Error ? error.message : error)
      }
    } while (get(againAtom) && get(generationAtom) === generation)
  } finally {
    set(loadingAtom, false)
  }
})

/** After logout: no balances remain on screen. */
export const clearWalletsAtom = atom(null, (get, set) => {
  set(generationAtom, get(generationAtom) + 1)
  set(walletsBaseAtom, null)
  set(loadingAtom, false)
  set(againAtom, false)
})
