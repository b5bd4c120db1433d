import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../deps'
import { PROVIDER_CODE, type ProviderContext } from './context'
import { providerApiRoutes } from './routes'
import { recoverRounds } from './settle'
import { createWalletClient, injectTransport, type WalletTransport } from './wallet-client'

export interface ProviderOptions {
  deps: AppDeps
  /** The whole app: the default wallet transport injects into it. */
  root: FastifyInstance
  /** The provider's seamless-wallet secret (the operator's catalogue holds the same one). */
  secret: string
  /** How wallet calls travel; `app.inject` on `root` unless a test says otherwise. */
  transport?: WalletTransport
}

/**
 * The built-in game pages may be framed by the member site (same origin, `sandbox` attributes):
 * the site's headers forbid framing everywhere else, so these answers say `frame-ancestors 'self'`.
 */
const GAME_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ')

/**
 * The built-in provider (registered under `/provider/builtin`): its page API under `/api`, its
 * built game pages (GAMES_DIR) at `/<code>/`. It reaches the operator only through the seamless
 * wallet, like any external provider.
 */
export async function builtinProvider(app: FastifyInstance, options: ProviderOptions): Promise<void> {
  const ctx: ProviderContext = {
    deps: options.deps,
    wallet: createWalletClient({
      providerCode: PROVIDER_CODE,
      secret: options.secret,
      transport: options.transport ?? injectTransport(options.root),
    }),
  }
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.removeHeader('x-frame-options')
    reply.header('Content-Security-Policy', GAME_PAGE_CSP)
    // In a frame sandboxed without allow-same-origin the page's origin is "null": its module
    // scripts and API calls are then cross-origin requests, which these two headers allow.
    reply.header('Access-Control-Allow-Origin', '*')
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin')
    done(null, payload)
  })
  await app.register(async (api) => providerApiRoutes(api, ctx), { prefix: '/api' })
  const pages = resolve(options.deps.config.gamesDir)
  if (existsSync(pages)) {
    await app.register(fastifyStatic, {
      root: pages,
      decorateReply: false,
      index: ['index.html'],
      redirect: true,
      cacheControl: false,
      setHeaders: (res, path) =>
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    })
  } else app.log.warn(`No built game pages in ${pages}: run "npm run build:games".`)
  // Rounds a crash or a wallet outage left unfinished are finished when the server is ready.
  app.addHook('onReady', async () => {
    await recoverRounds(ctx).catch((error: unknown) =>
      app.log.error({ err: error }, 'provider recovery failed'),
    )
  })
}
