/**
 * Prints one closing line for the whole suite ("N passed, N failed") from the JSON reports that
 * `npm test` writes to .reports/: Vitest (unit, server on PGlite, server on PostgreSQL) and Playwright.
 * Each part also gets its wall time and its slowest files, to see where the suite's time goes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = '.reports'
/** Slowest files listed per part. */
const SLOWEST = 3
let passed = 0
let failed = 0
let skipped = 0
const lines: string[] = []

interface VitestReport {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
  startTime: number
  testResults: { name: string; startTime: number; endTime: number }[]
}
interface PlaywrightSuite {
  file: string
  specs: { tests: { results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number }
  suites: PlaywrightSuite[]
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const shortName = (path: string) => path.replace(/^.*\/tests\//, 'tests/')

/** Time spent in each spec file (summed over its tests, which may run in parallel). */
function playwrightFiles(suites: PlaywrightSuite[], into = new Map<string, number>()): Map<string, number> {
  for (const suite of suites) {
    for (const spec of suite.specs)
      for (const test of spec.tests)
        for (const result of test.results) into.set(suite.file, (into.get(suite.file) ?? 0) + result.duration)
    playwrightFiles(suite.suites ?? [], into)
  }
  return into
}

const slowest = (files: [string, number][]) =>
  files
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST)
    .map(([name, ms]) => `${shortName(name)} ${seconds(ms)}`)
    .join(', ')

for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  if (!file.endsWith('.json')) continue
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as VitestReport | PlaywrightReport
  let p: number
  let f: number
  let s: number
  let wall: number
  let files: [string, number][]
  if ('stats' in report) {
    p = report.stats.expected + report.stats.flaky
    f = report.stats.unexpected
    s = report.stats.skipped
    wall = report.stats.duration
    files = [...playwrightFiles(report.suites)]
  } else {
    p = report.numPassedTests
    f = report.numFailedTests
    s = report.numPendingTests + report.numTodoTests
    wall = Math.max(report.startTime, ...report.testResults.map((t) => t.endTime)) - report.startTime
    files = report.testResults.map((t) => [t.name, t.endTime - t.startTime])
  }
  passed += p
  failed += f
  skipped += s
  lines.push(
    `  ${file.replace(/\.json$/, '').padEnd(16)} ${p} passed, ${f} failed, ${s} skipped in ${seconds(wall)}; slowest: ${slowest(files)}`,
  )
}

console.log(lines.join('\n'))
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
if (failed > 0 || passed === 0) process.exit(1)
