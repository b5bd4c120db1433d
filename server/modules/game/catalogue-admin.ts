import { asc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { LobbyBanner, LobbyCategory, LobbyConfig } from '../../../src/contract/game'
import type {
  OperatorGame,
  OperatorProvider,
  ProviderAdapter,
  SaveGameBody,
  SaveLobbyConfigBody,
  SaveProviderBody,
  StoredLobbyConfig,
} from '../../../src/contract/game-operator'
import { WALLET_TYPES } from '../../../src/contract/ledger'
import { afterCommit } from '../../db/after-commit'
import { gameProviders, games, lobbyConfigs } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { BUILTIN_GAMES } from '../../provider/games'
import { forgetCatalogue, toTile } from './catalogue'
import { lobbyConfig } from './lobby'
import { CATALOGUE_MESSAGES as M } from './messages'
import { forgetProviderKeys } from './seamless/provider-keys'

export const BUILTIN_PROVIDER_CODE = 'builtin'
const WALLET_TYPE_IDS = new Set<number>(Object.values(WALLET_TYPES))
/** Images and links the site shows: a path on this site or an https URL. */
const isSiteUrl = (value: string) => value.startsWith('/') || value.startsWith('https://')

type ProviderRow = typeof gameProviders.$inferSelect

export const toOperatorProvider = (p: ProviderRow): OperatorProvider => ({
  provider_id: p.id,
  code: p.code,
  name: p.name,
  logo: p.logo,
  adapter: p.adapter as ProviderAdapter,
  launch_url: p.launchUrl,
  has_secret: p.adapter === 'builtin' || p.secret !== null,
  active: p.active,
  sort: p.sort,
  max_win_multiple: p.maxWinMultiple,
})

export async function operatorProviders(deps: AppDeps): Promise<OperatorProvider[]> {
  const rows = await deps.db
    .select()
    .from(gameProviders)
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id))
  return rows.map(toOperatorProvider)
}

export async function providerSnapshot(deps: AppDeps, code: string): Promise<OperatorProvider | null> {
  const [row] = await deps.db.select().from(gameProviders).where(eq(gameProviders.code, code))
  return row ? toOperatorProvider(row) : null
}

/** Checks an external provider's launch URL: https, and an origin the site's CSP lets it frame. */
function checkLaunchUrl(deps: AppDeps, launchUrl: string | null | undefined): Result<string> {
  let url: URL
  try {
    url = new URL(launchUrl ?? '')
  } catch {
    return refuse(M.launchUrlRequired)
  }
  if (url.protocol !== 'https:') return refuse(M.launchUrlRequired)
  if (!deps.config.gameOrigins.includes(url.origin)) return refuse(M.originNotAllowed)
  return ok(url.toString())
}

/**
 * After a save: this instance reads the catalogue and the signing keys again, once the save commits
 * (the operator's call is one transaction with its audit row) and on the database itself, which is
 * what the caches are kept for.
 */
function forgetAfterCommit(deps: AppDeps): void {
  afterCommit(deps.db, (db) => {
    forgetCatalogue(db)
    forgetProviderKeys(db)
  })
}

export async function saveProvider(deps: AppDeps, body: SaveProviderBody): Promise<Result<OperatorProvider>> {
  const builtin = body.code === BUILTIN_PROVIDER_CODE
  if (builtin !== (body.adapter === 'builtin')) return refuse(M.builtinAdapter)
  if (builtin && body.secret !== undefined) return refuse(M.builtinSecret)
  if (!isSiteUrl(body.logo)) return refuse(M.badImage)
  let launchUrl: string | null = null
  if (!builtin) {
    const checked = checkLaunchUrl(deps, body.launch_url)
    if (!checked.ok) return checked
    launchUrl = checked.value
    const [existing] = await deps.db
      .select({ secret: gameProviders.secret })
      .from(gameProviders)
      .where(eq(gameProviders.code, body.code))
    if (body.active && !body.secret && !existing?.secret) return refuse(M.secretRequired)
  }
  const values = {
    name: body.name,
    logo: body.logo,
    adapter: body.adapter,
    launchUrl,
    active: body.active,
    ...(body.sort !== undefined ? { sort: body.sort } : {}),
    ...(body.secret !== undefined ? { secret: body.secret } : {}),
    ...(body.max_win_multiple !== undefined ? { maxWinMultiple: body.max_win_multiple } : {}),
  }
  const [row] = await deps.db
    .insert(gameProviders)
    .values({ code: body.code, ...values })
    .onConflictDoUpdate({ target: gameProviders.code, set: values })
    .returning()
  forgetAfterCommit(deps)
  return ok(toOperatorProvider(row))
}

const toOperatorGame = (g: typeof games.$inferSelect, providerCode: string): OperatorGame => ({
  ...toTile(g, providerCode),
  active: g.active,
  sort: g.sort,
  max_win_multiple: g.maxWinMultiple,
})

export async function operatorGames(deps: AppDeps, providerCode?: string): Promise<OperatorGame[]> {
  const rows = await deps.db
    .select({ game: games, code: gameProviders.code })
    .from(games)
    .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
    .where(providerCode ? eq(gameProviders.code, providerCode) : undefined)
    .orderBy(asc(gameProviders.sort), asc(gameProviders.id), asc(games.sort), asc(games.id))
  return rows.map((r) => toOperatorGame(r.game, r.code))
}

export async function gameSnapshot(deps: AppDeps, body: SaveGameBody): Promise<OperatorGame | null> {
  return (await operatorGames(deps, body.provider_code)).find((g) => g.code === body.code) ?? null
}

export async function saveGame(deps: AppDeps, body: SaveGameBody): Promise<Result<OperatorGame>> {
  const [provider] = await deps.db
    .select()
    .from(gameProviders)
    .where(eq(gameProviders.code, body.provider_code))
  if (!provider) return refuse(M.providerNotFound, ErrorCode.NOT_FOUND)
  if (provider.adapter === 'builtin' && !BUILTIN_GAMES.some((g) => g.code === body.code))
    return refuse(M.builtinGameUnknown)
  if (body.wallet_types.some((t) => !WALLET_TYPE_IDS.has(t))) return refuse(M.walletTypeUnknown)
  if (!isSiteUrl(body.thumbnail)) return refuse(M.badImage)
  const values = {
    name: body.name,
    category: body.category,
    thumbnail: body.thumbnail,
    hasDemo: body.has_demo,
    walletTypes: [...new Set(body.wallet_types)],
    active: body.active,
    ...(body.sort !== undefined ? { sort: body.sort } : {}),
    ...(body.max_win_multiple !== undefined ? { maxWinMultiple: body.max_win_multiple } : {}),
  }
  const [row] = await deps.db
    .insert(games)
    .values({ providerId: provider.id, code: body.code, ...values })
    .onConflictDoUpdate({ target: [games.providerId, games.code], set: values })
    .returning()
  forgetAfterCommit(deps)
  return ok(toOperatorGame(row, provider.code))
}

export async function storedLobbyConfigs(deps: AppDeps): Promise<StoredLobbyConfig[]> {
  const rows = await deps.db.select().from(lobbyConfigs).orderBy(asc(lobbyConfigs.lobbyKey))
  return rows.map((r) => ({
    lobby_key: r.lobbyKey as StoredLobbyConfig['lobby_key'],
    title: r.title,
    banners: r.banners as LobbyBanner[],
    categories: r.categories as LobbyCategory[],
  }))
}

export async function saveLobbyConfig(
  deps: AppDeps,
  body: SaveLobbyConfigBody,
): Promise<Result<LobbyConfig>> {
  const urls = body.banners.flatMap((b) => (b.link === null ? [b.image] : [b.image, b.link]))
  if (urls.some((u) => !isSiteUrl(u))) return refuse(M.badImage)
  const values = { title: body.title, banners: body.banners, categories: body.categories }
  await deps.db
    .insert(lobbyConfigs)
    .values({ lobbyKey: body.lobby_key, ...values })
    .onConflictDoUpdate({ target: lobbyConfigs.lobbyKey, set: values })
  return ok(await lobbyConfig(deps, body.lobby_key))
}
