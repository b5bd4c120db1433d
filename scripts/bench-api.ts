/**
 * API throughput bench (`npm run bench:api`): a bare Fastify route versus the real app's agent config
 * route and its authenticated reads (wallets, get_user_info) under the same load, each printed as a
 * ratio of the bare route. Servers run in child processes (this process only drives autocannon), on
 * a fresh embedded database, and on PostgreSQL too when BENCH_DATABASE_URL is set (a fresh database
 * made there and dropped after; BENCH_KEEP_DB=1 keeps it, to look into afterwards). Then a deposit-confirm / withdraw cycle under load
 * (scripts/bench-money.ts), the ledger invariants checked on the server's database, and logins with
 * the production scrypt cost. On PostgreSQL it first prints the machine's ceiling: durable one-row
 * commits per second with no app at all (scripts/bench-baseline.ts), to read the targets against.
 * Exits by itself (status 1 when a target is missed or an invariant breaks).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { writeHeapSnapshot } from 'node:v8'
import pg from 'pg'
import { commitBaseline } from './bench-baseline'
import { type CostMeter, costLine, costMeter } from './bench-cpu'
import { BENCH_PROVIDER_SECRET, gameCycles } from './bench-games'
import { benchLotto } from './bench-lotto'
import { BENCH_OPERATOR_TOKEN, ledgerProblems, moneyCycles, registerMembers } from './bench-money'
import { benchYeekee } from './bench-yeekee'
import { buildServer } from './build-server'
import { SERVER_NODE_FLAGS } from './server-node-flags'

interface CannonResult {
  requests: { average: number; total: number }
  latency: { average: number; p99: number }
  non2xx: number
  errors: number
}
type Cannon = (opts: Record<string, unknown>) => Promise<CannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Cannon

const DURATION = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = 3
/** Members cycling deposits and withdrawals concurrently in the money bench. */
const MONEY_MEMBERS = 6
/**
 * Concurrent provider workers in the games bench, and members (each with one slot session): by
 * default one worker per member, as a member's game sends one call at a time.
 */
const GAME_WORKERS = Number(process.env.BENCH_GAME_WORKERS ?? 24)
const GAME_MEMBERS = Number(process.env.BENCH_GAME_MEMBERS ?? GAME_WORKERS)
/**
 * BENCH_ONLY=games: only the games' figures (game/list against the bare route, the seamless cycles);
 * BENCH_ONLY=lotto: only the lottery's (bill create, the 100,000-line settlement); each on PostgreSQL
 * alone when BENCH_DATABASE_URL is set: a shorter run for a busy machine. BENCH_ONLY=yeekee: only
 * Yeekee's shots and board fan-out (scripts/bench-yeekee.ts; PostgreSQL only).
 */
const GAMES_ONLY = process.env.BENCH_ONLY === 'games'
const LOTTO_ONLY = process.env.BENCH_ONLY === 'lotto'
const YEEKEE_ONLY = process.env.BENCH_ONLY === 'yeekee'
/** BENCH_ONLY=reads: only the bare route against the app's reads (config, wallets, get_user_info, game/list). */
const READS_ONLY = process.env.BENCH_ONLY === 'reads'
const ONLY = GAMES_ONLY || LOTTO_ONLY || YEEKEE_ONLY || READS_ONLY
const self = fileURLToPath(import.meta.url)

async function serve(kind: string, target: string) {
  const { default: Fastify } = await import('fastify')
  if (kind === 'bare') {
    const app = Fastify()
    const data = {
      agent_code: 'bw222',
      agent_id: 3,
      name: 'BW222',
      info: { agent_logo: '/images/logo.svg', line_admin_url: 'x', line_contact_url: 'x' },
    }
    app.post('/bare', async () => ({ error: 0, data }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    return { port: (app.server.address() as { port: number }).port, close: () => app.close() }
  }
  const { buildApp } = await import('../server/app')
  const { defaultConfig } = await import('../server/config')
  const { openDb } = await import('../server/db/open')
  const { seed } = await import('../server/compose/seed')
  const { appDeps } = await import('../server/deps')
  const opened = await openDb(target.startsWith('postgres') ? { url: target } : { dataDir: target })
  await opened.migrate()
  // Production settings (scrypt N = 2^17), except the per-address limit that would stop the load generator.
  const config = {
    ...defaultConfig,
    operatorToken: BENCH_OPERATOR_TOKEN,
    authRateLimitPerMinute: 1_000_000,
    staticDir: join(target, 'no-dist'),
    builtinProviderSecret: BENCH_PROVIDER_SECRET,
  }
  const deps = appDeps(opened, config)
  await seed(deps, 'demo')
  const app = await buildApp(deps)
  await app.listen({ port: 0, host: '127.0.0.1' })
  // The parent asks for the ledger invariants after the load (this process owns the database).
  process.on('message', (m) => {
    const type = (m as { type?: string }).type
    if (type === 'invariants')
      void ledgerProblems(opened.db).then((problems) => process.send?.({ type: 'invariants', problems }))
    if (type === 'memory') process.send?.({ type: 'memory', usage: memoryReport() })
  })
  return {
    port: (app.server.address() as { port: number }).port,
    close: async () => {
      await app.close()
      await opened.close()
    },
  }
}

/**
 * The server's memory by kind (MB), for bench-yeekee's RSS line. BENCH_HEAP_SNAPSHOT=<folder>: a V8
 * heap snapshot is written there each time (open it in Chrome DevTools' Memory tab).
 */
function memoryReport() {
  const mb = (bytes: number) => Math.round(bytes / 1048576)
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage()
  if (process.env.BENCH_HEAP_SNAPSHOT)
    writeHeapSnapshot(join(process.env.BENCH_HEAP_SNAPSHOT, `server-${Date.now()}.heapsnapshot`))
  return {
    rss: mb(rss),
    heapTotal: mb(heapTotal),
    heapUsed: mb(heapUsed),
    external: mb(external),
    arrayBuffers: mb(arrayBuffers),
  }
}

/** BENCH_CPU_PROFILE=<folder>: the servers write V8 CPU profiles there (open them in Chrome DevTools). */
const cpuProfileArgs = process.env.BENCH_CPU_PROFILE
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : []

/**
 * The servers run this file bundled as production runs the server (`npm run build:server`: plain
 * node, no tsx loader; it alone was 70 MB of the server's RSS), built once per bench run.
 */
let bundled: Promise<string> | undefined
const serverBundle = () => {
  bundled ??= (async () => {
    const outFile = join(dirname(self), '../.bench/server/bench-api.mjs')
    await buildServer('scripts/bench-api.ts', outFile)
    return outFile
  })()
  return bundled
}

/**
 * The servers run with production's node flags (scripts/server-node-flags.ts); BENCH_SERVER_FLAGS
 * (space-separated) replaces them, to compare heap settings.
 */
const serverFlags =
  process.env.BENCH_SERVER_FLAGS !== undefined
    ? process.env.BENCH_SERVER_FLAGS.split(' ').filter(Boolean)
    : SERVER_NODE_FLAGS

async function startChild(kind: string, target = ''): Promise<{ url: string; child: ChildProcess }> {
  const args = [...cpuProfileArgs, ...serverFlags, await serverBundle(), '--serve', kind, target]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ url: `http://127.0.0.1:${(m as { port: number }).port}`, child }))
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)))
  })
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

async function load(
  title: string,
  url: string,
  body: unknown,
  connections = 20,
  headers: Record<string, string> = {},
  method: 'GET' | 'POST' = 'POST',
) {
  const r = await autocannon({
    url,
    method,
    headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
    body: method === 'POST' ? JSON.stringify(body) : undefined,
    connections,
    duration: DURATION,
  })
  const line = `${title.padEnd(44)} ${r.requests.average.toFixed(0).padStart(7)} req/s  latency avg ${r.latency.average.toFixed(1)} ms, p99 ${r.latency.p99} ms  (non-2xx ${r.non2xx}, errors ${r.errors})`
  console.log(line)
  return r
}

function invariants(child: ChildProcess): Promise<string[]> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const message = m as { type?: string; problems?: string[] }
      if (message.type !== 'invariants') return
      child.off('message', onMessage)
      resolve(message.problems ?? [])
    }
    child.on('message', onMessage)
    child.send({ type: 'invariants' })
  })
}

/** Members cycling deposit -> confirm -> withdraw -> approve/reject; then invariants. */
async function benchMoney(label: string, url: string, child: ChildProcess, tag: string): Promise<boolean> {
  const tokens = await registerMembers(url, MONEY_MEMBERS, tag)
  const r = await moneyCycles(url, tokens, DURATION)
  console.log(
    `${`[${label}] deposit+confirm+withdraw+decide cycle`.padEnd(44)} ${r.perSecond.toFixed(1).padStart(7)} cycles/s  latency avg ${r.avg.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms  (${MONEY_MEMBERS} members, ${r.cycles} cycles: ${r.approved} approved, ${r.rejected} rejected; failures ${r.failures})`,
  )
  const problems = await invariants(child)
  console.log(
    `[${label}] ledger invariants after the load: ${problems.length === 0 ? 'all hold' : `BROKEN: ${problems.join('; ')}`}`,
  )
  return problems.length === 0 && r.failures === 0 && r.cycles > 0
}

/**
 * Signed seamless-wallet bet + win cycles (scripts/bench-games.ts); on PostgreSQL the target is
 * 1,000 cycles/s with p99 under 50 ms. Then the ledger invariants.
 */
async function benchGames(
  label: string,
  url: string,
  child: ChildProcess,
  tag: string,
  meter: CostMeter,
): Promise<boolean> {
  const tokens = await registerMembers(url, GAME_MEMBERS, tag)
  const r = await gameCycles(url, tokens, DURATION, GAME_WORKERS, meter)
  const targeted = label === 'postgres'
  const met = r.perSecond >= 1000 && r.p99 < 50
  const verdict = targeted
    ? met
      ? '(target >= 1000/s, p99 < 50 ms) OK'
      : '(target >= 1000/s, p99 < 50 ms) BELOW TARGET'
    : '(no target here)'
  console.log(
    `${`[${label}] seamless bet+win cycle (signed)`.padEnd(44)} ${r.perSecond.toFixed(1).padStart(7)} cycles/s  latency avg ${r.avg.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms  (${GAME_WORKERS} workers on ${GAME_MEMBERS} wallets, ${r.cycles} cycles; failures ${r.failures}) ${verdict}`,
  )
  if (r.cost) console.log(`[${label}] seamless: ${costLine('cycle (bet + win)', r.cost)}`)
  const problems = await invariants(child)
  console.log(
    `[${label}] ledger invariants after the games load: ${problems.length === 0 ? 'all hold' : `BROKEN: ${problems.join('; ')}`}`,
  )
  return problems.length === 0 && r.failures === 0 && r.cycles > 0 && (!targeted || met)
}

/** The demo member's bearer header (one login at the production scrypt cost). */
async function demoAuth(url: string): Promise<Record<string, string>> {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: '0800000001', password: 'demo1234' }),
  })
  const token = ((await login.json()) as { access_token: string }).access_token
  return { authorization: `Bearer ${token}` }
}

/** A route measured against the bare one, with the least ratio it must reach (null: reported only). */
interface Measured {
  title: string
  target: number | null
  run: () => Promise<number>
  total: number
}

/**
 * The machine is shared, so the bare route and the app's routes are measured in alternating rounds
 * (same load, same moments) and compared on their totals. Returns whether every ratio with a target
 * reached it.
 */
async function benchApp(label: string, target: string, bareUrl: string, moneyOk: boolean[]) {
  const { url, child } = await startChild('app', target)
  // CPU per operation: the server process and, on PostgreSQL, the backends of the bench's database.
  const meter = costMeter(child.pid, label === 'postgres' ? target : null)
  try {
    await load(`[${label}] warm-up`, `${url}/api/agent/config`, {}, 10)
    const pg = label === 'postgres'
    if (YEEKEE_ONLY) {
      if (pg) moneyOk.push(await benchYeekee(label, url, target, bareUrl, DURATION, meter, child))
      else console.log(`[${label}] yeekee: PostgreSQL only (set BENCH_DATABASE_URL)`)
      return true
    }
    const auth = await demoAuth(url)
    // Authenticated reads must reach 20 % of the bare route on PostgreSQL (issue 7, item 10).
    const readTarget = label === 'postgres' ? 0.2 : null
    const routes: Measured[] = [
      {
        title: 'POST /api/agent/config',
        target: 0.5,
        run: async () =>
          (await load(`[${label}] POST /api/agent/config`, `${url}/api/agent/config`, {})).requests.average,
        total: 0,
      },
      {
        title: 'POST /api/member/wallets (authenticated)',
        target: readTarget,
        run: async () =>
          (await load(`[${label}] POST /api/member/wallets`, `${url}/api/member/wallets`, {}, 20, auth))
            .requests.average,
        total: 0,
      },
      {
        title: 'GET /api/get_user_info (authenticated)',
        target: readTarget,
        run: async () =>
          (await load(`[${label}] GET /api/get_user_info`, `${url}/api/get_user_info`, {}, 20, auth, 'GET'))
            .requests.average,
        total: 0,
      },
      {
        // The lobby's catalogue read (issue 9): at least 30 % of the bare route.
        title: 'GET /api/game/list (public)',
        target: 0.3,
        run: async () =>
          (await load(`[${label}] GET /api/game/list`, `${url}/api/game/list`, {}, 20, {}, 'GET')).requests
            .average,
        total: 0,
      },
    ]
    if (ONLY && !READS_ONLY) routes.splice(0, routes.length - 1)
    let bareTotal = 0
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`[${label}] round ${round}/${ROUNDS}`)
      bareTotal += (await load(`[${label}] POST /bare (plain Fastify)`, `${bareUrl}/bare`, {})).requests
        .average
      for (const route of routes) route.total += await route.run()
    }
    const notes = await autocannon({ url: `${url}/api/notifications`, connections: 20, duration: DURATION })
    console.log(
      `${`[${label}] GET /api/notifications`.padEnd(44)} ${notes.requests.average.toFixed(0).padStart(7)} req/s`,
    )
    console.log(`[${label}] mean of ${ROUNDS} rounds: bare ${(bareTotal / ROUNDS).toFixed(0)} req/s`)
    let ok = true
    for (const route of routes) {
      const ratio = route.total / bareTotal
      const verdict =
        route.target === null
          ? '(no target here)'
          : ratio >= route.target
            ? `(target >= ${route.target}) OK`
            : `(target >= ${route.target}) BELOW TARGET`
      if (route.target !== null && ratio < route.target) ok = false
      console.log(
        `[${label}] ${route.title}: ${(route.total / ROUNDS).toFixed(0)} req/s, ratio to bare ${ratio.toFixed(2)} ${verdict}`,
      )
    }
    if (READS_ONLY) return ok
    if (GAMES_ONLY) {
      moneyOk.push(await benchGames(label, url, child, label === 'pglite' ? '3' : '4', meter))
      return ok
    }
    if (LOTTO_ONLY) {
      moneyOk.push(await benchLotto(label, url, pg ? '6' : '5', DURATION, pg ? 100_000 : 0, pg, meter))
      return ok
    }
    // Before the login run, whose hashing outlives it and would slow whatever follows.
    moneyOk.push(await benchMoney(label, url, child, label === 'pglite' ? '1' : '2'))
    moneyOk.push(await benchGames(label, url, child, label === 'pglite' ? '3' : '4', meter))
    // Lottery (issue 11): targets on PostgreSQL; the 100,000-line settlement runs there only.
    moneyOk.push(await benchLotto(label, url, pg ? '6' : '5', DURATION, pg ? 100_000 : 0, pg, meter))
    // Yeekee (issue 12): shots and the board fan-out, PostgreSQL only (members written in its database).
    if (pg) moneyOk.push(await benchYeekee(label, url, target, bareUrl, DURATION, meter, child))
    const login = await load(
      `[${label}] POST /api/login (scrypt N=2^17)`,
      `${url}/api/login`,
      { username: '0800000001', password: 'demo1234' },
      4,
    )
    console.log(
      `[${label}] login: ${login.requests.average.toFixed(1)} logins/s, ${login.latency.average.toFixed(0)} ms each under load (2 hashes at a time)`,
    )
    return ok
  } finally {
    await meter.close()
    await stop(child)
  }
}

async function main() {
  console.log(
    `bench:api — ${DURATION} s per run, bare and config alternate ${ROUNDS} rounds, 20 connections (login: 4)\n`,
  )
  const { hashPassword } = await import('../server/lib/password')
  const { cryptoRandom } = await import('../server/lib/random')
  const started = performance.now()
  for (let i = 0; i < 3; i++) await hashPassword('demo1234', 17, cryptoRandom)
  console.log(
    `scrypt N=2^17, r=8, p=1: ${((performance.now() - started) / 3).toFixed(0)} ms per hash (one at a time, idle server)\n`,
  )
  const bare = await startChild('bare')
  await load('[bare] warm-up', `${bare.url}/bare`, {}, 10)
  const dataDir = mkdtempSync(join(tmpdir(), 'bw222-bench-api-'))
  const moneyOk: boolean[] = []
  const adminUrl = process.env.BENCH_DATABASE_URL
  const targetsMet: boolean[] = []
  // (BENCH_ONLY with PostgreSQL skips the embedded database's run.)
  try {
    if (!(ONLY && adminUrl)) targetsMet.push(await benchApp('pglite', dataDir, bare.url, moneyOk))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (adminUrl) {
    const name = `bench_${Date.now()}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    try {
      const commits = await commitBaseline(url.toString(), DURATION)
      console.log(
        `[postgres] this machine's ceiling: ${commits.toFixed(0)} durable one-row INSERT commits/s at 20 connections, no app (scripts/bench-baseline.ts)`,
      )
      targetsMet.push(await benchApp('postgres', url.toString(), bare.url, moneyOk))
    } finally {
      if (!process.env.BENCH_KEEP_DB) await admin.query(`DROP DATABASE IF EXISTS ${name}`)
      await admin.end()
    }
  }
  await stop(bare.child)
  process.exit(targetsMet.every(Boolean) && moneyOk.every(Boolean) ? 0 : 1)
}

if (process.argv[2] === '--serve') {
  const server = await serve(process.argv[3], process.argv[4] ?? '')
  process.send?.({ port: server.port })
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)))
} else {
  await main()
}
