import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, jobs, paymentOrders } from '../../server/db/schema'
import { createJobRunner, enqueueJob, type JobDefinition } from '../../server/jobs/runner'
import { latestSlot } from '../../server/jobs/schedule'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, type TestMember } from './helpers/factories'
import { confirm, createOrder, postKeyed } from './helpers/money'

let ctx: TestContext
let member: TestMember
beforeAll(async () => {
  ctx = await setupApp()
  member = await createMember(ctx.app)
})
afterAll(() => ctx.close())

const rowsOf = (name: string) => ctx.deps.db.select().from(jobs).where(eq(jobs.name, name)).orderBy(jobs.id)

describe('schedules', () => {
  it('finds the slot a run belongs to: aligned minutes, and a daily Bangkok time', () => {
    const at = new Date('2026-01-15T05:00:42.123Z')
    expect(latestSlot({ every: 60_000 }, at).toISOString()).toBe('2026-01-15T05:00:00.000Z')
    // 04:00 in Bangkok is 21:00 UTC of the day before.
    expect(latestSlot({ dailyAt: '04:00' }, at).toISOString()).toBe('2026-01-14T21:00:00.000Z')
    expect(latestSlot({ dailyAt: '13:30' }, at).toISOString()).toBe('2026-01-14T06:30:00.000Z')
    expect(latestSlot({ dailyAt: '12:00' }, at).toISOString()).toBe('2026-01-15T05:00:00.000Z')
  })
})

describe('job runner', () => {
  it('runs a recurring job once per slot, however often it polls and however many instances poll', async () => {
    const ran: string[] = []
    const tick: JobDefinition = {
      name: 'test.tick',
      schedule: { every: 60_000 },
      run: async (_deps, job) => {
        ran.push(job.key)
      },
    }
    const a = createJobRunner(ctx.deps, [tick], { instanceId: 'a' })
    const b = createJobRunner(ctx.deps, [tick], { instanceId: 'b' })
    await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()])
    expect(ran).toHaveLength(1)
    ctx.clock.advance(30_000)
    await Promise.all([a.runDue(), b.runDue()])
    expect(ran).toHaveLength(1)
    ctx.clock.advance(30_000)
    await Promise.all([a.runDue(), b.runDue()])
    expect(ran).toHaveLength(2)
    const rows = await rowsOf('test.tick')
    expect(rows.map((r) => [r.state, r.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
    ])
  })

  it('shares queued one-off runs between instances, each run once', async () => {
    const ran: string[] = []
    const work: JobDefinition = {
      name: 'test.work',
      run: async (_deps, job) => {
        ran.push(job.key)
        // Long enough for the other runners to claim the next rows meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 20))
      },
    }
    const now = ctx.clock.now()
    for (let i = 0; i < 20; i++)
      await enqueueJob(ctx.deps.db, { name: 'test.work', key: `w${i}`, runAt: now, now })
    // The same run enqueued again (another instance, a retry) is stored once.
    await enqueueJob(ctx.deps.db, { name: 'test.work', key: 'w0', runAt: now, now })
    const later = new Date(now.getTime() + 3600_000)
    await enqueueJob(ctx.deps.db, { name: 'test.work', key: 'later', runAt: later, now })
    const runners = ['a', 'b', 'c'].map((id) => createJobRunner(ctx.deps, [work], { instanceId: id }))
    await Promise.all(runners.map((r) => r.runDue()))
    expect(ran.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `w${i}`).sort())
    const rows = await rowsOf('test.work')
    expect(rows.filter((r) => r.state === 'done' && r.attempts === 1)).toHaveLength(20)
    expect(new Set(rows.filter((r) => r.state === 'done').map((r) => r.lockedBy))).toEqual(
      new Set(['a', 'b', 'c']),
    )
    expect(rows.find((r) => r.key === 'later')?.state).toBe('queued')
  })

  it('retries a failing run later with its error kept, then gives up', async () => {
    let calls = 0
    const flaky: JobDefinition = {
      name: 'test.flaky',
      maxAttempts: 2,
      run: async () => {
        calls++
        throw new Error('provider down')
      },
    }
    const runner = createJobRunner(ctx.deps, [flaky], { instanceId: 'a' })
    const now = ctx.clock.now()
    await enqueueJob(ctx.deps.db, { name: 'test.flaky', key: 'once', runAt: now, now })
    expect(await runner.runDue()).toEqual([{ name: 'test.flaky', key: 'once', outcome: 'retry' }])
    const [waiting] = await rowsOf('test.flaky')
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, lastError: 'provider down' })
    expect(await runner.runDue()).toEqual([])
    ctx.clock.advance(30_000)
    expect(await runner.runDue()).toEqual([{ name: 'test.flaky', key: 'once', outcome: 'failed' }])
    ctx.clock.advance(3600_000)
    expect(await runner.runDue()).toEqual([])
    expect(calls).toBe(2)
    const [failed] = await rowsOf('test.flaky')
    expect(failed).toMatchObject({ state: 'failed', attempts: 2 })
  })

  it('takes a run cut off halfway again once its claim timed out, and only then', async () => {
    const ran: string[] = []
    const resumable: JobDefinition = {
      name: 'test.resumable',
      run: async (_deps, job) => {
        ran.push(`${job.key}#${job.attempts}`)
      },
    }
    const now = ctx.clock.now()
    // An instance claimed it and died: the row stays 'running'.
    await ctx.deps.db.insert(jobs).values({
      name: 'test.resumable',
      key: 'cut',
      runAt: now,
      state: 'running',
      attempts: 1,
      lockedBy: 'dead',
      lockedAt: now,
      createdAt: now,
    })
    const runner = createJobRunner(ctx.deps, [resumable], { instanceId: 'alive', claimTimeoutMs: 60_000 })
    ctx.clock.advance(59_000)
    expect(await runner.runDue()).toEqual([])
    ctx.clock.advance(2_000)
    expect(await runner.runDue()).toEqual([{ name: 'test.resumable', key: 'cut', outcome: 'done' }])
    expect(ran).toEqual(['cut#2'])
    const [row] = await rowsOf('test.resumable')
    expect(row).toMatchObject({ state: 'done', lockedBy: 'alive', attempts: 2 })
  })
})

describe('the server’s jobs', () => {
  it('expires QR orders past 15 minutes; reads before the job show expired without writing', async () => {
    const order = await createOrder(ctx.app, member.token, 300)
    ctx.clock.advance(15 * 60_000)
    const { body } = await get(
      ctx.app,
      `/api/member/payment/inquiry_status?order_id=${order.id}`,
      member.token,
    )
    expect(body.data.status).toBe('expired')
    const [stillPending] = await ctx.deps.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id))
    expect(stillPending.status).toBe('pending')

    ctx.clock.advance(60_000)
    const ran = await ctx.app.jobs.runDue()
    expect(ran.filter((r) => r.name === 'payment.expire_orders').map((r) => r.outcome)).toEqual(['done'])
    const [expired] = await ctx.deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id))
    expect(expired.status).toBe('expired')
    const late = await confirm(ctx.app, order.id)
    expect(late.body.error).not.toBe(0)
  })

  it('leaves paid and still-open orders alone', async () => {
    const paid = await createOrder(ctx.app, member.token, 200)
    expect((await confirm(ctx.app, paid.id)).body.error).toBe(0)
    const open = await createOrder(ctx.app, member.token, 400)
    ctx.clock.advance(10 * 60_000)
    await ctx.app.jobs.runDue()
    const statuses = await ctx.deps.db
      .select({ id: paymentOrders.id, status: paymentOrders.status })
      .from(paymentOrders)
      .where(sql`${paymentOrders.id} in (${paid.id}, ${open.id})`)
      .orderBy(paymentOrders.id)
    expect(statuses.map((s) => s.status)).toEqual(['paid', 'pending'])
    ctx.clock.advance(10 * 60_000)
  })

  it('prunes idempotency keys older than 7 days at 04:00 Bangkok time, keeping recent ones', async () => {
    const old = await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'NO-SUCH-CODE' }, member.token)
    expect(old.status).toBe(200)
    const before = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(idempotencyKeys)
    expect(before[0].n).toBeGreaterThan(0)
    ctx.clock.advance(8 * 24 * 3600_000)
    const fresh = await createMember(ctx.app)
    const order = await createOrder(ctx.app, fresh.token, 150)
    ctx.clock.set(latestSlot({ dailyAt: '04:00' }, new Date(ctx.clock.now().getTime() + 24 * 3600_000)))
    const ran = await ctx.app.jobs.runDue()
    expect(ran.map((r) => r.name)).toContain('wallet.prune_idempotency_keys')
    const left = await ctx.deps.db
      .select({ key: idempotencyKeys.key, scope: idempotencyKeys.scope })
      .from(idempotencyKeys)
    expect(left.map((k) => k.scope)).toEqual(['payment.generate_qr'])
    expect(order.id).toBeGreaterThan(0)
  })
})
