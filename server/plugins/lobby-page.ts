import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** `/lobby` (every category) and `/lobby/<name>`: the lobby key, or null for another path. */
const LOBBY_PATH = /^\/lobby(?:\/([a-z]+))?\/?$/
const LOBBY_KEYS = ['casino', 'slot', 'sport', 'fishing', 'freespin']
export function lobbyKeyOf(path: string): string | null {
  const match = LOBBY_PATH.exec(path)
  if (!match) return null
  const name = match[1]
  if (name === undefined) return 'all'
  return LOBBY_KEYS.includes(name) ? name : null
}

/** A chunk and the chunks it imports (not the entry, which the page's own script tag loads). */
function chunkFiles(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
): { js: string[]; css: string[] } {
  const js = new Set<string>()
  const css = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || key === 'index.html') return
    seen.add(key)
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of keys) visit(key)
  return { js: [...js], css: [...css] }
}

/**
 * Resource hints for a first page `/lobby/<name>` (added to what every other page gets): its first
 * banner, the page's largest paint, an image the operator sets in lobby/configs, fetched with the
 * app's scripts instead of after the app, the lobby layout and the page chunk have run and asked
 * for the config; and those chunks themselves. '' for any other path.
 */
export function lobbyHints(
  root: string,
  firstBanner: (lobbyKey: string) => Promise<string | null>,
): (path: string) => Promise<string> {
  const manifestFile = join(root, '.vite', 'manifest.json')
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {}
  const { js, css } = chunkFiles(manifest, ['src/app/layouts/lobby-layout.tsx', 'src/app/routes/lobby.tsx'])
  const chunkHints = [
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
    ...css.map((file) => `<link rel="preload" as="style" href="/${escapeHtml(file)}">`),
  ].join('')
  return async (path) => {
    const key = lobbyKeyOf(path)
    if (key === null) return ''
    const image = await firstBanner(key).catch(() => null)
    const imageHint = image?.startsWith('/')
      ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`
      : ''
    return imageHint + chunkHints
  }
}
