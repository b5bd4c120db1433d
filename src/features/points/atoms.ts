import { atom } from 'jotai'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getPoints } from './api'

/** The member's points: shown where points are earned or spent; reloaded after each such action. */
export const pointsQueryAtom = queryAtom(async (get) =>
  get(accessTokenAtom) ? ((await getPoints()) ?? 0) : 0,
)

export const refreshPointsAtom = atom(null, (_get, set) => set(pointsQueryAtom))
