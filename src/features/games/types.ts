/** The games shapes the feature names: games-server's contract (types only, no TypeBox in the bundle). */
export type {
  GameCategory,
  GameDemoBody,
  GameLinkBody,
  GameList,
  GameListQuery,
  GameLobby,
  GameProvider as Provider,
  GameTile,
  GameWalletsBody,
  LobbyConfig,
  LobbyKey,
} from '../../contract/game'
export type { Wallet } from '../../contract/wallet'
