/**
 * npm run bench:size — the JavaScript (gzip) a visitor's browser downloads for the first screen of
 * `/` outside LINE. Builds the production site, walks the Vite manifest from index.html plus the
 * lazy chunks the first screen needs (home route, default layout), then cross-checks in Chromium
 * which script files the page really fetched before its first idle work (what loads near view or
 * after idle is listed apart). The larger of the two figures is checked against the budget. Fails
 * over budget, if Chromium fetched a first-screen script the walk missed (FIRST_SCREEN is then
 * wrong), or if any LIFF code is among them.
 */
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, startServer } from './bench-server'

const BUDGET_KB = 90
const OUT = '.bench/dist'
/** Lazy modules the first screen of `/` renders (see src/app/router.tsx). */
const FIRST_SCREEN = [
  /src\/app\/routes\/home\.tsx$/,
  /src\/app\/layouts\/default[^/]*\.tsx$/,
  /src\/app\/layouts\/default\/index\.tsx$/,
]

interface Chunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

execSync(`npx vite build --outDir ${OUT} --emptyOutDir --logLevel warn`, {
  stdio: 'inherit',
  env: { ...process.env, VITE_LIFF_MOCK: '' },
})
const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>

const files = new Map<string, string>() // file -> manifest key
const visit = (key: string) => {
  const chunk = manifest[key]
  if (!chunk || files.has(chunk.file)) return
  files.set(chunk.file, key)
  for (const dep of chunk.imports ?? []) visit(dep)
}
visit('index.html')
for (const key of Object.keys(manifest)) if (FIRST_SCREEN.some((re) => re.test(key))) visit(key)

const isLiff = (key: string, file: string) =>
  /@line\/liff/.test(key) || /@line\/liff/.test(manifest[key]?.src ?? '') || /liff-mock/.test(file)

const gz = (file: string) => gzipSync(readFileSync(join(OUT, file)), { level: 9 }).length
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** Files a lazy module adds after the first screen of `/`: its chunk and its static imports. */
const closure = (key: string, seen = new Set<string>(files.keys())): string[] => {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return []
  seen.add(chunk.file)
  return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => closure(dep, seen))]
}
/** The money pages, each opened after `/` (the Chakra scope is reported once, apart). */
const MONEY_PAGES = [
  'deposit',
  'payment',
  'withdraw',
  'statement',
  'coupon',
  'member-promotions',
  'promotions',
]
const CHAKRA_SCOPE = 'src/app/chakra/chakra-scope.tsx'

let total = 0
console.log('\nFirst screen of / (from the manifest):')
for (const [file, key] of files) {
  const size = gz(file)
  total += size
  console.log(`  ${kb(size).padStart(7)} KB  ${file}  (${key})`)
}
console.log(`  ${kb(total).padStart(7)} KB  total gzip JavaScript`)
// The fonts index.html declares (Kanit, cut at build time to its unicode-ranges: scripts/kanit-subset.ts).
const fonts = [...readFileSync(join(OUT, 'index.html'), 'utf8').matchAll(/url\("?\/(assets\/[^")]+\.woff2)/g)]
const fontBytes = fonts.reduce((bytes, [, file]) => bytes + readFileSync(join(OUT, file)).length, 0)
console.log(`Fonts index.html declares: ${fonts.length} woff2 files, ${kb(fontBytes)} KB`)

const chakra = closure(CHAKRA_SCOPE)
const chakraFiles = new Set(chakra)
const sum = (list: string[]) => list.reduce((bytes, file) => bytes + gz(file), 0)
console.log("\nEach money page's own first load after / (its chunks, gzip):")
for (const name of MONEY_PAGES) {
  const own = closure(`src/app/routes/${name}.tsx`).filter((file) => !chakraFiles.has(file))
  console.log(`  ${kb(sum(own)).padStart(7)} KB  /${name}`)
}
console.log(`  ${kb(sum(chakra)).padStart(7)} KB  Chakra UI and our system, once, with the first such page`)
// Log in with LINE (issue 23): the login page's own first load after / with its LINE button; the LINE
// login of LIFF (liff-line-gate) is its own chunk, and no LIFF code may come with the login page.
const loginOwn = closure('src/app/routes/login.tsx').filter((file) => !chakraFiles.has(file))
console.log(`  ${kb(sum(loginOwn)).padStart(7)} KB  /login (with "เข้าสู่ระบบด้วย LINE")`)
const loginLiff = loginOwn.filter((file) =>
  /@line\/liff|liff-line-gate/.test(Object.entries(manifest).find(([, c]) => c.file === file)?.[0] ?? file),
)
if (loginLiff.length > 0) throw new Error(`LIFF code loads with /login: ${loginLiff.join(', ')}`)
// The pages bench:lighthouse measures (issue 24): each one's own first load after / (its route and
// layout chunks and their static imports), without the Chakra scope (reported once above).
const MEASURED_PAGES: [string, string[]][] = [
  ['/lotto/lobby', ['src/app/routes/lotto-lobby.tsx']],
  ['/lotto/results', ['src/app/routes/lotto-results.tsx']],
  ['/lobby/slot', ['src/app/layouts/lobby-layout.tsx', 'src/app/routes/lobby.tsx']],
  ["a round's slip /lotto/<id>", ['src/app/routes/lotto-round.tsx']],
  ['/member/deposit', ['src/app/layouts/payment-layout.tsx', 'src/app/routes/deposit.tsx']],
  ['/member/statement', ['src/app/routes/statement.tsx']],
  ['/lotto/bills', ['src/app/routes/lotto-bills.tsx']],
  ['/lotto/result/<id>', ['src/app/routes/lotto-result.tsx']],
  ['/member/payment', ['src/app/layouts/payment-layout.tsx', 'src/app/routes/payment.tsx']],
  ['/member/withdraw', ['src/app/layouts/payment-layout.tsx', 'src/app/routes/withdraw.tsx']],
]
console.log(
  '\nEach page bench:lighthouse measures, its own first load after / (gzip; the Chakra scope apart, above):',
)
for (const [label, keys] of MEASURED_PAGES) {
  const seen = new Set<string>(files.keys())
  const all = keys.flatMap((key) => closure(key, seen))
  const own = all.filter((file) => !chakraFiles.has(file))
  // A page that imports Chakra components is rendered in the Chakra scope: it downloads that too.
  const withChakra = all.length > own.length ? ' (+ the Chakra scope)' : ''
  console.log(`  ${kb(sum(own)).padStart(7)} KB  ${label}${withChakra}`)
}
// The games (issue 9): a lobby's first load after / (layout + page, without the Chakra scope
// above), the game sheet's chunk (loaded with the first game) and /play.
const GAME_CHUNKS = [
  ['src/app/layouts/lobby-layout.tsx', 'src/app/routes/lobby.tsx'],
  ['src/app/shell/game-overlay.tsx'],
  ['src/features/games/components/motion-features.ts'],
  ['src/app/layouts/game-layout.tsx', 'src/app/routes/play.tsx'],
]
const GAME_LABELS = [
  '/lobby/slot',
  'then the game sheet (first game)',
  'then its motion (after it shows)',
  '/play',
]
console.log("\nThe games' first loads after / (gzip):")
// Lobby, then its sheet, then the sheet's motion: each counts what the previous ones did not load.
const gamesSeen = new Set<string>([...files.keys(), ...chakraFiles])
GAME_CHUNKS.forEach((keys, i) => {
  const seen = i === GAME_CHUNKS.length - 1 ? new Set<string>([...files.keys(), ...chakraFiles]) : gamesSeen
  const own = keys.flatMap((key) => closure(key, seen))
  console.log(`  ${kb(sum(own)).padStart(7)} KB  ${GAME_LABELS[i]}`)
})
const liffInManifest = [...files].filter(([file, key]) => isLiff(key, file))

// Cross-check in a real browser: which scripts does `/` fetch for a visitor outside LINE? The first
// screen is what is fetched before the site's first idle work (requestIdleCallback: the sections below
// the fold, 'ประกาศสำคัญ' opening by itself, the agent check all wait for it); what comes after is
// listed apart and does not count. Every script of the first screen must be in the manifest walk.
const server = await startServer(OUT, Number(process.env.BENCH_PORT ?? 0))
let loads: { path: string; start: number }[] = []
let idleAt = Number.POSITIVE_INFINITY
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
  await page.addInitScript(() => {
    const w = window as unknown as { __idleAt?: number }
    const original = window.requestIdleCallback?.bind(window)
    if (!original) return
    window.requestIdleCallback = (callback, options) =>
      original((deadline) => {
        w.__idleAt ??= performance.now()
        callback(deadline)
      }, options)
  })
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' })
  ;[loads, idleAt] = await page.evaluate(() => [
    performance
      .getEntriesByType('resource')
      .map((entry) => ({ path: new URL(entry.name).pathname.replace(/^\//, ''), start: entry.startTime }))
      .filter((entry) => entry.path.endsWith('.js')),
    (window as unknown as { __idleAt?: number }).__idleAt ?? Number.POSITIVE_INFINITY,
  ])
  await browser.close()
} finally {
  await server.stop()
}
const fetched = new Set(loads.filter((entry) => entry.start < idleAt).map((entry) => entry.path))
const afterIdle = [...new Set(loads.map((entry) => entry.path))].filter((path) => !fetched.has(path))
let browserTotal = 0
for (const file of fetched) browserTotal += gz(file)
const keyOf = (file: string) => Object.entries(manifest).find(([, c]) => c.file === file)?.[0] ?? file
const extra = [...fetched].filter((f) => !files.has(f))
console.log(
  `\nFetched by Chromium for / before its first idle work: ${fetched.size} scripts, ${kb(browserTotal)} KB gzip`,
)
for (const f of extra) console.log(`  MISSED by the manifest walk: ${f} (${keyOf(f)}) ${kb(gz(f))} KB`)
const unfetched = [...files.keys()].filter((f) => !fetched.has(f))
for (const f of unfetched) console.log(`  in the walk, not fetched: ${f} (${files.get(f)})`)
console.log(
  `Fetched after it (near view, after idle; not counted): ${kb(afterIdle.reduce((b, f) => b + gz(f), 0))} KB`,
)
for (const f of afterIdle) console.log(`  ${kb(gz(f)).padStart(7)} KB  ${f} (${keyOf(f)})`)
const liffFetched = [...fetched, ...afterIdle].filter((f) => isLiff(keyOf(f), f))

// The built-in games (games/, vite.games.config.ts) are built apart: none of their code may be in
// the site's bundles, and each game page's own first load (its entry, imports and CSS) is reported.
const GAMES_OUT = '.bench/games'
const GAME_BUDGET_KB = 150
/** Strings only game code holds (the kit's API path, the outcome rules' float guard). */
const GAME_MARKERS = ['/provider/builtin/api', 'outcome rule asked for more than']
const siteJs = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file) => file.endsWith('.js'))
const gameCodeInSite = siteJs.filter((file) =>
  GAME_MARKERS.some((marker) => readFileSync(join(OUT, file), 'utf8').includes(marker)),
)
console.log(
  `\nGame code in the site's bundles: ${gameCodeInSite.length ? gameCodeInSite.join(', ') : 'none'}`,
)
execSync(`npx vite build -c vite.games.config.ts --logLevel warn`, {
  stdio: 'inherit',
  env: { ...process.env, GAMES_OUT },
})
const games = JSON.parse(readFileSync(join(GAMES_OUT, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>
const gameFiles = (key: string, seen = new Set<string>()): string[] => {
  const chunk = games[key]
  if (!chunk || seen.has(chunk.file)) return []
  seen.add(chunk.file)
  return [chunk.file, ...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((dep) => gameFiles(dep, seen))]
}
const gameGz = (file: string) => gzipSync(readFileSync(join(GAMES_OUT, file)), { level: 9 }).length
let gamesOver = 0
console.log("\nEach game page's own first load (HTML entry's JS and CSS, gzip):")
for (const key of Object.keys(games).filter((k) => games[k].isEntry)) {
  const size = [...new Set(gameFiles(key))].reduce((bytes, file) => bytes + gameGz(file), 0)
  if (size / 1024 > GAME_BUDGET_KB) gamesOver++
  console.log(
    `  ${kb(size).padStart(7)} KB  /provider/builtin/${key.replace(/index\.html$/, '')} (budget ${GAME_BUDGET_KB} KB)`,
  )
}
if (gameCodeInSite.length || gamesOver) process.exit(1)

const measured = Math.max(total, browserTotal)
console.log(`\nbench:size first-screen JS = ${kb(measured)} KB gzip (budget ${BUDGET_KB} KB)`)
console.log(
  `LIFF code on the first screen: ${liffInManifest.length + liffFetched.length === 0 ? 'none' : 'YES'}`,
)
if (extra.length) console.log('The manifest walk missed scripts the first screen fetched: fix FIRST_SCREEN.')
if (measured / 1024 > BUDGET_KB || extra.length || liffInManifest.length || liffFetched.length)
  process.exit(1)
