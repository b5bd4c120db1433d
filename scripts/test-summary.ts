/**
 * Prints one closing line for the whole suite ("N passed, N failed") from the JSON reports that
 * `npm test` writes to .reports/: Vitest (unit, server on PGlite, server on PostgreSQL) and Playwright.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = '.reports'
let passed = 0
let failed = 0
let skipped = 0
const lines: string[] = []

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as VitestReport | PlaywrightReport
  let p: number
  let f: number
  let s: number
  if ('stats' in report) {
    p = report.stats.expected + report.stats.flaky
    f = report.stats.unexpected
    s = report.stats.skipped
  } else {
    p = report.numPassedTests
    f = report.numFailedTests
    s = report.numPendingTests + report.numTodoTests
  }
  passed += p
  failed += f
  skipped += s
  lines.push(`  ${file.replace(/\.json$/, '').padEnd(12)} ${p} passed, ${f} failed, ${s} skipped`)
}

console.log(lines.join('\n'))
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
if (failed > 0 || passed === 0) process.exit(1)
