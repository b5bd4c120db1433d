import { atom } from 'jotai'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getQuests } from './api'

/** The member's quests with progress: reloaded when shown and after a claim. */
export const questsQueryAtom = queryAtom(async (get) => (get(accessTokenAtom) ? getQuests() : []))

export const refreshQuestsAtom = atom(null, (_get, set) => set(questsQueryAtom))
