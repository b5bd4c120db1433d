/**
 * `npm run bench:pg-cycle`: PostgreSQL's CPU instructions per seamless-wallet bet + win cycle, counted
 * by valgrind's callgrind. Unlike the rates of `npm run bench:api`, which swing 2x on a shared
 * machine, the count repeats within about 0.1 % whatever else runs. A throwaway cluster in a temp
 * folder is migrated and seeded by the app's own code, a member deposits and launches the slot over
 * HTTP (scripts/bench-games.ts), 1,000 cycles fill the tables before ANALYZE (empty tables'
 * statistics would plan sequential scans that grow with each cycle), then `postgres --single` runs N
 * cycles of `seamless_bet` + `seamless_win` under callgrind for N = 60 and 260: (Ir(260) - Ir(60)) /
 * 200 leaves out start-up and first-call planning. Needs Linux, PostgreSQL's server binaries and
 * valgrind; skips (status 0) without them. Informational, no target.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import { buildApp } from '../server/app'
import { seed } from '../server/compose/seed'
import { defaultConfig } from '../server/config'
import { openDb } from '../server/db/open'
import { appDeps } from '../server/deps'
import { BENCH_PROVIDER_SECRET, sessionFor } from './bench-games'
import { BENCH_OPERATOR_TOKEN, registerMembers } from './bench-money'

const RUNS = [60, 260] as const
const DB = 'postgres'
/** Cycles run over the app's pool before ANALYZE. */
const WARM_CYCLES = 1000

/** PostgreSQL refuses to run as root: as root, its commands run as the `postgres` OS user. */
const root = process.getuid?.() === 0
const has = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0
const pgRoot = '/usr/lib/postgresql'
const version = existsSync(pgRoot) ? readdirSync(pgRoot).sort((a, b) => Number(b) - Number(a))[0] : undefined
const bin = version ? join(pgRoot, version, 'bin') : ''
const missing = [
  ...(process.platform === 'linux' ? [] : ['Linux']),
  ...['initdb', 'pg_ctl', 'postgres']
    .filter((b) => !bin || !existsSync(join(bin, b)))
    .map((b) => `${pgRoot}/<version>/bin/${b}`),
  ...(has('valgrind') ? [] : ['valgrind']),
  ...(root && !has('runuser') ? ['runuser'] : []),
]
if (missing.length > 0) {
  console.log(`bench:pg-cycle skipped: missing ${missing.join(', ')}`)
  process.exit(0)
}

const asPg = (cmd: string, args: string[]): [string, string[]] =>
  root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
const pgRun = (cmd: string, args: string[]) =>
  execFileSync(...asPg(cmd, args), { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** Migrates and seeds through the app, opens a slot session; answers the arguments the calls share. */
async function prepare(url: string): Promise<Session> {
  const opened = await openDb({ url })
  await opened.migrate()
  const config = {
    ...defaultConfig,
    scryptLogN: 10,
    operatorToken: BENCH_OPERATOR_TOKEN,
    authRateLimitPerMinute: 1_000_000,
    staticDir: '/nonexistent-dist',
    builtinProviderSecret: BENCH_PROVIDER_SECRET,
  }
  const deps = appDeps(opened, config)
  await seed(deps, 'demo')
  const app = await buildApp(deps)
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    const [token] = await registerMembers(base, 1, '1')
    await sessionFor(base, token)
  } finally {
    await app.close()
    await opened.close()
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `select s.token_hash, s.provider_id, g.code as game, p.code as provider, s.last_active_at
       from game_sessions s join games g on g.id = s.game_id join game_providers p on p.id = s.provider_id`,
    )
    const row = rows[0]
    // One second after the last call, so the session does not look idle.
    const at = new Date((row.last_active_at as Date).getTime() + 1000).toISOString()
    const session = {
      tokenHash: row.token_hash,
      providerId: row.provider_id,
      game: row.game,
      provider: row.provider,
      at,
    }
    // Statistics of empty tables would plan sequential scans that grow with every cycle: the ledger
    // and game tables get some rows first, as on any running site (about 0.6 % between the 60-160
    // and 160-260 slopes then; 40 % without).
    for (const statement of cycles(session, WARM_CYCLES, 'p')) await client.query(statement)
    await client.query('analyze')
    return session
  } finally {
    await client.end()
  }
}

interface Session {
  tokenHash: string
  providerId: number
  game: string
  provider: string
  at: string
}

/** N cycles' statements (single-user mode ends a statement at a newline: one a line). */
function cycles(s: Session, n: number, prefix = ''): string[] {
  const lines: string[] = []
  for (let j = 0; j < n; j++) {
    const i = `${prefix}${j}`
    const common = `'r${i}', '${s.game}', 100`
    const tail = (id: string) =>
      `'${s.tokenHash}', '${s.at}', 'game:${s.provider}:${id}', '${s.provider}:${s.game}'`
    lines.push(
      `select seamless_bet(${s.providerId}, 'b${i}', ${common}, 'hb${i}', ${tail(`b${i}`)}, 100000000)`,
    )
    lines.push(`select seamless_win(${s.providerId}, 'w${i}', ${common}, 'hw${i}', ${tail(`w${i}`)})`)
  }
  return lines
}

async function main() {
  const started = performance.now()
  const dir = mkdtempSync('/tmp/bench-pg-cycle-')
  chmodSync(dir, 0o755)
  if (root) execFileSync('chown', ['postgres:postgres', dir])
  const data = join(dir, 'data')
  let running = false
  try {
    pgRun(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres'])
    const port = await freePort()
    pgRun(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-o',
      `-p ${port} -k ${dir}`,
      '-l',
      join(dir, 'log'),
      'start',
      '-w',
    ])
    running = true
    const session = await prepare(`postgres://postgres@127.0.0.1:${port}/${DB}`)
    pgRun(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-w'])
    running = false
    pgRun('cp', ['-a', data, join(dir, 'pristine')])
    const totals: number[] = []
    for (const n of RUNS) {
      pgRun('rm', ['-rf', data])
      pgRun('cp', ['-a', join(dir, 'pristine'), data])
      const out = join(dir, `cg.${n}.out`)
      const run = spawnSync(
        ...asPg('valgrind', [
          '--tool=callgrind',
          `--callgrind-out-file=${out}`,
          join(bin, 'postgres'),
          '--single',
          '-D',
          data,
          '-c',
          'synchronous_commit=off',
          '-c',
          'fsync=off',
          DB,
        ]),
        { input: `${cycles(session, n).join('\n')}\n`, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      )
      const oks = run.stdout.split('"OK"').length - 1
      if (oks !== 2 * n) {
        const failing = run.stdout.split('\n').filter((l) => l.includes('seamless_') && !l.includes('"OK"'))
        console.error(`${n} cycles: ${oks} OK replies of ${2 * n}; first failing lines:`)
        console.error((failing.length > 0 ? failing : run.stdout.split('\n')).slice(0, 10).join('\n'))
        console.error(run.stderr.split('\n').slice(-10).join('\n'))
        process.exitCode = 1
        return
      }
      const total = readFileSync(out, 'utf8').match(/^(?:summary|totals):\s*(\d+)/m)
      if (!total) throw new Error(`no summary line in ${out}`)
      totals.push(Number(total[1]))
    }
    const perCycle = Math.round((totals[1] - totals[0]) / (RUNS[1] - RUNS[0]))
    console.log(pgRun(join(bin, 'postgres'), ['--version']).trim())
    console.log(
      `seamless bet + win: ${perCycle.toLocaleString('en-US')} instructions per cycle in PostgreSQL (callgrind; runs of ${RUNS[0]} and ${RUNS[1]} cycles)`,
    )
    console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`)
  } finally {
    if (running) spawnSync(...asPg(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-w', '-m', 'immediate']))
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
