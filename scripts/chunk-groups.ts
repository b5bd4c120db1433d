/**
 * Which chunk our modules go into (vite.config.ts, `codeSplitting`). Left to the automatic splitting,
 * every set of pages sharing a module got a chunk of its own: a deposit or a lotto slip opened as a
 * first page ran 20-odd scripts of 0.1-1 KB gzip each, and on a slow link (HTTP/1.1: six connections,
 * a round trip each) their requests cost more than their bytes. Now:
 * - what the entry (`src/main.tsx`) runs goes into `core` (`entryModules`);
 * - what two or more pages share goes into `kit` (components, libraries, the contract) or its
 *   feature's chunk (`lotto` with the lottery's rules, `payment`, `games`...) (`sharedGroups`).
 * A grouped chunk also takes in what its modules import, so a module is never grouped when it
 * imports, itself or further down, Chakra (a plain page would load Chakra) or a module of the first
 * screen of `/` (`/` would download the whole group): those stay with the automatic splitting.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Static imports and re-exports (not `import()`, not `import type`: erased in the build); group 1
 * is `*` for `export * from`.
 */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?!type\s)(\*\s*)?[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g

/** The first screen of `/`: its page's modules stay out of the groups. */
const FIRST_SCREEN_PAGE = 'app/routes/home.tsx'

export interface Graph {
  /** Each source file's static imports of our files (`export * from` included). */
  imports: Map<string, string[]>
  /**
   * The same without `export * from`: a barrel (contract/endpoints/index.ts, imported as a namespace)
   * brings into a chunk only what its importer uses.
   */
  used: Map<string, string[]>
  /** The files that import Chakra themselves. */
  chakra: Set<string>
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null
  const base = resolve(dirname(from), spec)
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  return null
}

const graphs = new Map<string, Graph>()
/** The static import graph of the source files under `src` (read once per folder). */
export function importGraph(src: string): Graph {
  const known = graphs.get(src)
  if (known) return known
  const graph: Graph = { imports: new Map(), used: new Map(), chakra: new Set() }
  for (const file of sourceFiles(src)) {
    const all: string[] = []
    const used: string[] = []
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const spec = match[2] ?? match[3]
      if (spec.startsWith('@chakra-ui/')) graph.chakra.add(file)
      const target = resolveImport(file, spec)
      if (!target) continue
      all.push(target)
      if (!(match[1] && match[0].trimStart().startsWith('export'))) used.push(target)
    }
    graph.imports.set(file, all)
    graph.used.set(file, used)
  }
  graphs.set(src, graph)
  return graph
}

/** `from` and everything it imports statically, recursively (`edges`: `imports` or `used`). */
export function closure(edges: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const target of edges.get(file) ?? []) visit(target)
  }
  visit(from)
  return seen
}

/** The files that are in `marked` or import one of them, directly or further down. */
function importersOf({ imports }: Graph, marked: Set<string>): Set<string> {
  const found = new Set(marked)
  for (let grew = true; grew; ) {
    grew = false
    for (const [file, targets] of imports)
      if (!found.has(file) && targets.some((t) => found.has(t))) {
        found.add(file)
        grew = true
      }
  }
  return found
}

/**
 * Our modules the entry runs before anything lazy (not the entry file itself: it is the entry
 * chunk). A barrel's `export *` is not followed: the endpoint files the entry uses through
 * contract/endpoints are named in vite.config.ts's CORE_EXTRA.
 */
export function entryModules(src: string): Set<string> {
  const entry = closure(importGraph(src).used, join(src, 'main.tsx'))
  entry.delete(join(src, 'main.tsx'))
  return entry
}

/**
 * The groups of modules two or more pages share, for `codeSplitting.groups` (after `vendor`, `core`
 * and `ky`, whose priority must be higher): first `kit` (components, libraries, the contract: what
 * the features import), then one chunk per feature (`lotto`, `payment`, `games`...). In that order, a
 * feature's chunk does not take in the kit modules it imports.
 */
export function sharedGroups(src: string) {
  const graph = importGraph(src)
  const entry = entryModules(src)
  const firstScreen = [...closure(graph.used, join(src, FIRST_SCREEN_PAGE))].filter((f) => !entry.has(f))
  const excluded = importersOf(graph, new Set([...graph.chakra, ...firstScreen]))
  const root = `${src}/`
  /** A module's group: a feature's name, `lotto`, `kit`, or none (the automatic splitting). */
  const groupOf = (id: string): string | null => {
    const file = id.split('?')[0]
    if (!file.startsWith(root) || entry.has(file) || excluded.has(file)) return null
    const path = file.slice(root.length)
    // Pages, layouts and the shell are chunks of their own; the QR code stays with its library (uqr,
    // 4 KB gzip) for the two pages that show one.
    if (path.startsWith('app/') || path === 'components/ui/qr-code.tsx') return null
    const feature = /^features\/([^/]+)\//.exec(path)?.[1]
    if (feature) return feature
    // The fairness proofs, Yeekee's and the wheel's: a chunk of their own, or the wheel would load `lotto`.
    if (path === 'contract/fair.ts') return 'fair'
    return /^contract\/(lotto-rules|yeekee-rules|hundredths|endpoints\/lotto)\.ts$/.test(path)
      ? 'lotto'
      : 'kit'
  }
  const kit = (id: string) => (groupOf(id) === 'kit' ? 'kit' : null)
  const feature = (id: string) => {
    const group = groupOf(id)
    return group === 'kit' ? null : group
  }
  return {
    groupOf,
    groups: [
      { name: kit, debugName: 'kit', minShareCount: 2, priority: 2 },
      { name: feature, debugName: 'features', minShareCount: 2, priority: 1 },
    ],
  }
}
