import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

interface ManifestChunk {
  file: string
  css?: string[]
}

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Resource hints for `/` that only the server can give: the first home banner (the page's largest
 * paint, an image the agent sets) and the home page's own chunk, so a phone fetches them while the
 * app script loads instead of after it renders.
 */
export function homeHints(root: string, firstBanner: () => Promise<string | null>): () => Promise<string> {
  const manifestFile = join(root, '.vite', 'manifest.json')
  const manifest: Record<string, ManifestChunk> = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {}
  const home = manifest['src/app/routes/home.tsx']
  const chunkHints = home
    ? [
        `<link rel="modulepreload" href="/${escapeAttr(home.file)}">`,
        ...(home.css ?? []).map((css) => `<link rel="preload" as="style" href="/${escapeAttr(css)}">`),
      ]
    : []
  return async () => {
    const banner = await firstBanner().catch(() => null)
    const bannerHint = banner?.startsWith('/')
      ? [`<link rel="preload" as="image" href="${escapeAttr(banner)}" fetchpriority="high">`]
      : []
    return [...bannerHint, ...chunkHints].join('')
  }
}
