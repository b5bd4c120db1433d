import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'regexparam'
import { PATHS } from '../../src/config/paths'
import { type LayoutName, ROUTE_ROWS, type RouteRow, usesChakra } from '../../src/config/routes'

interface ManifestChunk {
  file: string
  name?: string
  css?: string[]
  imports?: string[]
  assets?: string[]
}
type Manifest = Record<string, ManifestChunk>

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Vite's manifest of the built site (`build.manifest`), or {} without one. */
export function readManifest(root: string): Manifest {
  const file = join(root, '.vite', 'manifest.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}

/**
 * The files of some chunks and of the chunks they import, but the entry's own (index.html's script
 * and what it imports: the page's script tags and index.html's hints load those).
 */
export function chunkFiles(manifest: Manifest, keys: string[]): { js: string[]; css: string[] } {
  const entry = manifest['index.html']
  const skip = new Set(['index.html', ...(entry?.imports ?? [])])
  const js = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || skip.has(key)) return
    skip.add(key)
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return { js: [...js], css: [...css] }
}

const matches = (pattern: string, path: string) => parse(pattern).pattern.test(path)

/**
 * The route row `path` opens and the layout it renders in, as the site's router picks them
 * (src/app/router.tsx): `/liff/<name>` is the row of that LIFF name, in the LIFF layout. Null for
 * `/` (plugins/home-page.ts hints its chunk) and a path no row has.
 */
export function firstPageRow(path: string): { row: RouteRow; layout: LayoutName } | null {
  if (path === PATHS.home) return null
  if (path.startsWith(`${PATHS.liffHome}/`)) {
    const row = ROUTE_ROWS.find((r) => 'liff' in r && matches(`${PATHS.liffHome}/${r.liff}`, path))
    if (row) return { row, layout: 'liff' }
  }
  const row = ROUTE_ROWS.find((r) => matches(r.path, path))
  return row ? { row, layout: row.layout } : null
}

/**
 * Module preloads for a first page other than `/`: the chunks its first render needs (its page, its
 * layout unless the default one, Chakra unless a plain page in a plain layout, the API client's
 * HTTP code for its first data) and their CSS,
 * fetched with the app's scripts instead of after them: the app keeps its splash until they are
 * here (src/main.tsx). Then index.html's fonts (Kanit's Thai and Latin files): asked for only once
 * the first Thai text is laid out, they came after the page's first render, which was laid out
 * twice (in the system's font, then in Kanit: a second long task and a shift). Not Latin 600: the
 * splash's text, whose first layout asks for it anyway (preloaded, it held the first paint back). A member page is
 * hinted as a member sees it (a visitor gets the no-auth layout's page instead, and downloads it
 * then). '' for `/` and a path no row has (`/` paints its banner first: plugins/home-page.ts).
 */
export function firstPageHints(root: string): (path: string) => string {
  const manifest = readManifest(root)
  // The API client's HTTP code (ky, a chunk of its own, vite.config.ts): `/` needs it only once
  // idle, any other page for its first data.
  const http = Object.keys(manifest).filter((key) => manifest[key].name === 'ky')
  const fonts = (manifest['index.html']?.assets ?? [])
    .filter((file) => file.endsWith('.woff2') && !file.includes('latin-600'))
    // crossorigin: fonts are fetched in CORS mode, and a preload in another mode is not used.
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${escapeHtml(file)}">`)
  const hints = new Map<string, string>()
  return (path) => {
    const found = firstPageRow(path)
    if (!found) return ''
    const { row, layout } = found
    const key = `${row.page}:${layout}`
    let cached = hints.get(key)
    if (cached === undefined) {
      const keys = [
        ...http,
        ...(row.page === 'not-found' ? [] : [`src/app/routes/${row.page}.tsx`]),
        ...(layout === 'default' ? [] : [`src/app/layouts/${layout}-layout.tsx`]),
        ...(usesChakra(row, layout) ? ['src/app/chakra/chakra-scope.tsx'] : []),
      ]
      const { js, css } = chunkFiles(manifest, keys)
      cached = [
        ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
        // crossorigin: the app's stylesheet link asks in CORS mode (Vite's preload helper), and a
        // preload in another mode is not used (downloaded twice).
        ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`),
        ...fonts,
      ].join('')
      hints.set(key, cached)
    }
    return cached
  }
}
