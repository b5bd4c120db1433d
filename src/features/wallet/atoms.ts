import { atom } from 'jotai'
import { onLive } from '../../lib/live-events'
import { queryAtom, revalidateOnShow } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getWallets } from './api'

/**
 * The member's wallets: one query for the header's total and the wallet cards. It loads when a
 * member logs in, holds nothing for a visitor, reloads when a page shows it again, after a money
 * action (`refreshWalletsAtom`) and on every live `balance` event. A failed reload keeps the last
 * balances (logged; a 401 is the app's: clear user, go to /login).
 */
/**
 * When the last member/wallets request left, and whether the live stream has opened yet. The stream
 * opens after the first paint, a moment after the header's first load: its first `ready` then needs
 * no other load (not a query rule: lib/query.ts shares a load between the render and the mounts, the
 * stream is not a mount). A reconnect always asks: balances may have moved while it was down.
 */
let lastLoadAt = 0
let streamOpened = false
/** The stream's first opening this close after a load needs no other. */
const READY_COVERED_MS = 1_500

const walletsQueryAtom = queryAtom(
  async (get) => {
    if (!get(accessTokenAtom)) return null
    lastLoadAt = Date.now()
    try {
      return await getWallets()
    } catch (error) {
      console.warn('member/wallets failed:', error instanceof Error ? error.message : error)
      throw error
    }
  },
  {
    // `ready` = (re)connected: a balance may have moved meanwhile. Not on the stream's first opening
    // when the balances were asked for a moment before (it follows the header's first load:
    // member/wallets was asked twice on every first load); a reconnect always asks. A decided
    // withdrawal may have given money back (rejected).
    listen: (reload) =>
      onLive((event) => {
        if (event.type === 'ready') {
          const first = !streamOpened
          streamOpened = true
          if (first && Date.now() - lastLoadAt < READY_COVERED_MS) return
        }
        if (event.type === 'ready' || event.type === 'balance' || event.type === 'withdraw') reload()
      }),
  },
)
/** The wallet cards' view: showing them (a page opening) reloads the balances. */
const walletsOnPageAtom = revalidateOnShow(walletsQueryAtom)

/** The member's wallets (empty for a visitor or before the first load). */
export const walletsAtom = atom((get) => get(walletsQueryAtom).data ?? [])
/** Whether the wallets were loaded at least once since login. */
export const walletsLoadedAtom = atom((get) => Boolean(get(walletsQueryAtom).data))
/** Sum of every wallet's balance in baht, rounded to satang. */
export const totalBalanceAtom = atom(
  (get) => Math.round((get(walletsQueryAtom).data ?? []).reduce((sum, w) => sum + w.balance * 100, 0)) / 100,
)
export const walletsLoadingAtom = atom((get) => get(walletsQueryAtom).loading)
/** The wallets as a page shows them (reloaded each time a page shows them). */
export const pageWalletsAtom = atom((get) => get(walletsOnPageAtom).data ?? [])

/** Reloads the wallets (after a deposit, a withdrawal, a coupon; the refresh button; live updates). */
export const refreshWalletsAtom = atom(null, (_get, set) => set(walletsQueryAtom))
