import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTE_ROWS } from '../../../src/config/routes'

/**
 * A route row marked `plain` renders without the Chakra scope (src/README.md): its page, and every
 * module it imports, must import no Chakra code, or the page would break (no Chakra provider) or
 * download Chakra after all. Read from the route table's rows and the sources' static imports.
 */
const ROOT = resolve(__dirname, '../../..')

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec)
  for (const file of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(file) && statSync(file).isFile()) return file
  return null
}

/** The Chakra imports of a module and of everything it imports statically (`import type` left out). */
function chakraImports(entry: string): string[] {
  const seen = new Set<string>()
  const found: string[] = []
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const m of source.matchAll(/^(?:import|export)\s+(type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
      if (m[1]) continue
      const spec = m[2]
      if (spec.startsWith('@chakra-ui')) found.push(`${relative(ROOT, file)} imports ${spec}`)
      else if (spec.startsWith('.')) {
        const next = resolveImport(file, spec)
        if (next) walk(next)
      }
    }
  }
  walk(entry)
  return found
}

/** The page file of each `plain` row: its page is `src/app/routes/<page>.tsx` (loaders.ts). */
function plainPages(): string[] {
  return ROUTE_ROWS.filter((row) => 'plain' in row && row.plain).map((row) =>
    join(ROOT, 'src/app/routes', `${row.page}.tsx`),
  )
}

describe('plain route rows', () => {
  const pages = plainPages()

  it('are found in the route table', () => {
    expect(pages.map((p) => relative(ROOT, p))).toEqual(
      expect.arrayContaining([
        'src/app/routes/home.tsx',
        'src/app/routes/lotto-result.tsx',
        'src/app/routes/deposit.tsx',
      ]),
    )
  })

  it.each(pages.map((p) => [relative(ROOT, p), p]))('%s imports no Chakra code', (_name, page) => {
    expect(chakraImports(page)).toEqual([])
  })
})
