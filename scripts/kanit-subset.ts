import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

/**
 * The site's Kanit files, cut at build time to the characters index.html's `@font-face` rules say
 * they cover (issue 24: fonts subset to what Thai and Latin need). index.html is the one list: each
 * rule names `kanit-subset/<file of @fontsource/kanit>` and its `unicode-range`, and this plugin
 * writes that file holding exactly those characters (HarfBuzz's hb-subset, the `subset-font`
 * package), so a character outside the list is drawn in the next font of the stack, never missing.
 * Hinting is dropped: the phones the site is for (Android's Chrome, LINE's browser, iOS) do not use a
 * font's own hinting; it was half of each file. Layout features: HarfBuzz's defaults for Thai and
 * Latin (marks above and below, kerning, ligatures), not the font's alternates or fractions.
 */
const PREFIX = 'kanit-subset/'
/** What shaping Thai and Latin needs (the features HarfBuzz applies to them by default). */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rclt']
const require = createRequire(import.meta.url)
const SOURCE_DIR = join(dirname(require.resolve('@fontsource/kanit/package.json')), 'files')

/** `U+0E01-0E5B, U+00A0` -> the characters themselves. */
export function rangeText(unicodeRange: string): string {
  let text = ''
  for (const part of unicodeRange.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part)
    if (!match) throw new Error(`kanit-subset: cannot read unicode-range part "${part}"`)
    const first = Number.parseInt(match[1], 16)
    const last = match[2] ? Number.parseInt(match[2], 16) : first
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code)
  }
  return text
}

/** Each `kanit-subset/<file>` of the HTML with the characters of its rule's unicode-range. */
export function subsetRules(html: string): { file: string; text: string }[] {
  const rules = html.match(/@font-face\s*{[^}]*}/g) ?? []
  return rules.flatMap((rule) => {
    const file = new RegExp(`url\\("${PREFIX}([\\w.-]+\\.woff2)"\\)`).exec(rule)?.[1]
    if (!file) return []
    const range = /unicode-range:([^;]+);/.exec(rule)?.[1]
    if (!range) throw new Error(`kanit-subset: the @font-face of ${file} has no unicode-range`)
    return [{ file, text: rangeText(range) }]
  })
}

async function writeSubsets(html: string, outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true })
  for (const { file, text } of subsetRules(html)) {
    const source = readFileSync(join(SOURCE_DIR, file))
    const stamp = createHash('sha256').update(source).update(text).update(FEATURES.join()).digest('hex')
    const stampFile = join(outDir, `${file}.stamp`)
    let done = false
    try {
      done = readFileSync(stampFile, 'utf8') === stamp
    } catch {}
    if (done) continue
    const font = await subsetFont(source, text, {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
      noHinting: true,
    })
    writeFileSync(join(outDir, file), font)
    writeFileSync(stampFile, stamp)
  }
}

/** `url("kanit-subset/...")` in index.html resolves to the subset written before the build reads it. */
export function kanitSubset(): Plugin {
  let root = process.cwd()
  const outDir = () => join(root, 'node_modules/.cache/kanit-subset')
  return {
    name: 'kanit-subset',
    config(config) {
      root = resolve(config.root ?? process.cwd())
      return { resolve: { alias: [{ find: PREFIX, replacement: `${outDir()}/` }] } }
    },
    async buildStart() {
      if (process.env.VITEST) return
      await writeSubsets(readFileSync(join(root, 'index.html'), 'utf8'), outDir())
    },
  }
}
