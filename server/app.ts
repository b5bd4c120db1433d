import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { jobDefinitions } from './compose/jobs'
import { operatorApi } from './compose/operator'
import { registerLedgerSubscribers } from './compose/subscribers'
import { type Config, defaultConfig } from './config'
import type { RunningBus } from './db/bus'
import type { Db } from './db/open'
import type { AppDeps } from './deps'
import { createJobRunner, type JobRunner } from './jobs/runner'
import { type Clock, ForwardClock, systemClock } from './lib/clock'
import { cryptoRandom, type RandomSource } from './lib/random'
import { lineStandIn } from './line-stand-in'
import { STAND_IN_PATH } from './line-stand-in/config'
import { createStandInKeys } from './line-stand-in/keys'
import { affiliateRoutes } from './modules/affiliate/routes'
import { agentRoutes } from './modules/agent/routes'
import { agentService } from './modules/agent/service'
import { accountRoutes } from './modules/auth/account-routes'
import { registerAuthGuard } from './modules/auth/guard'
import { authRoutes } from './modules/auth/routes'
import { cashbackRoutes } from './modules/cashback/routes'
import { couponRoutes } from './modules/coupon/routes'
import { lobbyConfig } from './modules/game/lobby'
import { gameRoutes } from './modules/game/routes'
import { seamlessRoutes } from './modules/game/seamless/routes'
import { lineRoutes } from './modules/line/routes'
import { liveRoutes } from './modules/live/routes'
import { lottoRoutes } from './modules/lotto/routes'
import { notifyRoutes } from './modules/notify/routes'
import { paymentRoutes } from './modules/payment/routes'
import { pointsRoutes } from './modules/points/routes'
import { pollRoutes } from './modules/poll/routes'
import { promotionRoutes } from './modules/promotion/routes'
import { questRoutes } from './modules/quests/routes'
import { registerPlayGate } from './modules/responsible/gate'
import { registerPromotionQuiet } from './modules/responsible/quiet'
import { responsibleRoutes } from './modules/responsible/routes'
import { shopRoutes } from './modules/shop/routes'
import { staffRoutes } from './modules/staff/routes'
import { statementRoutes } from './modules/statement/routes'
import { walletRoutes } from './modules/wallet/routes'
import { wheelRoutes } from './modules/wheel/routes'
import { withdrawRoutes } from './modules/withdraw/routes'
import { registerBackOfficeSite } from './plugins/back-office-site'
import { bootDataScript, HOME_CALLS } from './plugins/boot-data'
import { registerDocs } from './plugins/docs'
import { registerErrorHandling } from './plugins/errors'
import { firstPageHints } from './plugins/first-page'
import { homeHtml } from './plugins/home-page'
import { lobbyHints } from './plugins/lobby-page'
import { pageDataHints } from './plugins/page-data'
import { databaseRateLimitStore } from './plugins/rate-limit-store'
import { registerSecurityHeaders } from './plugins/security'
import { registerStaticSite } from './plugins/static-site'
import { testClockRoutes } from './plugins/test-clock'
import { builtinProvider } from './provider'

declare module 'fastify' {
  interface FastifyInstance {
    /** The job runner (jobs/): main.ts starts its poll loop; tests call `jobs.runDue()`. */
    jobs: JobRunner
  }
}

export interface BuildAppOptions {
  db: Db
  /** The database's bus (createBus(opened.busListener)): started here, stopped when the app closes. */
  bus: RunningBus
  clock?: Clock
  random?: RandomSource
  config?: Partial<Config>
  logger?: FastifyServerOptions['logger']
}

/** Request ids: a random per-process prefix and a counter (cheap, unique, not guessable across restarts). */
function requestIds(random: RandomSource): () => string {
  const prefix = random.bytes(4).toString('hex')
  let counter = 0
  return () => `${prefix}${(++counter).toString(16).padStart(8, '0')}`
}

/**
 * Trust exactly `hops` proxies: the peer and the hops-1 addresses before it in X-Forwarded-For, so
 * the client is the address the outermost proxy saw, never the client-written left end. (Fastify's own
 * numeric setting trusts nothing, and `true` trusts the leftmost address.)
 */
const proxyHops = (hops: number) => (hops === 0 ? false : (_address: string, hop: number) => hop < hops)

/** Far deeper than any call's input (a lottery bill is 3 levels): deeper bodies are refused as malformed. */
const MAX_INPUT_DEPTH = 64

/**
 * Why a parsed body or query is malformed whatever its schema, or null: a NUL character in any string
 * (keys included; PostgreSQL text cannot hold one) or nesting deeper than MAX_INPUT_DEPTH. Walked
 * with an explicit stack: a recursive walk of an 8 KB body of nested arrays runs out of call stack.
 */
function malformedInput(value: unknown): string | null {
  const items: unknown[] = [value]
  const depths: number[] = [0]
  while (items.length > 0) {
    const item = items.pop()
    const depth = depths.pop() as number
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'NUL character in input'
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return `input nested deeper than ${MAX_INPUT_DEPTH} levels`
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return 'NUL character in input'
        items.push(child)
        depths.push(depth + 1)
      }
    }
  }
  return null
}

/** Builds the whole server (plugins, routes, error handling) without listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const deps: AppDeps = {
    db: options.db,
    bus: options.bus,
    clock: options.clock ?? systemClock,
    random: options.random ?? cryptoRandom,
    config: { ...defaultConfig, ...options.config },
  }
  // The built-in provider runs in-process: without a configured secret, one per process will do.
  deps.config.builtinProviderSecret ??= deps.random.bytes(32).toString('hex')
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIds(deps.random),
    bodyLimit: 64 * 1024,
    trustProxy: proxyHops(deps.config.trustProxy),
  })
  // Bodies are checked as sent (unknown fields and wrong types are refused); query strings are coerced.
  // A NUL character or nesting past MAX_INPUT_DEPTH is never valid input: refused as malformed (400).
  app.setValidatorCompiler((route) => {
    // Headers arrive as strings and the one header schema (the Idempotency-Key) wants a string:
    // checked as sent, as the type provider checks a body, without the conversion pass it runs on
    // every other part (over every header of every money call).
    const check = TypeBoxValidatorCompiler(
      route.httpPart === 'headers' ? { ...route, httpPart: 'body' } : route,
    )
    const isBody = route.httpPart === 'body'
    return (value: unknown) => {
      const malformed = malformedInput(value)
      if (malformed) return { error: new Error(malformed) }
      return check(isBody ? (value ?? {}) : value)
    }
  })
  // Callback-style hook: the cheapest kind, it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id)
    // Member data must never sit in a shared or browser cache.
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store')
    done()
  })

  await options.bus.start()
  app.addHook('onClose', () => options.bus.stop())
  const jobs = createJobRunner(deps, jobDefinitions)
  app.decorate('jobs', jobs)
  app.addHook('onClose', () => jobs.stop())

  registerErrorHandling(app)
  await registerSecurityHeaders(app, deps.config.gameOrigins)
  await app.register(compress, { global: true, threshold: 1024 })
  // Counted in the database, so several instances count one address together.
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(deps) })
  await registerDocs(app, deps.config.operatorToken)
  registerAuthGuard(app, deps)
  registerPlayGate(app, deps)
  registerPromotionQuiet(app, deps)
  registerLedgerSubscribers()

  await app.register(
    async (api) => {
      await api.register(authRoutes, { deps })
      await api.register(accountRoutes, { deps })
      await api.register(agentRoutes, { deps })
      await api.register(walletRoutes, { deps })
      await api.register(paymentRoutes, { deps })
      await api.register(withdrawRoutes, { deps })
      await api.register(responsibleRoutes, { deps })
      await api.register(statementRoutes, { deps })
      await api.register(promotionRoutes, { deps })
      await api.register(couponRoutes, { deps })
      await api.register(liveRoutes, { deps })
      await api.register(pointsRoutes, { deps })
      await api.register(lottoRoutes, { deps })
      await api.register(questRoutes, { deps })
      await api.register(shopRoutes, { deps })
      await api.register(wheelRoutes, { deps })
      await api.register(pollRoutes, { deps })
      await api.register(gameRoutes, { deps })
      await api.register(seamlessRoutes, { deps })
      await api.register(cashbackRoutes, { deps })
      await api.register(affiliateRoutes, { deps })
      await api.register(lineRoutes, { deps })
      await api.register(notifyRoutes, { deps })
      await api.register(staffRoutes, { deps })
      // The operator API: OPERATOR_TOKEN (automation, when set) or a back-office staff session.
      await api.register(operatorApi, { deps, token: deps.config.operatorToken })
    },
    { prefix: '/api' },
  )
  await app.register(builtinProvider, {
    prefix: '/provider/builtin',
    deps,
    root: app,
    secret: deps.config.builtinProviderSecret,
  })
  if (deps.config.lineStandIn) {
    // The demo LINE (config.ts allows it only in the demo and the end-to-end harness; main.ts gave it
    // its channel with line-stand-in/config.ts withStandIn).
    const { lineChannelId, lineChannelSecret, lineIssuer } = deps.config
    if (!lineChannelId || !lineChannelSecret) throw new Error('LINE_STAND_IN needs its channel (withStandIn)')
    await app.register(lineStandIn, {
      prefix: STAND_IN_PATH,
      channelId: lineChannelId,
      channelSecret: lineChannelSecret,
      issuer: lineIssuer,
      keys: await createStandInKeys(),
      now: () => deps.clock.now(),
    })
  }
  if (deps.config.testClock) {
    // The end-to-end harness's clock (config.ts allows it only there): main.ts made it a ForwardClock.
    if (!(deps.clock instanceof ForwardClock) || !deps.config.operatorToken)
      throw new Error('E2E_TEST_CLOCK needs a ForwardClock and OPERATOR_TOKEN')
    await app.register(testClockRoutes, { clock: deps.clock, token: deps.config.operatorToken })
  }
  await registerBackOfficeSite(app, deps.config.backofficeDir)
  const agent = agentService(deps)
  await registerStaticSite(
    app,
    deps.config.staticDir,
    (root) =>
      homeHtml(
        root,
        async () => {
          const { config, banners } = await agent.content()
          return { brand: config?.name ?? null, banner: banners[0] ?? null }
        },
        () => bootDataScript(app, HOME_CALLS),
      ),
    () => {
      const lobby = lobbyHints(async (key) => (await lobbyConfig(deps, key)).banners[0]?.image ?? null)
      return async (url) => pageDataHints(url) + (await lobby(url.split('?')[0]))
    },
    firstPageHints,
  )
  return app
}
