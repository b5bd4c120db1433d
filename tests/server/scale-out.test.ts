import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_MEMBER } from '../../server/db/seed-content'
import { registerBody } from './helpers/factories'
import { eventsOf, type LiveClient, openLive } from './helpers/live'

/**
 * Two server processes (`tsx server/main.ts`) on one fresh PostgreSQL database, as behind a load
 * balancer: what one instance does, the other knows at once. PostgreSQL only (PGlite is one process).
 */
const adminUrl = process.env.TEST_DATABASE_URL
const OPERATOR_TOKEN = 'scale-out-operator-token-0123456789'

interface Instance {
  url: string
  process: ChildProcess
}

function startInstance(databaseUrl: string, name: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      SEED: 'demo',
      OPERATOR_TOKEN,
      SCRYPT_LOG_N: '10',
      JOBS_POLL_MS: '100',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let output = ''
    // Generous: tsx compiles the server at start, slow on a busy machine.
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 90_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/[^\s]+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve({ url: match[1], process: child })
      }
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)))
  })
}

const call = async (base: string, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method === 'POST' && path.startsWith('/api/member/')) headers['idempotency-key'] = randomUUID()
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  const dbName = `scale_${randomBytes(6).toString('hex')}`
  let db: pg.Client
  let a: Instance
  let b: Instance
  let token: string
  const clients: LiveClient[] = []

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${dbName}`)
    await admin.end()
    const url = new URL(adminUrl as string)
    url.pathname = `/${dbName}`
    // Started together: one migrates while the other waits (advisory lock), one seeds the demo.
    ;[a, b] = await Promise.all([startInstance(url.toString(), 'A'), startInstance(url.toString(), 'B')])
    db = new pg.Client({ connectionString: url.toString() })
    await db.connect()
  }, 120_000)

  afterAll(async () => {
    for (const client of clients) client.close()
    const exits = [a, b]
      .filter(Boolean)
      .map((i) => new Promise((resolve) => i.process.once('exit', resolve)).then(() => undefined))
    for (const instance of [a, b]) instance?.process.kill('SIGTERM')
    await Promise.all(exits)
    await db?.end()
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`)
    await admin.end()
  }, 30_000)

  it('migrated and seeded the database once', async () => {
    const members = await db.query('select count(*)::int as n from members where phone = $1', [
      DEMO_MEMBER.phone,
    ])
    const agents = await db.query('select count(*)::int as n from agents')
    expect([members.rows[0].n, agents.rows[0].n]).toEqual([1, 1])
  })

  it('accepts a session made on A on B', async () => {
    const login = await call(a.url, 'POST', '/api/login', undefined, {
      username: DEMO_MEMBER.phone,
      password: DEMO_MEMBER.password,
    })
    expect(login.body.error, login.body.message).toBe(0)
    token = login.body.access_token
    const info = await call(b.url, 'GET', '/api/get_user_info', token)
    expect(info.status).toBe(200)
    expect(info.body.data.phone).toBe(DEMO_MEMBER.phone)
  })

  it('delivers a deposit confirmed on A to a live client on B', async () => {
    const live = await openLive(b.url, token)
    clients.push(live)
    await live.waitFor((f) => f.length >= 1)
    const channels = await call(a.url, 'GET', '/api/member/payment/channels', token)
    const promptpay = (channels.body.data as { id: number; type: string }[]).find(
      (c) => c.type === 'promptpay',
    )
    const order = await call(a.url, 'POST', '/api/member/payment/generate_qr', token, {
      channel_id: promptpay?.id,
      amount: 250,
    })
    expect(order.body.error, order.body.message).toBe(0)
    const paid = await call(a.url, 'POST', '/api/operator/payment/confirm', OPERATOR_TOKEN, {
      order_id: order.body.data.id,
    })
    expect(paid.body.error, paid.body.message).toBe(0)
    const answered = Date.now()
    await live.waitFor((f) => f.length >= 3)
    // A member sees it as soon as A answered (well within a second).
    expect(Date.now() - answered).toBeLessThan(1000)
    expect(eventsOf(live.frames)).toEqual([
      ['payment', { order_id: order.body.data.id, status: 'paid', credited_amount: 250 }],
      ['balance', {}],
    ])
  })

  it('runs each job once though both instances poll', async () => {
    // Work for the runners: 40 runs of a real job, due now (it finds nothing to expire: harmless).
    await db.query(
      `insert into jobs (name, key, run_at, created_at)
       select 'payment.expire_orders', 'scale-' || n, now(), now() from generate_series(1, 40) n`,
    )
    let rows: { state: string; attempts: number; locked_by: string }[] = []
    for (let i = 0; i < 100; i++) {
      rows = (await db.query(`select state, attempts, locked_by from jobs where key like 'scale-%'`)).rows
      if (rows.every((r) => r.state === 'done')) break
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(rows).toHaveLength(40)
    expect(rows.filter((r) => r.state === 'done' && r.attempts === 1)).toHaveLength(40)
    // The recurring run of the current minute exists once, run once, whichever instance took it.
    const slots = (
      await db.query(
        `select key, attempts from jobs where name = 'payment.expire_orders' and key not like 'scale-%' and state = 'done'`,
      )
    ).rows as { key: string; attempts: number }[]
    expect(slots.length).toBeGreaterThan(0)
    expect(new Set(slots.map((s) => s.key)).size).toBe(slots.length)
    expect(slots.every((s) => s.attempts === 1)).toBe(true)
  })

  it('gives Yeekee shots through both instances one total order, and both live boards see every shot', async () => {
    const tokens: string[] = []
    for (let i = 0; i < 12; i++) {
      const reply = await call(a.url, 'POST', '/api/register', undefined, registerBody())
      expect(reply.body.error, reply.body.message).toBe(0)
      tokens.push(reply.body.access_token)
    }
    // A round later today, its close moved to a minute from now: its shooting window is open at any
    // hour (the night has no Yeekee round), and the result job leaves it alone while the test runs.
    const list = await call(a.url, 'GET', '/api/lotto/yeekee/list?agent_id=3')
    const round = (list.body.data as { id: number; close_at: string }[]).find(
      (r) => Date.parse(r.close_at) > Date.now() + 20 * 60_000,
    )
    expect(round).toBeDefined()
    const roundId = round?.id as number
    const moved = await call(a.url, 'POST', '/api/operator/lotto/round/times', OPERATOR_TOKEN, {
      round_id: roundId,
      close_at: new Date(Date.now() + 60_000).toISOString(),
      draw_at: new Date(Date.now() + 120_000).toISOString(),
    })
    expect(moved.body.error, moved.body.message).toBe(0)
    const boards = await Promise.all([openLive(a.url, tokens[0]), openLive(b.url, tokens[1])])
    clients.push(...boards)
    await Promise.all(boards.map((live) => live.waitFor((f) => f.length >= 1)))

    // Three waves, a second apart (the cooldown): every member shoots once, half through A and half
    // through B, in one burst. In the first wave member 0 also shoots through the other instance at
    // the same moment: the cooldown is shared, so exactly one of their two shots is taken.
    const shootVia = (instance: Instance, token: string, number: number) =>
      call(instance.url, 'POST', '/api/lotto/yeekee/shoot_number', token, {
        round_id: roundId,
        number: String(number).padStart(5, '0'),
      })
    const waves: number[][] = []
    for (let wave = 0; wave < 3; wave++) {
      if (wave > 0) await new Promise((r) => setTimeout(r, 1100))
      const [replies, twice] = await Promise.all([
        Promise.all(
          tokens.map((token, i) => shootVia((i + wave) % 2 === 0 ? a : b, token, wave * 10_000 + i)),
        ),
        wave === 0 ? shootVia(b, tokens[0], 99_999) : null,
      ])
      if (twice) {
        const pair = [replies[0], twice].map((r) => r.body)
        expect(pair.map((r) => r.error).sort()).toEqual([0, 3])
        expect(pair.find((r) => r.error === 3)?.message).toBe('ยิงเลขถี่เกินไป กรุณารอสักครู่')
        const taken = pair.find((r) => r.error === 0)
        replies[0] = { status: 200, body: taken as (typeof replies)[0]['body'] }
      }
      for (const reply of replies) expect(reply.body.error, reply.body.message).toBe(0)
      waves.push(replies.map((r) => r.body.data.id as number))
    }
    const ids = waves.flat()
    expect(new Set(ids).size).toBe(36)
    // A later wave's shots come after every shot of the one before, whichever instance took them.
    expect(Math.min(...waves[1])).toBeGreaterThan(Math.max(...waves[0]))
    expect(Math.min(...waves[2])).toBeGreaterThan(Math.max(...waves[1]))

    const [onA, onB] = await Promise.all(
      [a, b].map((instance) => call(instance.url, 'GET', `/api/lotto/yeekee/lists?round_id=${roundId}`)),
    )
    expect(onA.body.data.shots).toEqual(onB.body.data.shots)
    expect(onA.body.data.round).toMatchObject({ shot_count: 36, shooter_count: 12 })
    const listed = (onA.body.data.shots as { id: number }[]).map((s) => s.id)
    expect(listed).toEqual([...ids].sort((x, y) => y - x))

    // Every shot reaches the live board on both instances.
    const seen = (live: LiveClient) =>
      new Set(
        live.frames
          .filter((f) => f.event === 'yeekee' && (f.data as { round_id: number }).round_id === roundId)
          .flatMap((f) => (f.data as { shots: { id: number }[] }).shots.map((s) => s.id)),
      )
    for (const live of boards) {
      await live.waitFor(() => seen(live).size >= 36, 5000)
      expect([...seen(live)].sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y))
    }
  })

  it('refuses on B, at once, a session logged out on A, and ends its live stream on B', async () => {
    const live = await openLive(b.url, token)
    clients.push(live)
    await live.waitFor((f) => f.length >= 1)
    expect((await call(b.url, 'GET', '/api/get_user_info', token)).status).toBe(200)
    expect((await call(a.url, 'POST', '/api/logout', token, {})).status).toBe(200)
    expect((await call(b.url, 'GET', '/api/get_user_info', token)).status).toBe(401)
    expect(await live.ended(2000)).toBe(true)
  })
})
