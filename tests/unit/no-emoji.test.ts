import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Art is our own drawings, never emoji or pictograph glyphs: on a phone without a colour-emoji
 * font they are empty boxes, and each phone draws them differently. Scans the site (`src/`), the
 * game pages (`games/`), the server's texts (`server/`) and the SVG files in `public/` (text glyphs
 * inside an SVG are the same problem). Comment lines may name a symbol; code and markup may not.
 */
const ROOT = resolve(__dirname, '../..')
/** Emoji and pictographs: misc symbols and dingbats (☰ ★ ✕ ⚽ ♠), arrows-and-stars block (⭐), mahjong/cards, every emoji plane, emoji variation selector and keycap. */
const PICTOGRAPH = /[\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}\u{1F000}-\u{1FAFF}]|\u{FE0F}|\u{20E3}/u

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(path, pattern)
    return pattern.test(entry.name) ? [path] : []
  })
}

const isComment = (line: string) => /^\s*(\/\/|\/\*|\*|\{\/\*)/.test(line)

/** `file:line: text` of every line that draws with a pictograph. */
function offenders(paths: string[]): string[] {
  return paths.flatMap((path) =>
    readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        PICTOGRAPH.test(line) && !isComment(line) ? [`${relative(ROOT, path)}:${i + 1}: ${line.trim()}`] : [],
      ),
  )
}

describe('no emoji as art', () => {
  it('the pattern catches what it must and lets Thai text, baht and arrows pass', () => {
    for (const glyph of [
      '\u{1F48E}',
      '\u2605',
      '\u2715',
      '\u26BD',
      '\u2660',
      '\u2680',
      '\u2B50',
      '7\uFE0F\u20E3',
    ])
      expect(PICTOGRAPH.test(glyph), glyph).toBe(true)
    expect(PICTOGRAPH.test('แทงเลย ฿1,000.00 × ÷ → · – …')).toBe(false)
  })

  it('src/, games/ and server/ code draws nothing with emoji or pictograph glyphs', () => {
    const code = ['src', 'games', 'server'].flatMap((dir) =>
      files(join(ROOT, dir), /\.(tsx?|css|html)$/).filter((p) => !/\.test\.tsx?$/.test(p)),
    )
    expect(code.length).toBeGreaterThan(100)
    expect(offenders(code)).toEqual([])
  })

  it('the SVG pictures in public/ draw their art, not glyphs', () => {
    const svgs = files(join(ROOT, 'public'), /\.svg$/)
    expect(svgs.length).toBeGreaterThan(10)
    expect(offenders(svgs)).toEqual([])
  })
})
