import { atom } from 'jotai'
import type { Promotion } from '../../contract/promotion'
import { getPromotions } from './api'

/** The promotion list (spec section 3, wallet state "promotions"); null before the first load. */
const promotionsBaseAtom = atom<Promotion[] | null>(null)
const failedAtom = atom(false)

export const promotionsAtom = atom((get) => get(promotionsBaseAtom) ?? [])
export const promotionsLoadedAtom = atom((get) => get(promotionsBaseAtom) !== null || get(failedAtom))
/** The ones this member can take with a deposit now: takeable (can_take) or already taken and pending. */
export const depositPromotionsAtom = atom((get) =>
  get(promotionsAtom).filter((p) => p.can_take === true || Boolean(p.pending_id)),
)
/** ... and the one the member took that waits for a deposit (pending_id set), if any. */
export const pendingPromotionAtom = atom((get) => get(promotionsAtom).find((p) => p.pending_id) ?? null)

/**
 * Loads the list (again: a member's view depends on the token and on what was taken). A failure is
 * logged and keeps the last list.
 */
export const loadPromotionsAtom = atom(null, async (_get, set) => {
  try {
    set(promotionsBaseAtom, await getPromotions())
    set(failedAtom, false)
  } catch (error) {
    console.warn('promotion/list failed:', error instanceof Error ? error.message : error)
    set(failedAtom, true)
  }
})
