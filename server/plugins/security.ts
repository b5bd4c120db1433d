import helmet from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'

export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Emotion (Chakra) injects style tags.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  hsts: false,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  xFrameOptions: { action: 'deny' as const },
}

/**
 * The security headers @fastify/helmet produces for our options. They do not vary per request, and
 * the plugin rebuilds its middleware on every request (a third of the cost of a small API answer),
 * so they are computed once here and then set by one cheap hook.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify()
  await probe.register(helmet, HELMET_OPTIONS)
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

/** Security headers on every answer; HSTS only when the request arrived over HTTPS. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders()
  if (!headers['content-security-policy']) throw new Error('helmet produced no Content-Security-Policy')
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers)
    if (request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    done()
  })
}
