import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { closure, importGraph } from '../../../scripts/chunk-groups'
import { ROUTE_ROWS } from '../../../src/config/routes'

/**
 * A route row marked `plain` renders without the Chakra scope (src/README.md): its page, and every
 * module it imports, must import no Chakra code, or the page would break (no Chakra provider) or
 * download Chakra after all. Read from the route table's rows and the sources' static imports
 * (`import type` left out), as the build's chunk groups read them (scripts/chunk-groups.ts).
 */
const ROOT = resolve(__dirname, '../../..')
const graph = importGraph(join(ROOT, 'src'))

/** The modules that import Chakra among a page's and everything it imports statically. */
const chakraImports = (page: string) =>
  [...closure(graph.imports, page)].filter((file) => graph.chakra.has(file)).map((f) => relative(ROOT, f))

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
