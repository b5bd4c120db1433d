import { existsSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../src/contract/envelope'
import { MESSAGES } from './errors'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built site from `root` on the API's port: hashed `/assets/*` are immutable,
 * `index.html` is revalidated every time, and every other non-API GET falls back to the SPA.
 * `homePage` turns index.html into what `/` serves (plugins/home-page.ts); every other page gets
 * index.html with a preload of the route table's loaders chunk (`otherPageHtml`) and of the chunks
 * `pageChunks` names for its path (plugins/first-page.ts), after the entry's own script and preloads
 * (the browser asks in document order, six at a time over HTTP/1.1: the entry first); every page
 * gets, first in <head>, the hints `pageHints` gives for its URL (path and query:
 * plugins/page-data.ts, the page's first data; plugins/lobby-page.ts, a lobby's banner).
 */
export async function registerStaticSite(
  app: FastifyInstance,
  staticDir: string,
  homePage?: (root: string) => (html: string) => Promise<string>,
  pageHints?: (root: string) => (url: string) => Promise<string>,
  pageChunks?: (root: string) => (path: string) => string,
): Promise<void> {
  const root = resolve(staticDir)
  const indexFile = join(root, 'index.html')
  const built = existsSync(indexFile)
  if (!built)
    app.log.warn(`No built site in ${root}: the API works, the site does not. Run "npm run build" first.`)
  const hintsFor = built ? pageHints?.(root) : undefined
  const chunksFor = built ? pageChunks?.(root) : undefined
  if (built) await registerFiles(app, root, indexFile, homePage?.(root), hintsFor)
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : ''
  const otherPage = built ? (otherPageHtml(root, indexHtml) ?? indexHtml) : null
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]
    if (path === '/api' || path.startsWith('/api/')) {
      return reply.code(404).send({ error: ErrorCode.NOT_FOUND, message: MESSAGES.notFound })
    }
    if (!built || (request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    }
    // The site renders its own 404 page for unknown paths.
    reply.header('Cache-Control', 'no-cache')
    if (otherPage === null) return reply.sendFile('index.html', root)
    const hints = (await hintsFor?.(request.url)) ?? ''
    const chunks = chunksFor?.(path) ?? ''
    const page = chunks ? otherPage.replace('</head>', `${chunks}</head>`) : otherPage
    return reply.type('text/html; charset=utf-8').send(hints ? withHints(page, hints) : page)
  })
}

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i

/**
 * index.html for a first page other than `/`: the pages' loaders (src/app/loaders.ts, the chunk
 * the router needs before such a page's own chunk) are fetched with the app's scripts (after them in
 * <head>), not once they have run. `/` loads them once idle, so its first screen does not carry them. Null without that chunk.
 */
function otherPageHtml(root: string, html: string): string | null {
  const manifestFile = join(root, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return null
  const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const loaders = manifest['src/app/loaders.ts']
  if (!loaders) return null
  return html.replace('</head>', `<link rel="modulepreload" crossorigin href="/${loaders.file}"></head>`)
}

/** `hints` first in <head> (after the charset), or before </head> without one. */
function withHints(html: string, hints: string): string {
  return CHARSET.test(html)
    ? html.replace(CHARSET, (meta) => `${meta}${hints}`)
    : html.replace('</head>', `${hints}</head>`)
}

async function registerFiles(
  app: FastifyInstance,
  root: string,
  indexFile: string,
  homePage?: (html: string) => Promise<string>,
  hintsFor?: (url: string) => Promise<string>,
): Promise<void> {
  const assetsDir = `${join(root, 'assets')}${sep}`
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    // The SPA fallback below owns every miss (a directory without a file included).
    index: false,
    redirect: false,
    setHeaders: (res, path) => {
      if (path === indexFile) res.header('Cache-Control', 'no-cache')
      else if (path.startsWith(assetsDir)) res.header('Cache-Control', IMMUTABLE)
      else res.header('Cache-Control', 'public, max-age=3600')
    },
  })
  const indexHtml = readFileSync(indexFile, 'utf8')
  app.get('/', { schema: { hide: true } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-cache')
    const hints = (await hintsFor?.(request.url)) ?? ''
    if (!homePage && !hints) return reply.sendFile('index.html', root)
    const page = homePage ? await homePage(indexHtml) : indexHtml
    return reply.type('text/html; charset=utf-8').send(hints ? withHints(page, hints) : page)
  })
}
