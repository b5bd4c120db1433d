import { atom } from 'jotai'
import { queryAtom, queryFamily } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getEventQuest, getQuests } from './api'

/** The member's quests with progress: reloaded when shown and after a claim. */
export const questsQueryAtom = queryAtom(async (get) => (get(accessTokenAtom) ? getQuests() : []))

/** event/quest: the quest an event carries, with the member's progress (per event id). */
export const eventQuestQuery = queryFamily((eventId) =>
  queryAtom(async (get) => (get(accessTokenAtom) ? getEventQuest(Number(eventId)) : undefined)),
)

/** After a claim: the quests (and the event's quest, if one is shown) reload. */
export const refreshQuestsAtom = atom(null, (_get, set, eventId?: number) => {
  set(questsQueryAtom)
  if (eventId !== undefined) set(eventQuestQuery(String(eventId)))
})
