import { type Static, Type } from 'typebox'
import { Value } from 'typebox/value'

/** Every setting the server reads, validated once at boot (one schema, one inferred type). */
export const ConfigSchema = Type.Object({
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
  dataDir: Type.String({ minLength: 1 }),
  databaseUrl: Type.Union([Type.String({ pattern: '^postgres(ql)?://' }), Type.Null()]),
  /** Operator test switches (sandbox payment confirmation...), used by the money modules. */
  sandbox: Type.Boolean(),
  /** `demo` seeds content; `minimal` seeds agent, banks and the demo member only. */
  seed: Type.Union([Type.Literal('demo'), Type.Literal('minimal')]),
  agentCode: Type.String({ minLength: 1 }),
  agentId: Type.Integer(),
  /** Folder with the built site (vite build). */
  staticDir: Type.String({ minLength: 1 }),
  logLevel: Type.String(),
  /** scrypt cost as log2(N); production 17 (trust.md); tests may lower it. */
  scryptLogN: Type.Integer({ minimum: 10, maximum: 20 }),
  sessionIdleSeconds: Type.Integer({ minimum: 60 }),
  sessionAbsoluteSeconds: Type.Integer({ minimum: 60 }),
  /** Behind a reverse proxy: trust X-Forwarded-For so per-address limits see the real client. */
  trustProxy: Type.Boolean(),
  /** Per-address limit on login and reset routes (requests per minute). */
  authRateLimitPerMinute: Type.Integer({ minimum: 1 }),
  /** How often this instance looks for due jobs (ms); every instance may run jobs. */
  jobsPollMs: Type.Integer({ minimum: 50 }),
})
export type Config = Static<typeof ConfigSchema>

export const defaultConfig: Config = {
  port: 3000,
  host: '0.0.0.0',
  dataDir: './data',
  databaseUrl: null,
  sandbox: true,
  seed: 'demo',
  agentCode: 'bw222',
  agentId: 3,
  staticDir: 'dist',
  logLevel: 'info',
  scryptLogN: 17,
  sessionIdleSeconds: 24 * 3600,
  sessionAbsoluteSeconds: 30 * 24 * 3600,
  trustProxy: false,
  authRateLimitPerMinute: 30,
  jobsPollMs: 2000,
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
  const candidate = {
    ...defaultConfig,
    port: int(env.PORT, defaultConfig.port),
    host: env.HOST || defaultConfig.host,
    dataDir: env.DATA_DIR || defaultConfig.dataDir,
    databaseUrl: env.DATABASE_URL || null,
    sandbox: bool(env.SANDBOX, defaultConfig.sandbox),
    seed: env.SEED || defaultConfig.seed,
    staticDir: env.STATIC_DIR || defaultConfig.staticDir,
    logLevel: env.LOG_LEVEL || defaultConfig.logLevel,
    scryptLogN: int(env.SCRYPT_LOG_N, defaultConfig.scryptLogN),
    trustProxy: bool(env.TRUST_PROXY, defaultConfig.trustProxy),
    authRateLimitPerMinute: int(env.AUTH_RATE_LIMIT_PER_MINUTE, defaultConfig.authRateLimitPerMinute),
    jobsPollMs: int(env.JOBS_POLL_MS, defaultConfig.jobsPollMs),
  }
  if (!Value.Check(ConfigSchema, candidate)) {
    const problems = [...Value.Errors(ConfigSchema, candidate)].map(
      (e) => `${e.instancePath || '/'} ${e.message}`,
    )
    throw new Error(`Invalid configuration (environment): ${problems.join('; ')}`)
  }
  return candidate
}
