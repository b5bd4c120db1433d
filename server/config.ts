import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'
import { MATCH_INTERVAL_SECONDS, MATCH_SECONDS } from '../games/rules/football'

/** Every setting the server reads, validated once at boot (one schema, one inferred type). */
export const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  dataDir: Type.String({ minLength: 1 }),
  databaseUrl: Type.Union([Type.String({ pattern: '^postgres(ql)?://' }), Type.Null()]),
  /**
   * The demo (`npm start`): seeds the demo member and content, generates an operator token when none
   * is set, and keeps reset codes in the outbox. Off by default, so production never gets a shortcut.
   */
  demo: Type.Boolean(),
  /**
   * Operator API (`/api/operator/...`) bearer token for automation; null = only back-office staff sessions.
   * No blanks at all: a token of spaces is no secret, and a blank at its end never survives the
   * Authorization header (HTTP trims it), so such a token is refused at boot like a short one.
   */
  operatorToken: Type.Union([Type.String({ minLength: 24, maxLength: 200, pattern: '^\\S+$' }), Type.Null()]),
  /** Where one-time codes go: `outbox` (read through the operator API), `http` (SMS gateway) or `none`. */
  codeSender: Type.Union([Type.Literal('outbox'), Type.Literal('http'), Type.Literal('none')]),
  /** The SMS gateway of the `http` sender (see modules/auth/sender/http.ts for the request it gets). */
  smsGatewayUrl: Type.Union([Type.String({ pattern: '^https?://' }), Type.Null()]),
  smsGatewayToken: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  /** `demo` seeds the demo member and content; `minimal` seeds the agent, its banks and channels only. */
  seed: Type.Union([Type.Literal('demo'), Type.Literal('minimal')]),
  /** Origins (https://games.example.com) allowed to be framed by the site (game providers). */
  gameOrigins: Type.Array(Type.String({ pattern: '^https://[A-Za-z0-9.-]+(:[0-9]+)?$' })),
  agentCode: Type.String({ minLength: 1 }),
  agentId: Type.Integer(),
  /** Folder with the built site (vite build). */
  staticDir: Type.String({ minLength: 1 }),
  logLevel: Type.String(),
  /** scrypt cost as log2(N); production 17 (docs/product.md, "Passwords and sessions"); tests may lower it. */
  scryptLogN: Type.Integer({ minimum: 10, maximum: 20 }),
  sessionIdleSeconds: Type.Integer({ minimum: 60 }),
  sessionAbsoluteSeconds: Type.Integer({ minimum: 60 }),
  /**
   * Reverse proxies in front of the server (0 = none): the client address is taken that many hops
   * from the right of X-Forwarded-For, never from its client-controlled left end.
   */
  trustProxy: Type.Integer({ minimum: 0, maximum: 10 }),
  /** Per-address limit on login and reset routes (requests per minute). */
  authRateLimitPerMinute: Type.Integer({ minimum: 1 }),
  /** How often this instance looks for due jobs (ms); every instance may run jobs. */
  jobsPollMs: Type.Integer({ minimum: 50 }),
  /** Folder with the built-in provider's built game pages (vite.games.config.ts). */
  gamesDir: Type.String({ minLength: 1 }),
  /** Folder with the built back office (vite.backoffice.config.ts), served at /backoffice. */
  backofficeDir: Type.String({ minLength: 1 }),
  /** The built-in provider's seamless-wallet secret; null = a random one per process (it is in-process). */
  builtinProviderSecret: Type.Union([Type.String({ minLength: 16, maxLength: 200 }), Type.Null()]),
  /**
   * The end-to-end harness only (E2E_TEST_CLOCK=1, set by playwright.config.ts for one of its servers):
   * a clock the harness moves forward with `POST /e2e/clock` (plugins/test-clock.ts). Refused with
   * DEMO or DATABASE_URL and without OPERATOR_TOKEN, so production and the demo never have it.
   */
  testClock: Type.Boolean(),
  /** Virtual football: a kick-off every this many seconds (bets on a match close at its kick-off). */
  footballIntervalSeconds: Type.Integer({ minimum: 10, maximum: 3600 }),
  /** Virtual football: real seconds a match's 90 minutes last (shorter than the interval). */
  footballMatchSeconds: Type.Integer({ minimum: 3, maximum: 1800 }),
  /**
   * LINE Login (modules/line): the LINE Login channel's id and secret (LINE Developers console); null =
   * no LINE login (the site hides its buttons, the calls refuse in Thai). The endpoints are LINE's
   * unless set (the tests' and the demo's stand-in, server/line-stand-in).
   */
  lineChannelId: Type.Union([Type.String({ pattern: '^[0-9A-Za-z-]{1,40}$' }), Type.Null()]),
  lineChannelSecret: Type.Union([Type.String({ minLength: 16, maxLength: 200 }), Type.Null()]),
  lineAuthorizeUrl: Type.String({ minLength: 1 }),
  lineTokenUrl: Type.String({ pattern: '^https?://' }),
  lineJwksUrl: Type.String({ pattern: '^https?://' }),
  /** The `iss` every LINE ID token must carry. */
  lineIssuer: Type.String({ minLength: 1 }),
  /** The callback page LINE sends the browser back to; null = `<this site's origin>/line/callback`. */
  lineCallbackUrl: Type.Union([Type.String({ pattern: '^https?://' }), Type.Null()]),
  /**
   * The demo LINE (server/line-stand-in) served under /line-demo with its own keys, LINE's endpoints
   * pointed at it: on with DEMO when LINE_CHANNEL_ID and DATABASE_URL are unset, or LINE_STAND_IN=1 (the end-to-end
   * harness). Never with LINE_CHANNEL_ID or DATABASE_URL: anyone may be any LINE user there.
   */
  lineStandIn: Type.Boolean(),
  /**
   * LINE messages to members linked to LINE (modules/notify): deposit credited, withdrawal decided,
   * bill won. `none` (default) sends nothing, `outbox` writes them to line_outbox (the demo), `line`
   * pushes them with the Messaging API (LINE_CHANNEL_ACCESS_TOKEN of the Official Account's channel).
   */
  lineMessages: Type.Union([Type.Literal('none'), Type.Literal('outbox'), Type.Literal('line')]),
  lineChannelAccessToken: Type.Union([Type.String({ minLength: 1 }), Type.Null()]),
  /** The Messaging API's base URL (tests point it at a local stand-in). */
  lineMessagingApiUrl: Type.String({ pattern: '^https?://' }),
})
export type Config = Static<typeof ConfigSchema>

export const defaultConfig: Config = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  databaseUrl: null,
  demo: false,
  operatorToken: null,
  codeSender: 'none',
  smsGatewayUrl: null,
  smsGatewayToken: null,
  seed: 'minimal',
  gameOrigins: [],
  agentCode: 'bw222',
  agentId: 3,
  staticDir: 'dist',
  logLevel: 'info',
  scryptLogN: 17,
  sessionIdleSeconds: 24 * 3600,
  sessionAbsoluteSeconds: 30 * 24 * 3600,
  trustProxy: 0,
  authRateLimitPerMinute: 30,
  jobsPollMs: 2000,
  gamesDir: 'dist-games',
  backofficeDir: 'dist-backoffice',
  builtinProviderSecret: null,
  testClock: false,
  footballIntervalSeconds: MATCH_INTERVAL_SECONDS,
  footballMatchSeconds: MATCH_SECONDS,
  lineChannelId: null,
  lineChannelSecret: null,
  lineAuthorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
  lineTokenUrl: 'https://api.line.me/oauth2/v2.1/token',
  lineJwksUrl: 'https://api.line.me/oauth2/v2.1/certs',
  lineIssuer: 'https://access.line.me',
  lineCallbackUrl: null,
  lineStandIn: false,
  lineMessages: 'none',
  lineChannelAccessToken: null,
  lineMessagingApiUrl: 'https://api.line.me',
}

const bool = (v: string | undefined, fallback: boolean): boolean | string =>
  v === undefined || v === ''
    ? fallback
    : ['1', 'true', 'on', 'yes'].includes(v)
      ? true
      : ['0', 'false', 'off', 'no'].includes(v)
        ? false
        : v
const int = (v: string | undefined, fallback: number): number =>
  v === undefined || v === '' ? fallback : Number(v)

/** Reads the environment; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const demo = bool(env.DEMO, defaultConfig.demo)
  const candidate = {
    ...defaultConfig,
    port: int(env.PORT, defaultConfig.port),
    host: env.HOST || defaultConfig.host,
    dataDir: env.DATA_DIR || defaultConfig.dataDir,
    databaseUrl: env.DATABASE_URL || null,
    demo,
    operatorToken: env.OPERATOR_TOKEN || null,
    codeSender: env.CODE_SENDER || (demo === true ? 'outbox' : defaultConfig.codeSender),
    smsGatewayUrl: env.SMS_GATEWAY_URL || null,
    smsGatewayToken: env.SMS_GATEWAY_TOKEN || null,
    seed: env.SEED || (demo === true ? 'demo' : defaultConfig.seed),
    gameOrigins: (env.GAME_ORIGINS ?? '').split(/[\s,]+/).filter((o) => o !== ''),
    staticDir: env.STATIC_DIR || defaultConfig.staticDir,
    logLevel: env.LOG_LEVEL || defaultConfig.logLevel,
    scryptLogN: int(env.SCRYPT_LOG_N, defaultConfig.scryptLogN),
    trustProxy: int(env.TRUST_PROXY, defaultConfig.trustProxy),
    authRateLimitPerMinute: int(env.AUTH_RATE_LIMIT_PER_MINUTE, defaultConfig.authRateLimitPerMinute),
    jobsPollMs: int(env.JOBS_POLL_MS, defaultConfig.jobsPollMs),
    gamesDir: env.GAMES_DIR || defaultConfig.gamesDir,
    backofficeDir: env.BACKOFFICE_DIR || defaultConfig.backofficeDir,
    builtinProviderSecret: env.BUILTIN_PROVIDER_SECRET || null,
    testClock: bool(env.E2E_TEST_CLOCK, defaultConfig.testClock),
    footballIntervalSeconds: int(env.FOOTBALL_INTERVAL_SECONDS, defaultConfig.footballIntervalSeconds),
    footballMatchSeconds: int(env.FOOTBALL_MATCH_SECONDS, defaultConfig.footballMatchSeconds),
    lineChannelId: env.LINE_CHANNEL_ID || null,
    lineChannelSecret: env.LINE_CHANNEL_SECRET || null,
    lineAuthorizeUrl: env.LINE_AUTHORIZE_URL || defaultConfig.lineAuthorizeUrl,
    lineTokenUrl: env.LINE_TOKEN_URL || defaultConfig.lineTokenUrl,
    lineJwksUrl: env.LINE_JWKS_URL || defaultConfig.lineJwksUrl,
    lineIssuer: env.LINE_ISSUER || defaultConfig.lineIssuer,
    lineCallbackUrl: env.LINE_CALLBACK_URL || null,
    lineStandIn: bool(env.LINE_STAND_IN, demo === true && !env.LINE_CHANNEL_ID && !env.DATABASE_URL),
    lineMessages: env.LINE_MESSAGES || (demo === true ? 'outbox' : defaultConfig.lineMessages),
    lineChannelAccessToken: env.LINE_CHANNEL_ACCESS_TOKEN || null,
    lineMessagingApiUrl: env.LINE_MESSAGING_API_URL || defaultConfig.lineMessagingApiUrl,
  }
  if (!Value.Check(ConfigSchema, candidate)) {
    const problems = [...Value.Errors(ConfigSchema, candidate)].map(
      (e) => `${e.instancePath || '/'} ${e.message}`,
    )
    throw new Error(`Invalid configuration (environment): ${problems.join('; ')}`)
  }
  if (candidate.footballMatchSeconds >= candidate.footballIntervalSeconds)
    throw new Error(
      'Invalid configuration (environment): FOOTBALL_MATCH_SECONDS must be shorter than FOOTBALL_INTERVAL_SECONDS',
    )
  if (candidate.codeSender === 'http' && !candidate.smsGatewayUrl)
    throw new Error('Invalid configuration (environment): CODE_SENDER=http needs SMS_GATEWAY_URL')
  if (candidate.lineMessages === 'line' && !candidate.lineChannelAccessToken)
    throw new Error('Invalid configuration (environment): LINE_MESSAGES=line needs LINE_CHANNEL_ACCESS_TOKEN')
  if (candidate.lineChannelId !== null && candidate.lineChannelSecret === null)
    throw new Error('Invalid configuration (environment): LINE_CHANNEL_ID needs LINE_CHANNEL_SECRET')
  if (candidate.lineStandIn && (candidate.lineChannelId !== null || candidate.databaseUrl))
    throw new Error(
      'Invalid configuration (environment): LINE_STAND_IN (the demo LINE) is for the demo and the end-to-end harness only: never with LINE_CHANNEL_ID or DATABASE_URL',
    )
  if (candidate.testClock && (candidate.demo || candidate.databaseUrl || !candidate.operatorToken))
    throw new Error(
      'Invalid configuration (environment): E2E_TEST_CLOCK is for the end-to-end harness only: it needs OPERATOR_TOKEN and the embedded database, never DEMO or DATABASE_URL',
    )
  return candidate
}
