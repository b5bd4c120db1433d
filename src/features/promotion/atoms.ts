import { atom } from 'jotai'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getMemberPromotions, getPromotions } from './api'

/**
 * The promotion list (spec section 3, wallet state "promotions"). It depends on the token: with it
 * each item says whether this member can take it, so a login or logout loads it again. Reloaded
 * when shown and after a take or a cancel. A failed reload is logged and keeps the last list.
 */
const promotionsQueryAtom = queryAtom(async (get) => {
  get(accessTokenAtom)
  try {
    return await getPromotions()
  } catch (error) {
    console.warn('promotion/list failed:', error instanceof Error ? error.message : error)
    throw error
  }
})

export const promotionsAtom = atom((get) => get(promotionsQueryAtom).data ?? [])
export const promotionsLoadedAtom = atom((get) => {
  const { data, error } = get(promotionsQueryAtom)
  return data !== undefined || error !== undefined
})
/** The ones this member can take with a deposit now: takeable (can_take) or already taken and pending. */
export const depositPromotionsAtom = atom((get) =>
  get(promotionsAtom).filter((p) => p.can_take === true || Boolean(p.pending_id)),
)
/** ... and the one the member took that waits for a deposit (pending_id set), if any. */
export const pendingPromotionAtom = atom((get) => get(promotionsAtom).find((p) => p.pending_id) ?? null)

/** Reloads the list (after a take or a cancel). */
export const loadPromotionsAtom = atom(null, (_get, set) => set(promotionsQueryAtom))

/** What the member took (member/promotions), pending and active first; failures show the server's message. */
export const memberPromotionsQueryAtom = queryAtom(async (get) =>
  get(accessTokenAtom) ? getMemberPromotions() : [],
)
