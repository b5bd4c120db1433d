import { type Static, Type } from 'typebox'
import { Reply } from './envelope'
import { GameCategory, GameTile, LobbyBanner, LobbyCategory, LobbyConfig, LobbyKey } from './game'

/**
 * The operator's game catalogue calls (`/api/operator/game/...`, OPERATOR_TOKEN, every save audited).
 * A save is an upsert by its natural key (provider code; provider + game code; lobby key) and
 * answers the saved row. Provider secrets are write-only: reads say `has_secret`, never the secret.
 */

const strict = { additionalProperties: false } as const
const Code = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,31}$' })
const Url = Type.String({ minLength: 1, maxLength: 500 })
/** The largest win a round may pay, as a multiple of its stakes. */
const MaxWinMultiple = Type.Integer({ minimum: 1, maximum: 1_000_000 })

/** Adapters the server has (server/modules/game/providers/): how a provider's launch URL is built. */
export const PROVIDER_ADAPTERS = ['builtin', 'example'] as const
export const ProviderAdapter = Type.Union([Type.Literal('builtin'), Type.Literal('example')])
export type ProviderAdapter = Static<typeof ProviderAdapter>

export const OperatorProvider = Type.Object({
  provider_id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  logo: Type.String(),
  adapter: ProviderAdapter,
  /** The provider's launch base URL (external adapters); its origin must be in GAME_ORIGINS. */
  launch_url: Type.Union([Type.String(), Type.Null()]),
  /** Whether a signing secret is set (the built-in provider's comes from BUILTIN_PROVIDER_SECRET). */
  has_secret: Type.Boolean(),
  active: Type.Boolean(),
  sort: Type.Integer(),
  /** A seamless `win` above this many times its round's stakes is refused (WIN_LIMIT_EXCEEDED). */
  max_win_multiple: Type.Integer(),
})
export type OperatorProvider = Static<typeof OperatorProvider>

// GET /api/operator/game/providers
export const OperatorProvidersReply = Reply(Type.Array(OperatorProvider))
export type OperatorProvidersReply = Static<typeof OperatorProvidersReply>

// POST /api/operator/game/provider/save — `secret` (32-200 characters) only when set or changed.
export const SaveProviderBody = Type.Object(
  {
    code: Code,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    logo: Url,
    adapter: ProviderAdapter,
    launch_url: Type.Optional(Type.Union([Url, Type.Null()])),
    secret: Type.Optional(Type.String({ minLength: 32, maxLength: 200 })),
    active: Type.Boolean(),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    /** Default 10,000 for a new provider; unchanged when left out. */
    max_win_multiple: Type.Optional(MaxWinMultiple),
  },
  strict,
)
export type SaveProviderBody = Static<typeof SaveProviderBody>
export const SaveProviderReply = Reply(OperatorProvider)
export type SaveProviderReply = Static<typeof SaveProviderReply>

/** A catalogue row as the operator sees it (inactive ones too). */
export const OperatorGame = Type.Object({
  ...GameTile.properties,
  active: Type.Boolean(),
  sort: Type.Integer(),
  /** This game's own limit on a win (times the round's stakes); null = the provider's. */
  max_win_multiple: Type.Union([Type.Integer(), Type.Null()]),
})
export type OperatorGame = Static<typeof OperatorGame>

// GET /api/operator/game/games?provider=<code>
export const OperatorGamesQuery = Type.Object({ provider: Type.Optional(Code) }, strict)
export type OperatorGamesQuery = Static<typeof OperatorGamesQuery>
export const OperatorGamesReply = Reply(Type.Array(OperatorGame))
export type OperatorGamesReply = Static<typeof OperatorGamesReply>

// POST /api/operator/game/game/save — the built-in provider only takes the games it serves.
export const SaveGameBody = Type.Object(
  {
    provider_code: Code,
    code: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$' }),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    category: GameCategory,
    thumbnail: Url,
    has_demo: Type.Boolean(),
    wallet_types: Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), { minItems: 1, maxItems: 10 }),
    active: Type.Boolean(),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    /** null = the provider's limit; unchanged when left out. */
    max_win_multiple: Type.Optional(Type.Union([MaxWinMultiple, Type.Null()])),
  },
  strict,
)
export type SaveGameBody = Static<typeof SaveGameBody>
export const SaveGameReply = Reply(OperatorGame)
export type SaveGameReply = Static<typeof SaveGameReply>

// GET /api/operator/game/lobby_configs
export const StoredLobbyConfig = Type.Object({
  lobby_key: LobbyKey,
  title: Type.String(),
  banners: Type.Array(LobbyBanner),
  categories: Type.Array(LobbyCategory),
})
export type StoredLobbyConfig = Static<typeof StoredLobbyConfig>
export const OperatorLobbyConfigsReply = Reply(Type.Array(StoredLobbyConfig))
export type OperatorLobbyConfigsReply = Static<typeof OperatorLobbyConfigsReply>

// POST /api/operator/game/lobby_config/save
export const SaveLobbyConfigBody = Type.Object(
  {
    lobby_key: LobbyKey,
    title: Type.String({ minLength: 1, maxLength: 100 }),
    banners: Type.Array(Type.Object(LobbyBanner.properties, strict), { maxItems: 20 }),
    categories: Type.Array(Type.Object(LobbyCategory.properties, strict), { maxItems: 20 }),
  },
  strict,
)
export type SaveLobbyConfigBody = Static<typeof SaveLobbyConfigBody>
export const SaveLobbyConfigReply = Reply(LobbyConfig)
export type SaveLobbyConfigReply = Static<typeof SaveLobbyConfigReply>
