import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as endpoints from '../../src/contract/endpoints'

/**
 * No call of the contract is forgotten by the site (issue 27: ten calls answered on the server and
 * never reached a member). Every definition in `src/contract/endpoints/` is either
 * - called by the site: `call(endpoints.x, ...)` in a feature's `api.ts` (or in `src/lib/`), inside a
 *   wrapper that something outside that `api.ts` imports (a wrapper nobody imports counts as not
 *   called), or
 * - the back office's (`backoffice/`, its own app): its login (`backoffice/...`, public) is called
 *   there, never by the site, like every operator call, or
 * - server-only, with the reason: operator calls (the back office, `OPERATOR_TOKEN`), provider calls
 *   (game providers' servers, signed bodies), and the older version of a call the spec lists in two
 *   versions, kept for other clients (docs/api-conventions.md, "Older and newer versions").
 */
type Name = keyof typeof endpoints

/** Older versions the site does not call: it uses the newer one; the server keeps serving both. */
const SERVER_ONLY: Partial<Record<Name, string>> = {
  wheelConfig: 'older version of wheel/config_v2 (the site uses config_v2), served for other clients',
  wheelSpin: 'older version of wheel/spin_v2 (the site uses spin_v2), served for other clients',
}

const ROOT = resolve(__dirname, '../..')
const SRC = join(ROOT, 'src')
const rel = (path: string) => relative(ROOT, path).split(sep).join('/')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

type Sources = Map<string, string>
const siteFiles = files(SRC).filter((f) => !rel(f).startsWith('src/contract/'))
const text: Sources = new Map(siteFiles.map((f) => [f, readFileSync(f, 'utf8')]))
const isApi = (file: string) => /^src\/features\/[^/]+\/api\.ts$/.test(rel(file))
const isLib = (file: string) => rel(file).startsWith('src/lib/')
const uses = (source: string, name: string) => new RegExp(`\\bendpoints\\.${name}\\b`).test(source)

/** Names other site files import from `apiFile` (`import { a, b } from '../x/api'`). */
function importedFrom(apiFile: string, sources: Sources): Set<string> {
  const names = new Set<string>()
  for (const [file, source] of sources) {
    if (file === apiFile) continue
    for (const m of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
      if (resolve(dirname(file), m[2]) !== apiFile.replace(/\.ts$/, '')) continue
      for (const part of m[1].split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (name) names.add(name)
      }
    }
  }
  return names
}

/**
 * The top-level declarations of an api.ts that are reachable from outside: imported by another site
 * file, or used by a reachable declaration of the same file (a wrapper calling another).
 */
function reachableDeclarations(apiFile: string, sources: Sources = text): { name: string; body: string }[] {
  const source = sources.get(apiFile) ?? ''
  const chunks = source.split(/\n(?=(?:export\s+)?(?:async\s+)?(?:const|function|let)\s)/)
  const declared = chunks
    .map((body) => ({
      name: /^(?:export\s+)?(?:async\s+)?(?:const|function|let)\s+(\w+)/.exec(body)?.[1],
      body,
    }))
    .filter((d): d is { name: string; body: string } => d.name !== undefined)
  const reached = new Set(
    [...importedFrom(apiFile, sources)].filter((n) => declared.some((d) => d.name === n)),
  )
  let grew = true
  while (grew) {
    grew = false
    for (const d of declared) {
      if (reached.has(d.name)) continue
      const usedBy = declared.some((o) => reached.has(o.name) && new RegExp(`\\b${d.name}\\b`).test(o.body))
      if (usedBy) {
        reached.add(d.name)
        grew = true
      }
    }
  }
  return declared.filter((d) => reached.has(d.name))
}

/** Where the site really calls each endpoint: "file (wrapper)" entries. */
function siteCalls(name: string): string[] {
  const where: string[] = []
  for (const [file, source] of text) {
    if (!uses(source, name)) continue
    if (isLib(file)) where.push(rel(file))
    if (!isApi(file)) continue
    for (const d of reachableDeclarations(file))
      if (uses(d.body, name)) where.push(`${rel(file)} (${d.name})`)
  }
  return where
}

const definitions = Object.entries(endpoints) as [Name, (typeof endpoints)[Name]][]
const isBackOffice = (def: (typeof endpoints)[Name]) => def.path.startsWith('backoffice/')
const backOfficeText = files(join(ROOT, 'backoffice'))
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n')

describe('every call of the contract is made by the site or is server-only with a reason', () => {
  it('each member and public call is called by a wrapper something imports', () => {
    const forgotten = definitions
      .filter(
        ([name, def]) =>
          def.auth !== 'operator' && def.auth !== 'provider' && !isBackOffice(def) && !SERVER_ONLY[name],
      )
      .filter(([name]) => siteCalls(name).length === 0)
      .map(([name, def]) => `${name} (${def.method} /api/${def.path})`)
    expect(forgotten).toEqual([])
  })

  it("the back office's own public calls are called by the back office, never by the site", () => {
    const mine = definitions.filter(([, def]) => isBackOffice(def))
    expect(mine.length).toBeGreaterThan(0)
    for (const [name] of mine) {
      expect(uses(backOfficeText, name), `${name} in backoffice/`).toBe(true)
      expect(siteCalls(name), name).toEqual([])
    }
  })

  it('server-only calls: operator and provider calls, and the older versions, are never called by the site', () => {
    const called = definitions
      .filter(
        ([name, def]) =>
          def.auth === 'operator' || def.auth === 'provider' || isBackOffice(def) || SERVER_ONLY[name],
      )
      .filter(([name]) => [...text.values()].some((source) => uses(source, name)))
      .map(([name]) => name)
    expect(called).toEqual([])
    // The list names real definitions, each with its newer version the site calls instead.
    for (const name of Object.keys(SERVER_ONLY) as Name[]) {
      expect(
        definitions.some(([n]) => n === name),
        name,
      ).toBe(true)
      expect(siteCalls(`${name}V2`).length, `${name}V2`).toBeGreaterThan(0)
    }
  })

  it('the site calls endpoints only from a feature’s api.ts or src/lib (one place per call)', () => {
    const elsewhere = [...text]
      .filter(([file, source]) => /\bendpoints\.\w+/.test(source) && !isApi(file) && !isLib(file))
      .map(([file]) => rel(file))
    expect(elsewhere).toEqual([])
  })

  it('counts a wrapper only when something imports it, directly or through another wrapper', () => {
    const api = join(SRC, 'features/example/api.ts')
    const sources: Sources = new Map([
      [
        api,
        [
          "import * as endpoints from '../../contract/endpoints'",
          'const page = (n: number) => call(endpoints.lottoResults, { query: { page: n } })',
          'export const getAll = async () => [await page(1), await page(2)]',
          'export const getOrphan = () => call(endpoints.lottoRounds)',
          'export async function getUsed() {',
          '  return call(endpoints.lottoResult)',
          '}',
        ].join('\n'),
      ],
      [join(SRC, 'features/example/components/view.tsx'), "import { getAll, getUsed } from '../api'"],
    ])
    expect(reachableDeclarations(api, sources).map((d) => d.name)).toEqual(['page', 'getAll', 'getUsed'])
  })
})
