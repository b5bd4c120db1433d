import { atom } from 'jotai'
import type { ResponsibleStatus } from '../../contract/responsible'
import { queryAtom } from '../../lib/query'
import { accessTokenAtom } from '../../lib/session'
import { getPlayHistory, getResponsible } from './api'

/** The member's responsible-play status (null for a visitor); reloaded when shown. */
const statusQueryAtom = queryAtom(async (get) => (get(accessTokenAtom) ? getResponsible() : null))

/** A status answered by a change (the calls answer the new status): shown without another load. */
const changedAtom = atom<ResponsibleStatus | null>(null)

export const responsibleStatusAtom = atom((get) => {
  const { data, loading, error } = get(statusQueryAtom)
  const changed = get(changedAtom)
  return { status: changed ?? data ?? null, loading, failed: Boolean(error) && !data }
})

/** Keeps the status a change answered, and reloads the query behind it. */
export const applyStatusAtom = atom(null, (_get, set, status: ResponsibleStatus) => {
  set(changedAtom, status)
})

/** Reloads the status (the reality check's timer asks for this session's play). */
export const refreshResponsibleAtom = atom(null, (_get, set) => {
  set(changedAtom, null)
  set(statusQueryAtom)
})

/** The play history of the last 3 months. */
export const playHistoryAtom = queryAtom(async (get) => (get(accessTokenAtom) ? getPlayHistory() : []))
