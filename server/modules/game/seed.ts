import { and, eq, notInArray, sql } from 'drizzle-orm'
import { WALLET_TYPES } from '../../../src/contract/ledger'
import type { DbOrTx } from '../../db/open'
import { gameProviders, games, lobbyConfigs } from '../../db/schema'
import { BUILTIN_GAMES } from '../../provider/games'
import { isGameCategory } from './catalogue'
import { BUILTIN_PROVIDER_CODE } from './catalogue-admin'
import { defaultLobbyConfig } from './lobby'

export const LOBBY_KEYS = ['all', 'casino', 'slot', 'sport', 'fishing', 'freespin'] as const

/** Static art of the built-in games and lobbies (public/images/games/, made by scripts/game-art.ts). */
export const gameArt = {
  providerLogo: (code: string) => `/images/games/provider-${code}.svg`,
  thumbnail: (provider: string, game: string) => `/images/games/${provider}-${game}.svg`,
  lobbyBanner: (key: string) => `/images/games/lobby-${key}.svg`,
}

/**
 * Runs at every start (both seeds): the built-in provider and exactly the games it serves
 * (`BUILTIN_GAMES`): a missing one is added, one it no longer serves is switched off, so no tile opens
 * a page that is not there. Operator edits of existing rows (names, order, wallets) are kept. Lobby
 * configs get their Thai title and tabs when missing.
 */
export async function syncGameCatalogue(db: DbOrTx): Promise<void> {
  await db
    .insert(gameProviders)
    .values({
      code: BUILTIN_PROVIDER_CODE,
      name: 'บีดับบลิว เกมส์',
      logo: gameArt.providerLogo(BUILTIN_PROVIDER_CODE),
      adapter: 'builtin',
      active: true,
      sort: 0,
    })
    .onConflictDoNothing()
  const [provider] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.code, BUILTIN_PROVIDER_CODE))
  const served = BUILTIN_GAMES.filter((g) => isGameCategory(g.category))
  if (served.length > 0) {
    await db
      .insert(games)
      .values(
        served.map((g, index) => ({
          providerId: provider.id,
          code: g.code,
          name: g.name,
          category: g.category,
          thumbnail: gameArt.thumbnail(BUILTIN_PROVIDER_CODE, g.code),
          hasDemo: g.has_demo,
          walletTypes: [WALLET_TYPES.main, WALLET_TYPES.free_credit, WALLET_TYPES.bonus],
          sort: (index + 1) * 10,
        })),
      )
      .onConflictDoNothing()
  }
  await db
    .update(games)
    .set({ active: false })
    .where(
      and(
        eq(games.providerId, provider.id),
        served.length > 0
          ? notInArray(
              games.code,
              served.map((g) => g.code),
            )
          : sql`true`,
      ),
    )
  await db
    .insert(lobbyConfigs)
    .values(LOBBY_KEYS.map((key) => ({ lobbyKey: key, ...defaultLobbyConfig(key), banners: [] })))
    .onConflictDoNothing()
}

/** Demo only: a banner per lobby (leading to the promotions page). */
export async function seedGameDemo(db: DbOrTx): Promise<void> {
  for (const key of LOBBY_KEYS) {
    await db
      .update(lobbyConfigs)
      .set({ banners: [{ image: gameArt.lobbyBanner(key), link: '/promotions' }] })
      .where(eq(lobbyConfigs.lobbyKey, key))
  }
}
