import { asc, eq } from 'drizzle-orm'
import {
  GAME_CATEGORY_VALUES,
  type GameCategory,
  type GameProvider,
  type GameTile,
} from '../../../src/contract/game'
import type { Db } from '../../db/open'
import { gameProviders, games } from '../../db/schema'

/**
 * The active catalogue (active games of active providers, in display order), kept in memory per
 * database for a few seconds: the lobbies read it on every page, and it changes only by an operator
 * call (which drops this instance's copy at once; other instances within TTL_MS).
 */
const TTL_MS = 5_000

export interface Catalogue {
  providers: GameProvider[]
  /** Display order: provider sort, game sort, id. */
  tiles: GameTile[]
  byId: Map<number, GameTile>
}

const cache = new WeakMap<Db, { at: number; catalogue: Promise<Catalogue> }>()

export const isGameCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORY_VALUES as readonly string[]).includes(value)

async function load(db: Db): Promise<Catalogue> {
  const rows = await db
    .select({ game: games, provider: gameProviders })
    .from(games)
    .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
    .where(eq(gameProviders.active, true))
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id), asc(games.sort), asc(games.id))
  const providers = new Map<number, GameProvider>()
  const tiles: GameTile[] = []
  for (const { game, provider } of rows) {
    if (!game.active || !isGameCategory(game.category)) continue
    if (!providers.has(provider.id))
      providers.set(provider.id, {
        provider_id: provider.id,
        code: provider.code,
        name: provider.name,
        logo: provider.logo,
      })
    tiles.push(toTile(game, provider.code))
  }
  return { providers: [...providers.values()], tiles, byId: new Map(tiles.map((t) => [t.game_id, t])) }
}

export function toTile(game: typeof games.$inferSelect, providerCode: string): GameTile {
  return {
    game_id: game.id,
    provider_id: game.providerId,
    provider_code: providerCode,
    sub_provider_id: game.subProviderId,
    code: game.code,
    name: game.name,
    category: game.category as GameCategory,
    thumbnail: game.thumbnail,
    has_demo: game.hasDemo,
    wallet_types: game.walletTypes,
  }
}

export function activeCatalogue(db: Db, now = Date.now()): Promise<Catalogue> {
  const hit = cache.get(db)
  if (hit && now - hit.at < TTL_MS) return hit.catalogue
  const catalogue = load(db)
  cache.set(db, { at: now, catalogue })
  // A failed load is not kept: the next read tries again.
  catalogue.catch(() => cache.delete(db))
  return catalogue
}

/** After an operator change: this instance reads the catalogue again at once. */
export const forgetCatalogue = (db: Db): void => {
  cache.delete(db)
}

export interface ListFilter {
  provider?: string
  category?: string
  search?: string
  limit: number
  offset: number
}

/** game/list: filter the active catalogue (provider by code or id, category, Thai name or code). */
export function listGames(catalogue: Catalogue, filter: ListFilter): { games: GameTile[]; total: number } {
  const provider = filter.provider?.trim() ?? ''
  const providerId = /^\d{1,10}$/.test(provider) ? Number(provider) : null
  const category = filter.category && filter.category !== 'all' ? filter.category : null
  const search = filter.search?.trim().toLowerCase() ?? ''
  const matches = catalogue.tiles.filter(
    (t) =>
      (provider === '' ||
        (providerId !== null ? t.provider_id === providerId : t.provider_code === provider)) &&
      (category === null || t.category === category) &&
      (search === '' || t.name.toLowerCase().includes(search) || t.code.toLowerCase().includes(search)),
  )
  return { games: matches.slice(filter.offset, filter.offset + filter.limit), total: matches.length }
}

/** Providers that have active games in a lobby (`all` = every provider with an active game). */
export function providersIn(catalogue: Catalogue, lobbyKey: string): GameProvider[] {
  if (lobbyKey === 'all') return catalogue.providers
  const ids = new Set(catalogue.tiles.filter((t) => t.category === lobbyKey).map((t) => t.provider_id))
  return catalogue.providers.filter((p) => ids.has(p.provider_id))
}
