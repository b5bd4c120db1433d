import { memberPost, publicGet, publicPost } from '../../contract/endpoint'
import type { Envelope } from '../../contract/envelope'
import type {
  GameDemoBody,
  GameLinkBody,
  GameList,
  GameListQuery,
  GameLobby,
  GameWalletsBody,
  LobbyConfig,
  LobbyKey,
  Wallet,
} from './types'

// Temporary: the games calls as games-interfaces.md agrees them, until games-server's contract
// (`contract/endpoints/game.ts`) is merged; then api.ts imports those and this file goes.
export const gameList = publicGet<Envelope<GameList>, GameListQuery>('game/list', 'game')
export const gameLobby = publicGet<Envelope<GameLobby>>('game/lobby', 'game')
export const lobbyConfigs = publicGet<Envelope<LobbyConfig>, { lobby_key: LobbyKey }>('lobby/configs', 'game')
export const gameWallets = memberPost<Envelope<Wallet[]>, GameWalletsBody>('game/wallets', 'game')
export const gameLink = memberPost<Envelope<{ link: string }>, GameLinkBody>('game/link', 'game')
export const gameDemo = publicPost<Envelope<{ link: string }>, GameDemoBody>('game/demo', 'game')
