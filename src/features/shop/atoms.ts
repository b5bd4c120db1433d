import { atom } from 'jotai'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getShopHistory, getShopItems } from './api'

export const shopItemsQueryAtom = queryAtom(async (get) =>
  get(accessTokenAtom) ? getShopItems() : { items: [], points: 0 },
)
export const shopHistoryQueryAtom = queryAtom(async (get) => (get(accessTokenAtom) ? getShopHistory() : []))

/** After a redemption: stock, limits and the history change. */
export const refreshShopAtom = atom(null, (_get, set) => {
  set(shopItemsQueryAtom)
  set(shopHistoryQueryAtom)
})
