import { atomWithSessionData, isRecord, isString } from '../../lib/storage'
import type { SelectedGame } from './game-atoms'

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)

export const isSelectedGame = (v: unknown): v is SelectedGame =>
  isRecord(v) &&
  isId(v.game_id) &&
  isId(v.provider_id) &&
  (v.sub_provider_id === null || isId(v.sub_provider_id)) &&
  isString(v.source) &&
  typeof v.is_demo === 'boolean' &&
  isString(v.name)

/**
 * The real game a visitor picked before being sent to log in (session_data, this tab): the lobby
 * they come back to opens it once they are a member.
 */
export const pendingGameAtom = atomWithSessionData<SelectedGame | null>(
  'pendingGame',
  null,
  (v): v is SelectedGame | null => v === null || isSelectedGame(v),
)
