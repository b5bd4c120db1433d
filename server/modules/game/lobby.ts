import { desc, eq, gt, sql } from 'drizzle-orm'
import type { GameLobby, GameTile, LobbyBanner, LobbyCategory, LobbyConfig } from '../../../src/contract/game'
import type { Db } from '../../db/open'
import { gameLaunches, gameRounds, lobbyConfigs } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { activeCatalogue, type Catalogue, providersIn } from './catalogue'

/** How many tiles "เล่นล่าสุด" and "เกมยอดนิยม" hold. */
export const LOBBY_LIST_SIZE = 12
const HOT_WINDOW_MS = 24 * 3600 * 1000
/** "Most played" moves slowly; one count a minute per instance is plenty. */
const HOT_TTL_MS = 60_000

const hotCache = new WeakMap<Db, { at: number; ids: Promise<number[]> }>()

/** Games with the most rounds opened in the last 24 hours (real seamless-wallet rounds). */
function hotGameIds(deps: AppDeps): Promise<number[]> {
  const now = deps.clock.now().getTime()
  const hit = hotCache.get(deps.db)
  if (hit && now - hit.at < HOT_TTL_MS && now >= hit.at) return hit.ids
  const rounds = sql<number>`count(*)::int`
  const ids = deps.db
    .select({ gameId: gameRounds.gameId, rounds })
    .from(gameRounds)
    .where(gt(gameRounds.openedAt, new Date(now - HOT_WINDOW_MS)))
    .groupBy(gameRounds.gameId)
    .orderBy(desc(rounds), gameRounds.gameId)
    .limit(LOBBY_LIST_SIZE * 2)
    .then((rows) => rows.map((r) => r.gameId))
  hotCache.set(deps.db, { at: now, ids })
  ids.catch(() => hotCache.delete(deps.db))
  return ids
}

/** The member's last launched games, newest first. */
async function lastGameIds(db: Db, memberId: number): Promise<number[]> {
  const last = sql<Date>`max(${gameLaunches.createdAt})`
  const rows = await db
    .select({ gameId: gameLaunches.gameId, last })
    .from(gameLaunches)
    .where(eq(gameLaunches.memberId, memberId))
    .groupBy(gameLaunches.gameId)
    .orderBy(desc(last))
    .limit(LOBBY_LIST_SIZE * 2)
  return rows.map((r) => r.gameId)
}

const tilesOf = (catalogue: Catalogue, ids: number[]): GameTile[] =>
  ids
    .map((id) => catalogue.byId.get(id))
    .filter((t): t is GameTile => t !== undefined)
    .slice(0, LOBBY_LIST_SIZE)

export async function gameLobby(deps: AppDeps, memberId: number | null): Promise<GameLobby> {
  const [catalogue, hot, last] = await Promise.all([
    activeCatalogue(deps.db),
    hotGameIds(deps),
    memberId === null ? Promise.resolve([]) : lastGameIds(deps.db, memberId),
  ])
  return { providers: catalogue.providers, last: tilesOf(catalogue, last), hot: tilesOf(catalogue, hot) }
}

export async function lobbyConfig(deps: AppDeps, lobbyKey: string): Promise<LobbyConfig> {
  const [catalogue, [row]] = await Promise.all([
    activeCatalogue(deps.db),
    deps.db.select().from(lobbyConfigs).where(eq(lobbyConfigs.lobbyKey, lobbyKey)),
  ])
  const fallback = defaultLobbyConfig(lobbyKey)
  return {
    lobby_key: lobbyKey as LobbyConfig['lobby_key'],
    title: row?.title ?? fallback.title,
    banners: (row?.banners as LobbyBanner[] | undefined) ?? [],
    categories: (row?.categories as LobbyCategory[] | undefined) ?? fallback.categories,
    providers: providersIn(catalogue, lobbyKey),
  }
}

const CATEGORY_NAMES: Record<string, string> = {
  all: 'ทั้งหมด',
  casino: 'คาสิโน',
  slot: 'สล็อต',
  sport: 'กีฬา',
  fishing: 'ยิงปลา',
  freespin: 'ฟรีสปิน',
}

/** What a lobby shows before the operator configures it: its Thai title and its category tab(s). */
export function defaultLobbyConfig(lobbyKey: string): { title: string; categories: LobbyCategory[] } {
  if (lobbyKey === 'all') {
    return {
      title: 'เกมทั้งหมด',
      categories: Object.entries(CATEGORY_NAMES).map(([key, name]) => ({
        key: key as LobbyCategory['key'],
        name,
      })),
    }
  }
  const name = CATEGORY_NAMES[lobbyKey] ?? lobbyKey
  return { title: name, categories: [{ key: lobbyKey as LobbyCategory['key'], name }] }
}
