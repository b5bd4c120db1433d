import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Imports point down. On the server: the core (lib, db, jobs, plugins, provider, config, deps)
 * imports no domain module and nothing that composes them; the domain modules sit on the floors
 * below (server/modules/README.md), each importing only its own floor's modules or lower ones, never
 * `compose/` or `app.ts`; `lib/` imports nothing of the server. On the site: a feature never imports
 * another feature or `app/`. Every import counts, `import type` too: a type that must come from above
 * is a sign the type lives in the wrong place.
 */
const ROOT = resolve(__dirname, '../..')
const SERVER = join(ROOT, 'server')
const SRC = join(ROOT, 'src')

/** Domain modules by floor, lowest first: a module may import modules of its floor or below. */
const SERVER_FLOORS: readonly (readonly string[])[] = [
  ['wallet', 'agent', 'statement', 'reports'],
  ['auth', 'points', 'responsible'],
  ['live', 'promotion', 'line'],
  ['affiliate', 'coupon', 'game', 'lotto', 'payment', 'rewards', 'withdraw'],
  ['cashback', 'poll', 'quests', 'wheel'],
  ['shop', 'notify'],
  ['staff'],
]

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The files a file imports (relative specifiers, `import type` and re-exports included). */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g)) {
    const base = resolve(dirname(file), match[1])
    const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => existsSync(c))
    if (target) found.push(target)
  }
  return found
}

const rel = (path: string) => relative(ROOT, path).split(sep).join('/')

/** The domain module a server file belongs to, or null for the core and the composition. */
function moduleOf(file: string): string | null {
  const parts = relative(SERVER, file).split(sep)
  return parts[0] === 'modules' && parts.length > 2 ? parts[1] : null
}

const floorOf = (module: string) => SERVER_FLOORS.findIndex((floor) => floor.includes(module))

/** Every import from a server file that runs back up, as "from -> to". */
function serverUpwardImports(): string[] {
  const wrong: string[] = []
  for (const file of files(SERVER)) {
    const from = moduleOf(file)
    const part = relative(SERVER, file).split(sep)[0]
    for (const target of imports(file)) {
      if (!target.startsWith(SERVER)) continue
      const to = moduleOf(target)
      const targetPart = relative(SERVER, target).split(sep)[0]
      const composes = targetPart === 'compose' || targetPart === 'app.ts' || targetPart === 'main.ts'
      const upward =
        (composes && part !== 'compose' && part !== 'app.ts' && part !== 'main.ts') ||
        (part === 'lib' && targetPart !== 'lib') ||
        (from === null && to !== null && part !== 'compose' && part !== 'app.ts') ||
        (from !== null && to !== null && floorOf(to) > floorOf(from))
      if (upward) wrong.push(`${rel(file)} -> ${rel(target)}`)
    }
  }
  return wrong
}

describe('imports point down', () => {
  it('places every server module on a floor', () => {
    const modules = readdirSync(join(SERVER, 'modules'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
    expect(modules.filter((m) => floorOf(m) < 0)).toEqual([])
  })

  it('on the server: no import runs back up a floor, into a module from the core, or into compose/', () => {
    expect(serverUpwardImports()).toEqual([])
  })

  it('on the site: a feature imports no other feature and nothing of app/', () => {
    const wrong: string[] = []
    const FEATURES = join(SRC, 'features')
    for (const file of files(FEATURES)) {
      const feature = relative(FEATURES, file).split(sep)[0]
      for (const target of imports(file)) {
        const intoApp = target.startsWith(join(SRC, 'app') + sep)
        const otherFeature =
          target.startsWith(FEATURES + sep) && relative(FEATURES, target).split(sep)[0] !== feature
        if (intoApp || otherFeature) wrong.push(`${rel(file)} -> ${rel(target)}`)
      }
    }
    expect(wrong).toEqual([])
  })
})
