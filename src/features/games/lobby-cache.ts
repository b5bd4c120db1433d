import { isRecord, isString, readStored, writeStored } from '../../lib/storage'
import type { GameCategory, GameTile } from './types'

/**
 * The lobby caches of spec section 3, in `local_data.lobby`: the member's last played, the hot list
 * and the first page of each category's games. A lobby paints from them at once on return while
 * the server is asked again, and every answer rewrites them. Stored JSON is not type-safe: a list
 * that does not check out is ignored (the lobby then waits for the server), never shown half-broken.
 */
export type LobbyCacheKey = 'last' | 'hot' | GameCategory
export const LOBBY_CACHE_KEYS: readonly LobbyCacheKey[] = [
  'last',
  'hot',
  'casino',
  'slot',
  'sport',
  'fishing',
  'freespin',
]
const CATEGORIES: readonly string[] = ['casino', 'slot', 'sport', 'fishing', 'freespin']
/** A cached list is one first page at most (the lobby shows 60 first). */
export const LOBBY_CACHE_MAX = 60

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v)

export const isGameTile = (v: unknown): v is GameTile =>
  isRecord(v) &&
  isId(v.game_id) &&
  isId(v.provider_id) &&
  isString(v.provider_code) &&
  (v.sub_provider_id === null || isId(v.sub_provider_id)) &&
  isString(v.code) &&
  isString(v.name) &&
  isString(v.category) &&
  CATEGORIES.includes(v.category) &&
  isString(v.thumbnail) &&
  typeof v.has_demo === 'boolean' &&
  Array.isArray(v.wallet_types) &&
  v.wallet_types.every(isId)

export const isGameTileList = (v: unknown): v is GameTile[] =>
  Array.isArray(v) && v.length <= LOBBY_CACHE_MAX && v.every(isGameTile)

/** `local_data.lobby.<key>`, or null when nothing valid is stored. */
export function readLobbyCache(key: LobbyCacheKey): GameTile[] | null {
  return readStored<GameTile[] | null>('local', `lobby.${key}`, null, isGameTileList)
}

/** Stores the list a lobby just received (its first 60 tiles). */
export function writeLobbyCache(key: LobbyCacheKey, tiles: readonly GameTile[]): void {
  writeStored('local', `lobby.${key}`, tiles.slice(0, LOBBY_CACHE_MAX))
}
