/**
 * `npm run bench:pg-cycle`: PostgreSQL's CPU instructions per seamless-wallet bet + win cycle and per
 * 3-line lottery bill, counted by valgrind's callgrind. Unlike the rates of `npm run bench:api`, which
 * swing 2x on a shared machine, the counts repeat within about 0.1 % whatever else runs. A throwaway
 * cluster in a temp folder is migrated and seeded by the app's own code; one member deposits and
 * launches the slot over HTTP (scripts/bench-games.ts), another deposits for bills
 * (scripts/bench-lotto.ts); 1,000 cycles and 1,000 bills fill the tables before ANALYZE (empty
 * tables' statistics would plan sequential scans that grow with each cycle), then `postgres --single`
 * runs N of them under callgrind for N = 60 and 260: (Ir(260) - Ir(60)) / 200 leaves out start-up
 * and first-call planning. Each operation is the statements the server sends for it. Needs Linux,
 * PostgreSQL's server binaries and valgrind; skips (status 0) without them. Informational, no target.
 * BENCH_CALLGRIND_DIR=<folder> keeps the callgrind files there (`callgrind_annotate --inclusive=yes`).
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import pg from 'pg'
import { buildApp } from '../server/app'
import { seed } from '../server/compose/seed'
import { defaultConfig } from '../server/config'
import { openDb } from '../server/db/open'
import { appDeps } from '../server/deps'
import { BENCH_PROVIDER_SECRET, sessionFor } from './bench-games'
import { fund, openRound } from './bench-lotto'
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

/** What the statements of both operations need. */
interface Fixture {
  seamless: Session
  bill: Biller
}

/** A slot session's arguments for seamless calls. */
interface Session {
  tokenHash: string
  providerId: number
  game: string
  provider: string
  at: string
}

/** A funded member's bills on an open round. */
interface Biller {
  memberId: number
  sessionId: number
  roundId: number
  at: string
}

/** Migrates and seeds through the app, opens a slot session and funds a biller; fills the tables. */
async function prepare(url: string): Promise<Fixture> {
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
  let roundId: number
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
    const [token] = await registerMembers(base, 1, '1')
    await sessionFor(base, token)
    const billers = await registerMembers(base, 1, '2')
    await fund(base, billers, 20_000)
    roundId = await openRound(base, 'hanoi')
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
    const seamless = {
      tokenHash: row.token_hash,
      providerId: row.provider_id,
      game: row.game,
      provider: row.provider,
      at,
    }
    // The biller registered last: theirs is the newest member session.
    const { rows: sessions } = await client.query(
      'select id, member_id from sessions order by id desc limit 1',
    )
    const bill = { memberId: sessions[0].member_id, sessionId: sessions[0].id, roundId, at }
    // Statistics of empty tables would plan sequential scans that grow with every cycle: the ledger,
    // game and lottery tables get some rows first, as on any running site (about 0.6 % between the
    // 60-160 and 160-260 slopes then; 40 % without).
    for (const statement of [...seamlessCycles(seamless, WARM_CYCLES, 'p'), ...bills(bill, WARM_CYCLES, 'p')])
      await client.query(statement)
    await client.query('analyze')
    return { seamless, bill }
  } finally {
    await client.end()
  }
}

/** N cycles' statements (single-user mode ends a statement at a newline: one a line). */
function seamlessCycles(s: Session, n: number, prefix = ''): string[] {
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

/**
 * N 3-line bills (1 baht each on 3 top, 2 top and 2 bottom numbers that move along) as the server
 * sends them: lotto_bills_create with `perStatement` bills (1: a bill that found a round trip free;
 * more: bills that queued under load).
 */
function bills(b: Biller, n: number, prefix = '', perStatement = 1): string[] {
  const calls: unknown[] = []
  const pad = (k: number, digits: number) => String(k % 10 ** digits).padStart(digits, '0')
  for (let j = 0; j < n; j++) {
    const i = `${prefix}${j}`
    calls.push([
      b.memberId,
      `k${i}`,
      'lotto.bill.create',
      `h${i}`,
      b.at,
      b.roundId,
      1,
      b.sessionId,
      '{3top,2top,2bottom}',
      `{${pad(j * 7, 3)},${pad(j * 3, 2)},${pad(j * 11, 2)}}`,
      '{100,100,100}',
      '{true,true,true}',
    ])
  }
  const lines: string[] = []
  for (let k = 0; k < n; k += perStatement)
    lines.push(`select lotto_bills_create('${JSON.stringify(calls.slice(k, k + perStatement))}')`)
  return lines
}

/** An operation bench:pg-cycle counts: its statements, and how many replies say each one worked. */
interface Operation {
  name: string
  statements: (f: Fixture, n: number) => string[]
  /** Text each worked operation's replies hold, and how many times per operation. */
  ok: { text: string; times: number }
}

const OPERATIONS: Operation[] = [
  {
    name: 'seamless bet + win',
    statements: (f, n) => seamlessCycles(f.seamless, n),
    ok: { text: '"OK"', times: 2 },
  },
  { name: '3-line bill', statements: (f, n) => bills(f.bill, n), ok: { text: '"answer"', times: 1 } },
  {
    name: '3-line bill, 10 to a statement',
    statements: (f, n) => bills(f.bill, n, '', 10),
    ok: { text: '"answer"', times: 1 },
  },
]

/**
 * Instructions `postgres --single` spends on n of `operation` (from the pristine copy of the
 * cluster), or null (printed) when fewer of its replies say it worked.
 */
function callgrindTotal(dir: string, data: string, operation: Operation, fixture: Fixture, n: number) {
  const statements = operation.statements(fixture, n)
  const oks = n * operation.ok.times
  const okText = operation.ok.text
  const name = operation.name.replace(/\W+/g, '-')
  pgRun('rm', ['-rf', data])
  pgRun('cp', ['-a', join(dir, 'pristine'), data])
  const out = join(dir, 'cg.out')
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
    { input: `${statements.join('\n')}\n`, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  )
  const found = run.stdout.split(okText).length - 1
  if (found !== oks) {
    console.error(
      `${found} replies hold ${okText} of ${oks}; the output's start and the server's last words:`,
    )
    console.error(run.stdout.split('\n').slice(0, 20).join('\n'))
    console.error(run.stderr.split('\n').slice(-10).join('\n'))
    return null
  }
  const total = readFileSync(out, 'utf8').match(/^(?:summary|totals):\s*(\d+)/m)
  if (!total) throw new Error(`no summary line in ${out}`)
  if (process.env.BENCH_CALLGRIND_DIR)
    copyFileSync(out, join(process.env.BENCH_CALLGRIND_DIR, `callgrind.${name}.${n}.out`))
  return Number(total[1])
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
    const fixture = await prepare(`postgres://postgres@127.0.0.1:${port}/${DB}`)
    pgRun(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-w'])
    running = false
    pgRun('cp', ['-a', data, join(dir, 'pristine')])
    console.log(pgRun(join(bin, 'postgres'), ['--version']).trim())
    for (const operation of OPERATIONS) {
      const totals: number[] = []
      for (const n of RUNS) {
        const total = callgrindTotal(dir, data, operation, fixture, n)
        if (total === null) {
          process.exitCode = 1
          return
        }
        totals.push(total)
      }
      const per = Math.round((totals[1] - totals[0]) / (RUNS[1] - RUNS[0]))
      console.log(
        `${operation.name}: ${per.toLocaleString('en-US')} instructions each in PostgreSQL (callgrind; runs of ${RUNS[0]} and ${RUNS[1]})`,
      )
    }
    console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s)`)
  } finally {
    if (running) spawnSync(...asPg(join(bin, 'pg_ctl'), ['-D', data, 'stop', '-w', '-m', 'immediate']))
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
