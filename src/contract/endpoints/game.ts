import {
  memberPost,
  operatorGet,
  operatorPost,
  providerPost,
  publicGet,
  publicPost,
  sharedGet,
} from '../endpoint'
import type {
  GameDemoBody,
  GameLinkBody,
  GameLinkReply,
  GameListQuery,
  GameListReply,
  GameLobbyReply,
  GameWalletsBody,
  GameWalletsReply,
  LobbyConfigQuery,
  LobbyConfigReply,
} from '../game'
import type {
  OperatorGamesQuery,
  OperatorGamesReply,
  OperatorLobbyConfigsReply,
  OperatorProvidersReply,
  SaveGameBody,
  SaveGameReply,
  SaveLobbyConfigBody,
  SaveLobbyConfigReply,
  SaveProviderBody,
  SaveProviderReply,
} from '../game-operator'
import type {
  SeamlessAuthBody,
  SeamlessAuthReply,
  SeamlessBalanceBody,
  SeamlessBalanceReply,
  SeamlessBetBody,
  SeamlessMoneyReply,
  SeamlessRollbackBody,
  SeamlessWinBody,
} from '../seamless'
import { OWNER_ONLY } from '../staff-roles'

// Member site (spec section 7, docs/games.md).
export const gameList = sharedGet<GameListReply, GameListQuery>('game/list', 'game')
/** Public; with a bearer token `last` holds the member's last played games. */
export const gameLobby = publicGet<GameLobbyReply>('game/lobby', 'game')
export const lobbyConfigs = sharedGet<LobbyConfigReply, LobbyConfigQuery>('lobby/configs', 'game')
export const gameWallets = memberPost<GameWalletsReply, GameWalletsBody>('game/wallets', 'game')
export const gameLink = memberPost<GameLinkReply, GameLinkBody>('game/link', 'game')
export const gameDemo = publicPost<GameLinkReply, GameDemoBody>('game/demo', 'game')

// Operator catalogue (OPERATOR_TOKEN; audited).
export const operatorGameProviders = operatorGet<OperatorProvidersReply>('operator/game/providers', [
  'read_only',
])
export const operatorSaveGameProvider = operatorPost<SaveProviderReply, SaveProviderBody>(
  'operator/game/provider/save',
  OWNER_ONLY,
)
export const operatorGames = operatorGet<OperatorGamesReply, OperatorGamesQuery>('operator/game/games', [
  'marketing',
  'read_only',
])
export const operatorSaveGame = operatorPost<SaveGameReply, SaveGameBody>(
  'operator/game/game/save',
  OWNER_ONLY,
)
export const operatorLobbyConfigs = operatorGet<OperatorLobbyConfigsReply>('operator/game/lobby_configs', [
  'marketing',
  'read_only',
])
export const operatorSaveLobbyConfig = operatorPost<SaveLobbyConfigReply, SaveLobbyConfigBody>(
  'operator/game/lobby_config/save',
  ['marketing'],
)

// The seamless wallet: called by game providers' servers (signed bodies; docs/seamless-wallet.md).
export const seamlessAuthenticate = providerPost<SeamlessAuthReply, SeamlessAuthBody>('seamless/authenticate')
export const seamlessBalance = providerPost<SeamlessBalanceReply, SeamlessBalanceBody>('seamless/balance')
export const seamlessBet = providerPost<SeamlessMoneyReply, SeamlessBetBody>('seamless/bet')
export const seamlessWin = providerPost<SeamlessMoneyReply, SeamlessWinBody>('seamless/win')
export const seamlessRollback = providerPost<SeamlessMoneyReply, SeamlessRollbackBody>('seamless/rollback')
