import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The site must never bundle TypeBox: it may import run-time values only from contract files that
 * import no TypeBox themselves (`endpoints/`, `endpoint.ts`, `values.ts`, `banks.ts`); everything
 * else from `src/contract/` comes in as `import type`. `npm run bench:size` would only notice the
 * bytes; this names the import.
 */
const SRC = resolve(__dirname, '../../src')
const CONTRACT = join(SRC, 'contract')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Run-time import specifiers of a file (type-only imports and `export type` are left out). */
function valueImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of text.matchAll(/^(import|export)\s+(type\s+)?([^'"]*?)\s*from\s+'([^']+)'/gms)) {
    const [, , typeOnly, , specifier] = match
    if (!typeOnly) found.push(specifier)
  }
  return found
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate)
      return candidate
    } catch {}
  }
  return null
}

/** Does loading this contract module run TypeBox (directly or through another contract module)? */
function loadsTypebox(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  return valueImports(file).some((specifier) => {
    if (specifier === 'typebox' || specifier.startsWith('@fastify/')) return true
    const target = resolveModule(file, specifier)
    return target !== null && loadsTypebox(target, seen)
  })
}

describe('the site and the contract', () => {
  it('imports run-time values only from TypeBox-free contract files', () => {
    const offenders: string[] = []
    for (const file of files(SRC).filter((f) => !f.startsWith(CONTRACT))) {
      for (const specifier of valueImports(file)) {
        const target = resolveModule(file, specifier)
        if (target?.startsWith(CONTRACT) && loadsTypebox(target)) {
          offenders.push(`${relative(SRC, file)} -> ${relative(SRC, target)}`)
        }
      }
    }
    expect(offenders).toEqual([])
  })

  it('keeps the endpoint definitions TypeBox-free', () => {
    expect(loadsTypebox(join(CONTRACT, 'endpoints/index.ts'))).toBe(false)
    expect(loadsTypebox(join(CONTRACT, 'endpoint-schemas.ts'))).toBe(true)
  })
})
