import { type Static, Type } from 'typebox'
import { Reply, RowId } from './envelope'
import { Wallet } from './wallet'

/**
 * The game catalogue and the member-facing game calls (issue 9; docs/games.md).
 * Details of the shapes:
 * - `GET game/list` also takes `offset` and `search`; `provider` is a provider code (`builtin`) or a
 *   provider id (`7`); `category` may be omitted or `all`.
 * - `GET lobby/configs`: `lobby_key` is optional (default `all`).
 * - `Provider` has the same four fields everywhere.
 * Everything here is TypeBox (server side); the site imports these types with `import type` only.
 */

const strict = { additionalProperties: false } as const

/** The game lobbies (a subset of the ledger's BET_CATEGORIES; `lotto` is not a game lobby). */
export const GAME_CATEGORY_VALUES = ['casino', 'slot', 'sport', 'fishing', 'freespin'] as const
export const GameCategory = Type.Union([
  Type.Literal('casino'),
  Type.Literal('slot'),
  Type.Literal('sport'),
  Type.Literal('fishing'),
  Type.Literal('freespin'),
])
export type GameCategory = Static<typeof GameCategory>

/** A lobby: one category, or `all`. */
export const LobbyKey = Type.Union([...GameCategory.anyOf, Type.Literal('all')])
export type LobbyKey = Static<typeof LobbyKey>

export const GameProvider = Type.Object({
  provider_id: Type.Integer(),
  /** Stable code (`builtin`), also the prefix of the ledger's game code `builtin:slot`. */
  code: Type.String(),
  name: Type.String(),
  /** Logo URL (a path on this site for the seeded providers). */
  logo: Type.String(),
})
export type GameProvider = Static<typeof GameProvider>

export const GameTile = Type.Object({
  game_id: Type.Integer(),
  provider_id: Type.Integer(),
  provider_code: Type.String(),
  sub_provider_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The provider's game code (`slot`). */
  code: Type.String(),
  /** Thai name. */
  name: Type.String(),
  category: GameCategory,
  /** Thumbnail URL (an SVG on this site for the built-in games). */
  thumbnail: Type.String(),
  has_demo: Type.Boolean(),
  /** Wallet types (`wallet_type_id`) this game accepts; `game/wallets` answers only those wallets. */
  wallet_types: Type.Array(Type.Integer()),
})
export type GameTile = Static<typeof GameTile>

// GET /api/game/list?provider=&category=&search=&limit=&offset= (public): active games, in the
// catalogue's order. `total` counts every match (for "load more"). limit 1..100, default 60.
export const GameListQuery = Type.Object(
  {
    provider: Type.Optional(Type.String({ maxLength: 32 })),
    category: Type.Optional(LobbyKey),
    search: Type.Optional(Type.String({ maxLength: 50 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 60 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
  },
  strict,
)
export type GameListQuery = Static<typeof GameListQuery>
export const GameList = Type.Object({ games: Type.Array(GameTile), total: Type.Integer() })
export type GameList = Static<typeof GameList>
export const GameListReply = Reply(GameList)
export type GameListReply = Static<typeof GameListReply>

// GET /api/game/lobby (public): providers with active games; `hot` = the games with the most rounds
// in the last 24 hours (real rounds of the seamless wallet); with a bearer token `last` = the member's
// last launched games, newest first (empty for a visitor).
export const GameLobby = Type.Object({
  providers: Type.Array(GameProvider),
  last: Type.Array(GameTile),
  hot: Type.Array(GameTile),
})
export type GameLobby = Static<typeof GameLobby>
export const GameLobbyReply = Reply(GameLobby)
export type GameLobbyReply = Static<typeof GameLobbyReply>

// GET /api/lobby/configs?lobby_key= (public): what a lobby shows above its tiles.
export const LobbyConfigQuery = Type.Object({ lobby_key: Type.Optional(LobbyKey) }, strict)
export type LobbyConfigQuery = Static<typeof LobbyConfigQuery>
export const LobbyBanner = Type.Object({
  image: Type.String({ minLength: 1, maxLength: 500 }),
  /** A site path (`/promotions`) or null. */
  link: Type.Union([Type.String({ minLength: 1, maxLength: 500 }), Type.Null()]),
})
export type LobbyBanner = Static<typeof LobbyBanner>
/** A tab of the lobby: `key` is a category (or `all`), `name` its Thai label. */
export const LobbyCategory = Type.Object({
  key: LobbyKey,
  name: Type.String({ minLength: 1, maxLength: 50 }),
})
export type LobbyCategory = Static<typeof LobbyCategory>
export const LobbyConfig = Type.Object({
  lobby_key: LobbyKey,
  /** Thai title of the lobby (`คาสิโน`). */
  title: Type.String(),
  banners: Type.Array(LobbyBanner),
  categories: Type.Array(LobbyCategory),
  /** Providers with active games in this lobby. */
  providers: Type.Array(GameProvider),
})
export type LobbyConfig = Static<typeof LobbyConfig>
export const LobbyConfigReply = Reply(LobbyConfig)
export type LobbyConfigReply = Static<typeof LobbyConfigReply>

// POST /api/game/wallets (member): the member's wallets this game accepts (the site keeps those with
// balance > 0 or wallet_type_id 1, and auto-selects when exactly one is left).
export const GameWalletsBody = Type.Object({ game_id: RowId, provider_id: RowId }, strict)
export type GameWalletsBody = Static<typeof GameWalletsBody>
export const GameWalletsReply = Reply(Type.Array(Wallet))
export type GameWalletsReply = Static<typeof GameWalletsReply>

/** Where the member opened the game from (`lobby`, `home`, `hot`, `last`, `play`, `liff`...). */
const Source = Type.String({ maxLength: 50 })

// POST /api/game/link (member): a launch link for (member, wallet, game). The link carries a
// single-use launch token valid for 2 minutes, never the bearer token. Built-in games answer a path
// on this site (`/provider/builtin/slot/?token=...`); an external provider an absolute URL.
export const GameLinkBody = Type.Object(
  { wallet_id: RowId, game_id: RowId, provider_id: RowId, is_mobile: Type.Boolean(), source: Source },
  strict,
)
export type GameLinkBody = Static<typeof GameLinkBody>
export const GameLink = Type.Object({ link: Type.String() })
export type GameLink = Static<typeof GameLink>
export const GameLinkReply = Reply(GameLink)
export type GameLinkReply = Static<typeof GameLinkReply>

// POST /api/game/demo (public): the demo link of a game with `has_demo` (play money, no wallet).
export const GameDemoBody = Type.Object(
  {
    game_id: RowId,
    provider_id: RowId,
    is_mobile: Type.Boolean(),
    source: Source,
    agent_code: Type.String({ maxLength: 50 }),
  },
  strict,
)
export type GameDemoBody = Static<typeof GameDemoBody>
