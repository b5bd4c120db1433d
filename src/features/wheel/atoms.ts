import { atom } from 'jotai'
import type { WheelSpin } from '../../contract/wheel'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getWheelBoard, getWheelHistory, getWheelSetting } from './api'

export const wheelSettingQueryAtom = queryAtom(async (get) =>
  get(accessTokenAtom) ? getWheelSetting() : null,
)
export const wheelHistoryQueryAtom = queryAtom(async (get) => (get(accessTokenAtom) ? getWheelHistory() : []))
export const wheelBoardQueryAtom = queryAtom(() => getWheelBoard(), { everyone: true })

/** The prize of the last spin (spec §4: spinning stores the returned prize). */
export const wheelPrizeAtom = atom<WheelSpin | null>(null)

export const refreshWheelAtom = atom(null, (_get, set) => {
  set(wheelSettingQueryAtom)
  set(wheelHistoryQueryAtom)
  set(wheelBoardQueryAtom)
})
