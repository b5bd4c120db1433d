import * as endpoints from '../../contract/endpoints/game'
import { ApiError, call } from '../../lib/api-client'
import type { GameDemoBody, GameLinkBody, GameListQuery, GameWalletsBody, LobbyKey } from './types'

/** Calls of area 'game'. Failures reach the caller: the sheet applies spec section 8 to them. */

const needData = <T>(data: T | undefined): T => {
  if (data === undefined) throw new ApiError(-1, 'พบบางอย่างผิดปกติ')
  return data
}

/** GET /api/game/list: one page of tiles (limit 60 unless said otherwise) and the total. */
export const getGameList = async (query: GameListQuery) =>
  needData((await call(endpoints.gameList, { query })).data)

/** GET /api/game/lobby: providers, the member's last played (with a token) and the hot list. */
export const getGameLobby = async () => needData((await call(endpoints.gameLobby)).data)

/** GET /api/lobby/configs: one lobby's title, banners, categories and providers. */
export const getLobbyConfig = async (lobbyKey: LobbyKey) =>
  needData((await call(endpoints.lobbyConfigs, { query: { lobby_key: lobbyKey } })).data)

/** POST /api/game/wallets: the member's wallets this game accepts (eligibility is the site's rule). */
export const getGameWallets = async (body: GameWalletsBody) =>
  (await call(endpoints.gameWallets, { body })).data ?? []

/** POST /api/game/link: the launch link of a real game with the chosen wallet. */
export const getGameLink = async (body: GameLinkBody) =>
  needData((await call(endpoints.gameLink, { body })).data).link

/** POST /api/game/demo: the launch link of a demo game (no wallet, no login). */
export const getGameDemo = async (body: GameDemoBody) =>
  needData((await call(endpoints.gameDemo, { body })).data).link
