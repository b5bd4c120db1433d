import type { EndpointSchema } from '../endpoint-schema'
import {
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
import {
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
import {
  SeamlessAuthBody,
  SeamlessAuthReply,
  SeamlessBalanceBody,
  SeamlessBalanceReply,
  SeamlessBetBody,
  SeamlessMoneyReply,
  SeamlessRefusal,
  SeamlessRollbackBody,
  SeamlessWinBody,
} from '../seamless'

/** The server half of the game definitions (endpoints/game.ts). */
export const gameSchemas = {
  gameList: {
    tags: ['game'],
    summary: 'Active games (provider, category, search; limit default 60, offset)',
    query: GameListQuery,
    reply: GameListReply,
  },
  gameLobby: {
    tags: ['game'],
    summary: 'Providers, hot games of the last 24 hours and, with a bearer token, the member’s last played',
    reply: GameLobbyReply,
  },
  lobbyConfigs: {
    tags: ['game'],
    summary: 'A lobby’s title, banners, category tabs and providers',
    query: LobbyConfigQuery,
    reply: LobbyConfigReply,
  },
  gameWallets: {
    tags: ['game'],
    summary: 'The member’s wallets this game accepts',
    body: GameWalletsBody,
    reply: GameWalletsReply,
  },
  gameLink: {
    tags: ['game'],
    summary: 'A launch link with a single-use launch token (2 minutes) for this member, wallet and game',
    body: GameLinkBody,
    reply: GameLinkReply,
  },
  gameDemo: {
    tags: ['game'],
    summary: 'The demo link of a game (play money, no wallet)',
    body: GameDemoBody,
    reply: GameLinkReply,
  },

  operatorGameProviders: {
    tags: ['operator'],
    summary: 'Game providers (secrets never shown)',
    reply: OperatorProvidersReply,
  },
  operatorSaveGameProvider: {
    tags: ['operator'],
    summary: 'Create or update a game provider by code (adapter, launch URL, signing secret)',
    body: SaveProviderBody,
    reply: SaveProviderReply,
  },
  operatorGames: {
    tags: ['operator'],
    summary: 'The game catalogue, inactive games included',
    query: OperatorGamesQuery,
    reply: OperatorGamesReply,
  },
  operatorSaveGame: {
    tags: ['operator'],
    summary: 'Create or update a game by provider and code',
    body: SaveGameBody,
    reply: SaveGameReply,
  },
  operatorLobbyConfigs: {
    tags: ['operator'],
    summary: 'Lobby configurations (title, banners, category tabs)',
    reply: OperatorLobbyConfigsReply,
  },
  operatorSaveLobbyConfig: {
    tags: ['operator'],
    summary: 'Create or update a lobby configuration',
    body: SaveLobbyConfigBody,
    reply: SaveLobbyConfigReply,
  },

  seamlessAuthenticate: {
    tags: ['seamless'],
    summary: 'Provider: exchange a launch token for a session token',
    body: SeamlessAuthBody,
    reply: SeamlessAuthReply,
    refusal: SeamlessRefusal,
  },
  seamlessBalance: {
    tags: ['seamless'],
    summary: 'Provider: the balance of the launched wallet',
    body: SeamlessBalanceBody,
    reply: SeamlessBalanceReply,
    refusal: SeamlessRefusal,
  },
  seamlessBet: {
    tags: ['seamless'],
    summary: 'Provider: debit a bet (idempotent by transaction id)',
    body: SeamlessBetBody,
    reply: SeamlessMoneyReply,
    refusal: SeamlessRefusal,
  },
  seamlessWin: {
    tags: ['seamless'],
    summary: 'Provider: credit a win (0 allowed) and close the round (idempotent by transaction id)',
    body: SeamlessWinBody,
    reply: SeamlessMoneyReply,
    refusal: SeamlessRefusal,
  },
  seamlessRollback: {
    tags: ['seamless'],
    summary: 'Provider: undo a bet once; an unknown bet is recorded so it is refused if it arrives',
    body: SeamlessRollbackBody,
    reply: SeamlessMoneyReply,
    refusal: SeamlessRefusal,
  },
} as const satisfies Record<string, EndpointSchema>
