import type { LobbyName } from '../../config/paths'
import type { Wallet } from '../../contract/wallet'

/**
 * The games shapes the site reads (see /work/brief/games-interfaces.md). Until the contract file
 * `contract/game.ts` arrives they are declared here; afterwards this file only re-exports them, so
 * the feature has one place that names them.
 */
export type GameCategory = LobbyName

export interface GameTile {
  game_id: number
  provider_id: number
  provider_code: string
  sub_provider_id: number | null
  code: string
  /** Thai name. */
  name: string
  category: GameCategory
  thumbnail: string
  has_demo: boolean
  wallet_types: number[]
}

export interface Provider {
  provider_id: number
  code: string
  name: string
  logo: string
}

export interface GameListQuery {
  provider?: string
  category?: GameCategory
  limit?: number
  offset?: number
  search?: string
}
export interface GameList {
  games: GameTile[]
  total: number
}

export interface GameLobby {
  providers: Provider[]
  last: GameTile[]
  hot: GameTile[]
}

export type LobbyKey = GameCategory | 'all'
export interface LobbyConfig {
  lobby_key: LobbyKey
  title: string
  banners: { image: string; link: string | null }[]
  categories: { key: string; name: string }[]
  providers: Provider[]
}

export interface GameWalletsBody {
  game_id: number
  provider_id: number
}
export interface GameLinkBody {
  wallet_id: number
  game_id: number
  provider_id: number
  is_mobile: boolean
  source: string
}
export interface GameDemoBody {
  game_id: number
  provider_id: number
  is_mobile: boolean
  source: string
  agent_code: string
}

export type { Wallet }
