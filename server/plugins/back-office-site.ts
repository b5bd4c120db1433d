import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The back office (`backoffice/`, built apart from the member site by vite.backoffice.config.ts)
 * at `/backoffice`: its hashed assets immutable, and every other GET under `/backoffice` its
 * index.html (a single-page app: the page routes itself). Nothing of it is in the member site.
 */
export async function registerBackOfficeSite(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir)
  const indexFile = join(root, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn(`No built back office in ${root}: /backoffice is missing. Run "npm run build" first.`)
    return
  }
  const indexHtml = readFileSync(indexFile, 'utf8')
  await app.register(
    async (scope) => {
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        decorateReply: false,
        cacheControl: false,
        index: false,
        redirect: false,
        wildcard: false,
        setHeaders: (res, path) => {
          res.header('Cache-Control', path === indexFile ? 'no-cache' : IMMUTABLE)
        },
      })
      const page = async (_request: unknown, reply: FastifyReply) =>
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml)
      scope.get('/', { schema: { hide: true } }, page)
      scope.get('/*', { schema: { hide: true } }, async (request, reply) => {
        const path = request.url.split('?')[0]
        if (path.startsWith('/backoffice/assets/'))
          return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
        return page(request, reply)
      })
    },
    { prefix: '/backoffice' },
  )
}
