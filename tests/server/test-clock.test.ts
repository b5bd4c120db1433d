import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { seed } from '../../server/compose/seed'
import { defaultConfig, loadConfig } from '../../server/config'
import { createBus, type RunningBus } from '../../server/db/bus'
import type { AppDeps } from '../../server/deps'
import { ForwardClock, systemClock } from '../../server/lib/clock'
import { cryptoRandom } from '../../server/lib/random'
import { TEST_OPERATOR_TOKEN } from './helpers/app'
import { createTestDb, type TestDb } from './helpers/db'

/**
 * The end-to-end harness's clock (E2E_TEST_CLOCK, `POST /e2e/clock`): only that harness can have it,
 * it only moves forward, and what reads time (the job runner) follows it.
 */

const TOKEN = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` }

describe('E2E_TEST_CLOCK in the configuration', () => {
  const token = 'x'.repeat(32)
  it('is off by default and on only for the embedded database with an operator token', () => {
    expect(loadConfig({}).testClock).toBe(false)
    expect(loadConfig({ E2E_TEST_CLOCK: '1', OPERATOR_TOKEN: token, SEED: 'demo' }).testClock).toBe(true)
  })

  it('is refused at boot with DEMO, DATABASE_URL or without OPERATOR_TOKEN', () => {
    expect(() => loadConfig({ E2E_TEST_CLOCK: '1', OPERATOR_TOKEN: token, DEMO: '1' })).toThrow(
      'E2E_TEST_CLOCK',
    )
    expect(() =>
      loadConfig({ E2E_TEST_CLOCK: '1', OPERATOR_TOKEN: token, DATABASE_URL: 'postgres://u@h/db' }),
    ).toThrow('E2E_TEST_CLOCK')
    expect(() => loadConfig({ E2E_TEST_CLOCK: '1' })).toThrow('E2E_TEST_CLOCK')
  })
})

describe('POST /e2e/clock', () => {
  let testDb: TestDb
  let app: FastifyInstance
  let plain: FastifyInstance
  const clock = new ForwardClock()
  beforeAll(async () => {
    testDb = await createTestDb()
    const config = {
      ...defaultConfig,
      scryptLogN: 10,
      staticDir: '/nonexistent-dist',
      operatorToken: TEST_OPERATOR_TOKEN,
      testClock: true,
    }
    const bus = createBus(testDb.busListener)
    const deps: AppDeps = {
      db: testDb.db,
      bus,
      clock,
      random: cryptoRandom,
      config,
    }
    await seed(deps, 'minimal')
    app = await buildApp({ ...deps, bus })
    await app.ready()
    // Any other server: the same database (its bus left to the first app), the real clock, no E2E_TEST_CLOCK.
    const quiet: RunningBus = { ...bus, start: async () => {}, stop: async () => {} }
    plain = await buildApp({
      ...deps,
      bus: quiet,
      clock: systemClock,
      config: { ...config, testClock: false },
    })
    await plain.ready()
  })
  afterAll(async () => {
    await plain.close()
    await app.close()
    await testDb.destroy()
  })

  it('does not exist on any other server', async () => {
    const response = await plain.inject({ method: 'POST', url: '/e2e/clock', headers: TOKEN, payload: {} })
    expect(response.statusCode).toBe(404)
  })

  const move = (payload: object, headers: Record<string, string> = TOKEN) =>
    app.inject({ method: 'POST', url: '/e2e/clock', headers, payload })

  it('answers 401 without the operator token', async () => {
    const response = await move({}, {})
    expect(response.statusCode).toBe(401)
  })

  it('reads the clock, moves it forward, never back', async () => {
    const read = (await move({})).json()
    expect(read.error).toBe(0)
    expect(Math.abs(new Date(read.data.now).getTime() - Date.now())).toBeLessThan(60_000)

    const later = new Date(Date.now() + 3600_000)
    const moved = (await move({ at: later.toISOString() })).json()
    expect(moved.error).toBe(0)
    expect(new Date(moved.data.now).getTime()).toBeGreaterThanOrEqual(later.getTime())
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(later.getTime())

    const back = await move({ at: new Date().toISOString() })
    expect(back.statusCode).toBe(400)
    expect(back.json()).toEqual({ error: 400, message: 'เวลาทดสอบเดินหน้าได้เท่านั้น' })
    expect(clock.now().getTime()).toBeGreaterThanOrEqual(later.getTime())
    expect((await move({ at: 'tomorrow' })).statusCode).toBe(400)
  })

  it('lets a Bangkok day end: the job runner runs that night’s jobs', async () => {
    const now = clock.now()
    const dayMs = 24 * 3600_000
    const bangkokMidnight = Math.floor((now.getTime() + 7 * 3600_000) / dayMs) * dayMs - 7 * 3600_000 + dayMs
    while ((await app.jobs.runDue()).length > 0) {}
    await move({ at: new Date(bangkokMidnight + 20 * 60_000).toISOString() })
    const ran: Awaited<ReturnType<typeof app.jobs.runDue>> = []
    for (let batch = await app.jobs.runDue(); batch.length > 0; batch = await app.jobs.runDue())
      ran.push(...batch)
    const slot = (hhmm: string) => new Date(bangkokMidnight + Number(hhmm) * 60_000).toISOString()
    expect(ran).toContainEqual({ name: 'cashback.daily', key: slot('5'), outcome: 'done' })
    expect(ran).toContainEqual({ name: 'affiliate.commission', key: slot('10'), outcome: 'done' })
  })
})
