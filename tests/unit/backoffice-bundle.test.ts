import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The back office (`backoffice/`, its own Vite entry: vite.backoffice.config.ts) is not one byte of
 * the member site: Vite bundles what the site's index.html reaches, so the walk of every relative
 * import (static and dynamic) from there never enters `backoffice/`, and the site's build has no
 * other input. The back office may use the site's shared code (contract, format, the QR); never the
 * other way.
 */
const ROOT = resolve(__dirname, '../..')
const rel = (path: string) => relative(ROOT, path).split(sep).join('/')

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]
  return candidates.find((c) => existsSync(c) && /\.(tsx?|css)$/.test(c)) ?? null
}

/** Every file the member site's index.html reaches through relative imports. */
function siteGraph(): Set<string> {
  const html = readFileSync(join(ROOT, 'index.html'), 'utf8')
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g)].map((m) =>
    join(ROOT, m[1]),
  )
  expect(entries.length).toBeGreaterThan(0)
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    if (!/\.tsx?$/.test(file)) continue
    const text = readFileSync(file, 'utf8')
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
      const target = resolveImport(file, m[1])
      if (target) queue.push(target)
    }
  }
  return seen
}

describe('the back office is its own app', () => {
  it("no module of backoffice/ is reachable from the member site's entry", () => {
    const graph = [...siteGraph()].map(rel)
    expect(graph.length).toBeGreaterThan(50)
    expect(graph.filter((file) => file.startsWith('backoffice/'))).toEqual([])
  })

  it("the member site's build has no second input, and the back office builds from its own root", () => {
    expect(readFileSync(join(ROOT, 'vite.config.ts'), 'utf8')).not.toMatch(/backoffice|rollupOptions|input:/)
    const config = readFileSync(join(ROOT, 'vite.backoffice.config.ts'), 'utf8')
    expect(config).toContain("root: resolve(import.meta.dirname, 'backoffice')")
    expect(config).toContain("base: '/backoffice/'")
    expect(readFileSync(join(ROOT, 'backoffice/index.html'), 'utf8')).toContain('src="./src/main.tsx"')
  })
})
