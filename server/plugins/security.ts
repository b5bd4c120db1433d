import helmet from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'

/**
 * The LINE hosts the LIFF SDK (@line/liff 2.x) reaches from the page, read from the SDK's own code and
 * LINE's LIFF documentation: it calls the LIFF server at api.line.me, fetches its translations from
 * liffsdk.line-scdn.net/xlt, sends its usage statistics to uts-front.line-apps.com, loads its helper
 * scripts (uts.js, lui-alert.js) from static.line-scdn.net, and talks to LINE's sub-window page in a
 * frame at liff-subwindow.line.me. Member profile pictures (liff.getProfile().pictureUrl) are served
 * from profile.line-scdn.net. Login goes through access.line.me by navigation, which CSP does not
 * govern here. Nothing else of LINE's is allowed.
 */
export const LINE_HOSTS = {
  connect: ['https://api.line.me', 'https://liffsdk.line-scdn.net', 'https://uts-front.line-apps.com'],
  script: ['https://static.line-scdn.net'],
  frame: ['https://liff-subwindow.line.me'],
  img: ['https://profile.line-scdn.net'],
} as const

/** The Content-Security-Policy directives; `gameOrigins` (GAME_ORIGINS) may be framed for game play. */
export function cspDirectives(gameOrigins: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...LINE_HOSTS.script],
    // Emotion (Chakra) injects style tags.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...LINE_HOSTS.img],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...LINE_HOSTS.connect],
    frameSrc: ["'self'", ...LINE_HOSTS.frame, ...gameOrigins],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  }
}

const helmetOptions = (gameOrigins: readonly string[]) => ({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(gameOrigins) },
  hsts: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  xFrameOptions: { action: 'deny' as const },
})

/**
 * The security headers @fastify/helmet produces for our options. They do not vary per request, and
 * the plugin rebuilds its middleware on every request (a third of the cost of a small API answer),
 * so they are computed once here and then set by one cheap hook.
 */
async function helmetHeaders(gameOrigins: readonly string[]): Promise<Record<string, string>> {
  const probe = Fastify()
  await probe.register(helmet, helmetOptions(gameOrigins))
  probe.get('/', async () => 'ok')
  const response = await probe.inject({ url: '/' })
  await probe.close()
  const plain = Fastify()
  plain.get('/', async () => 'ok')
  const baseline = new Set(Object.keys((await plain.inject({ url: '/' })).headers))
  await plain.close()
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.headers)) {
    if (!baseline.has(name) && typeof value === 'string') headers[name] = value
  }
  return headers
}

/**
 * Security headers on every answer; HSTS only when the request arrived over HTTPS (directly, or as
 * X-Forwarded-Proto from a proxy TRUST_PROXY trusts: request.protocol already applies that rule).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  gameOrigins: readonly string[],
): Promise<void> {
  const headers = await helmetHeaders(gameOrigins)
  if (!headers['content-security-policy']) throw new Error('helmet produced no Content-Security-Policy')
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    done()
  })
}
