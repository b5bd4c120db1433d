/**
 * Yeekee part of `npm run bench:api` (PostgreSQL only: the members and their sessions are written
 * straight into the server's database, since thousands of scrypt registrations would take longer
 * than the bench). Two figures (issue 12):
 * - shots: POST /api/lotto/yeekee/shoot_number from 50 keep-alive connections, each worker cycling
 *   through its own members so the 1 s per-member cooldown never refuses; target >= 3,000 shots/s
 *   with p99 < 50 ms. Afterwards the database must hold exactly the accepted shots, in the totals too.
 * - board fan-out: 1,000 live streams (GET /api/live, each its own member session) on loopback while
 *   shots come in; the lag from a shot's reply to its frame at each client (p50/p99; target p99 < 1 s).
 */
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { hashToken } from '../server/lib/tokens'
import { type CostMeter, costLine, rssMb } from './bench-cpu'
import { closeIdleConnections, post } from './bench-http'
import { BENCH_OPERATOR_TOKEN } from './bench-money'

const SHOT_CONNECTIONS = 50
const LIVE_CLIENTS = Number(process.env.BENCH_LIVE_CLIENTS ?? 1000)
/** Members for the shot load: enough that each is used at most once a second up to ~6,000 shots/s. */
const SHOOTERS = 6000
/** Shots per second sent while the live clients listen (paced; BENCH_FANOUT_RATE). */
const FANOUT_RATE = Number(process.env.BENCH_FANOUT_RATE ?? 500)
const COOLDOWN_MS = 1050

const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** Members and one session each, written directly (SQL), answering their bearer tokens. */
async function makeMembers(db: pg.Client, count: number, tag: string): Promise<string[]> {
  const inserted = await db.query<{ id: number }>(
    `insert into members (agent_id, phone, password_hash, full_name, ref_code, created_at)
     select 3, '06' || $1 || lpad(n::text, 7, '0'), 'no-login', 'ยิงเลข โหลด', 'YK' || $1 || n, now()
     from generate_series(1, $2::int) n
     returning id`,
    [tag, count],
  )
  const tokens = inserted.rows.map(() => randomBytes(32).toString('base64url'))
  await db.query(
    `insert into sessions (member_id, token_hash, created_at, last_seen_at)
     select * from unnest($1::int[], $2::text[]) as s(member_id, token_hash), lateral (select now(), now()) t`,
    [inserted.rows.map((r) => r.id), tokens.map(hashToken)],
  )
  return tokens
}

/** A member's POST (a shot, or the bare route) through the bench's client (bench-http.ts). */
const request = (base: URL, path: string, token: string, body: string) =>
  post(base.origin, path, body, { authorization: `Bearer ${token}` })

/** An open Yeekee round whose shooting window spans the whole bench: the next one, its close moved. */
async function benchRound(base: string): Promise<number> {
  const list = (await (await fetch(`${base}/api/lotto/yeekee/list?agent_id=3`)).json()) as {
    data: { id: number; close_at: string }[]
  }
  const round = list.data.find((r) => Date.parse(r.close_at) > Date.now() + 20 * 60_000)
  if (!round) throw new Error('no Yeekee round ahead')
  const closeAt = Date.now() + 10 * 60_000
  const moved = (await (
    await fetch(`${base}/api/operator/lotto/round/times`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_OPERATOR_TOKEN}` },
      body: JSON.stringify({
        round_id: round.id,
        close_at: new Date(closeAt).toISOString(),
        draw_at: new Date(closeAt + 120_000).toISOString(),
      }),
    })
  ).json()) as { error: number; message?: string }
  if (moved.error !== 0) throw new Error(`round times: ${moved.message}`)
  return round.id
}

interface ShotRun {
  accepted: number
  refused: number
  firstRefusal: string
  latencies: Float64Array
  seconds: number
  /** Shot id -> when its reply arrived (performance.now()), when asked for. */
  replied?: Map<number, number>
}

/**
 * `workers` loops for `seconds`, each over its own slice of `tokens` (a member waits out its
 * cooldown); `rate` paces the total (shots/s) when given.
 */
async function shoot(
  base: string,
  roundId: number,
  tokens: string[],
  workers: number,
  seconds: number,
  options: { rate?: number; recordReplies?: boolean } = {},
): Promise<ShotRun> {
  const url = new URL(base)
  const latencies: number[] = []
  const replied = options.recordReplies ? new Map<number, number>() : undefined
  let refused = 0
  let firstRefusal = ''
  const started = performance.now()
  const deadline = started + seconds * 1000
  const interval = options.rate ? (1000 * workers) / options.rate : 0
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      const mine = tokens.filter((_, i) => i % workers === w)
      const last = new Array<number>(mine.length).fill(0)
      let next = started + (interval * w) / workers
      for (let k = 0; performance.now() < deadline; k = (k + 1) % mine.length) {
        const wait = Math.max(last[k] + COOLDOWN_MS, next) - performance.now()
        if (wait > 0) await new Promise((r) => setTimeout(r, wait))
        if (performance.now() >= deadline) break
        next += interval
        const number = String(Math.floor(Math.random() * 100_000)).padStart(5, '0')
        const sent = performance.now()
        last[k] = sent
        const reply = await request(
          url,
          '/api/lotto/yeekee/shoot_number',
          mine[k],
          JSON.stringify({ round_id: roundId, number }),
        )
        const done = performance.now()
        latencies.push(done - sent)
        const parsed = JSON.parse(reply.body) as { error: number; message?: string; data?: { id: number } }
        if (parsed.error !== 0) {
          refused++
          firstRefusal ||= parsed.message ?? String(parsed.error)
        } else replied?.set(parsed.data?.id ?? -1, done)
      }
    }),
  )
  closeIdleConnections()
  const sorted = Float64Array.from(latencies).sort()
  return {
    accepted: latencies.length - refused,
    refused,
    firstRefusal,
    latencies: sorted,
    seconds: (performance.now() - started) / 1000,
    replied,
  }
}

/**
 * The bare Fastify route (bench-api's) driven by the same client code, connections and seconds:
 * what this machine gives a request that does nothing, at the same moment (the machine is shared).
 */
async function bareRate(bareUrl: string, workers: number, seconds: number): Promise<number> {
  const url = new URL(bareUrl)
  const deadline = performance.now() + seconds * 1000
  let done = 0
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        await request(url, '/bare', 'none', '{}')
        done++
      }
    }),
  )
  closeIdleConnections()
  return done / seconds
}

/** One live client: the arrival time of every shot id it is sent. */
interface LiveClient {
  arrivals: { at: number; ids: number[] }[]
  close: () => void
}

const SHOT_ID = /"id":(\d+)/g

function openLive(base: URL, token: string, roundId: number): Promise<LiveClient> {
  return new Promise((resolve, reject) => {
    const arrivals: LiveClient['arrivals'] = []
    const req = http.get(
      {
        host: base.hostname,
        port: base.port,
        path: '/api/live',
        agent: false,
        headers: { authorization: `Bearer ${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`live: ${res.statusCode}`))
        let buffer = ''
        let ready = false
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          const at = performance.now()
          buffer += chunk
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const frame = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            end = buffer.indexOf('\n\n')
            if (frame.startsWith('event: ready') && !ready) {
              ready = true
              resolve({ arrivals, close: () => req.destroy() })
            } else if (frame.startsWith('event: yeekee') && frame.includes(`"round_id":${roundId},`)) {
              const data = frame.slice(frame.indexOf('data: ') + 6)
              arrivals.push({ at, ids: [...data.matchAll(SHOT_ID)].map((m) => Number(m[1])) })
            }
          }
        })
        res.on('error', () => undefined)
      },
    )
    req.on('error', reject)
  })
}

interface MemoryUsage {
  rss: number
  heapTotal: number
  heapUsed: number
  external: number
  arrayBuffers: number
}

/** The server child's process.memoryUsage() in MB (bench-api answers it over IPC). */
function memoryOf(server: ChildProcess): Promise<MemoryUsage> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      const message = m as { type?: string; usage?: MemoryUsage }
      if (message.type !== 'memory' || !message.usage) return
      server.off('message', onMessage)
      resolve(message.usage)
    }
    server.on('message', onMessage)
    server.send({ type: 'memory' })
  })
}

/** Runs both Yeekee benches against a server on PostgreSQL `dbUrl`; answers whether targets were met. */
export async function benchYeekee(
  label: string,
  base: string,
  dbUrl: string,
  bareUrl: string,
  seconds: number,
  meter?: CostMeter,
  server?: ChildProcess,
) {
  const serverPid = server?.pid
  const db = new pg.Client({ connectionString: dbUrl })
  await db.connect()
  let ok = true
  try {
    const made = performance.now()
    const tokens = await makeMembers(db, SHOOTERS, '7')
    console.log(
      `[${label}] yeekee: ${SHOOTERS} members with sessions written in ${((performance.now() - made) / 1000).toFixed(1)} s`,
    )
    const roundId = await benchRound(base)
    // The server's memory before any load: what the clients and the shots add is measured against it.
    const idle = server ? await memoryOf(server) : null
    // Warm-up (connections, session cache, prepared statements), then the measured run.
    const warm = await shoot(base, roundId, tokens.slice(0, SHOT_CONNECTIONS * 4), SHOT_CONNECTIONS, 1)
    await new Promise((r) => setTimeout(r, COOLDOWN_MS))
    await meter?.start()
    const shots = await shoot(base, roundId, tokens, SHOT_CONNECTIONS, seconds)
    const shotCost = await meter?.stop(shots.accepted)
    const perSecond = shots.accepted / shots.seconds
    const p50 = percentile(shots.latencies, 0.5)
    const p99 = percentile(shots.latencies, 0.99)
    const shotsOk = shots.refused === 0 && perSecond >= 3000 && p99 < 50
    console.log(
      `${`[${label}] POST /api/lotto/yeekee/shoot_number`.padEnd(44)} ${perSecond.toFixed(0).padStart(7)} shots/s  latency p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms  (${SHOT_CONNECTIONS} connections, ${shots.accepted} shots, refused ${shots.refused}${shots.firstRefusal ? `: ${shots.firstRefusal}` : ''}) (target >= 3000/s, p99 < 50 ms) ${shotsOk ? 'OK' : 'BELOW TARGET'}`,
    )
    if (shotCost) console.log(`[${label}] yeekee shots: ${costLine('shot', shotCost)}`)
    ok &&= shotsOk
    const bare = await bareRate(bareUrl, SHOT_CONNECTIONS, seconds)
    console.log(
      `[${label}] yeekee: the bare route from the same client right after: ${bare.toFixed(0)} req/s (shots at ${((100 * perSecond) / bare).toFixed(0)} % of it)`,
    )

    // Fan-out: 1,000 streams of members who do not shoot, then paced shots from other members.
    const listeners = tokens.slice(tokens.length - LIVE_CLIENTS)
    const shooters = tokens.slice(0, tokens.length - LIVE_CLIENTS)
    const url = new URL(base)
    const opened = performance.now()
    const clients: LiveClient[] = []
    for (let i = 0; i < listeners.length; i += 100)
      clients.push(...(await Promise.all(listeners.slice(i, i + 100).map((t) => openLive(url, t, roundId)))))
    console.log(
      `[${label}] yeekee: ${clients.length} live streams open in ${((performance.now() - opened) / 1000).toFixed(1)} s`,
    )
    await new Promise((r) => setTimeout(r, COOLDOWN_MS))
    const rssBefore = serverPid ? rssMb(serverPid) : null
    const fan = await shoot(base, roundId, shooters, 20, seconds, { rate: FANOUT_RATE, recordReplies: true })
    // The server's resident memory with every stream open, right after the paced shots.
    const rss = serverPid ? rssMb(serverPid) : null
    const memory = server ? await memoryOf(server) : null
    const rssOk = rss === null || rss <= 250
    if (rss !== null)
      console.log(
        `[${label}] yeekee: server RSS with ${clients.length} live clients ${rss.toFixed(0)} MB (${rssBefore?.toFixed(0)} MB before the shots${idle ? `, ${idle.rss} MB before any load` : ''}${memory ? `; V8 heap ${memory.heapUsed} MB used of ${memory.heapTotal}, external ${memory.external}` : ''}) (target <= 250 MB) ${rssOk ? 'OK' : 'ABOVE TARGET'}`,
      )
    ok &&= rssOk
    // Frames still on their way.
    await new Promise((r) => setTimeout(r, 2000))
    for (const client of clients) client.close()
    const replied = fan.replied ?? new Map<number, number>()
    // Lag histogram in 1 ms buckets (a frame may beat its reply: counted as 0).
    const buckets = new Uint32Array(60_001)
    let delivered = 0
    let missing = 0
    for (const client of clients) {
      const seen = new Set<number>()
      for (const { at, ids } of client.arrivals) {
        for (const id of ids) {
          const sent = replied.get(id)
          if (sent === undefined) continue
          seen.add(id)
          buckets[Math.min(60_000, Math.max(0, Math.round(at - sent)))]++
          delivered++
        }
      }
      missing += replied.size - seen.size
    }
    const lagAt = (p: number) => {
      const target = Math.ceil(delivered * p)
      let sum = 0
      for (let ms = 0; ms < buckets.length; ms++) {
        sum += buckets[ms]
        if (sum >= target) return ms
      }
      return buckets.length
    }
    const lag50 = lagAt(0.5)
    const lag99 = lagAt(0.99)
    const fanOk = missing === 0 && lag99 < 1000 && fan.refused === 0
    console.log(
      `[${label}] yeekee board fan-out: ${clients.length} live clients, ${fan.accepted} shots at ${(fan.accepted / fan.seconds).toFixed(0)}/s (shot p99 ${percentile(fan.latencies, 0.99).toFixed(1)} ms): lag from reply to delivery p50 ${lag50} ms, p99 ${lag99} ms (${delivered} deliveries, ${missing} missing) (target p99 < 1000 ms) ${fanOk ? 'OK' : 'BELOW TARGET'}`,
    )
    ok &&= fanOk

    // Nothing lost or doubled: the database holds exactly the accepted shots, the totals agree.
    const [count, totals] = await Promise.all([
      db.query<{ n: number }>('select count(*)::int as n from lotto_shots where round_id = $1', [roundId]),
      db.query<{ n: number }>('select shot_count as n from lotto_shot_totals where round_id = $1', [roundId]),
    ])
    const stored = Number(count.rows[0].n)
    const accepted = warm.accepted + shots.accepted + fan.accepted
    const consistent = stored === accepted && Number(totals.rows[0]?.n) === stored
    console.log(
      `[${label}] yeekee: ${accepted} shots accepted, ${stored} stored, totals row ${totals.rows[0]?.n} ${consistent ? '(consistent)' : 'INCONSISTENT'}`,
    )
    ok &&= consistent
  } finally {
    await db.end()
  }
  return ok
}
