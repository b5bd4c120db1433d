import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bus, BusHandler, BusTopic } from '../../server/db/bus'
import { createLiveHub } from '../../server/modules/live/hub'
import type { EventStream } from '../../server/modules/live/stream'
import type { LiveEvent } from '../../src/contract/live'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, post, type TestMember } from './helpers/factories'
import { eventsOf, type LiveClient, openLive } from './helpers/live'
import { createOrder, decide, deposit, postKeyed } from './helpers/money'

let ctx: TestContext
let base: string
let member: TestMember
let other: TestMember
const opened: LiveClient[] = []
const live = async (token?: string) => {
  const client = await openLive(base, token)
  opened.push(client)
  return client
}
beforeAll(async () => {
  ctx = await setupApp()
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  member = await createMember(ctx.app)
  other = await createMember(ctx.app)
})
afterAll(async () => {
  for (const client of opened) client.close()
  await ctx.close()
})

describe('GET /api/live', () => {
  it('answers 401 JSON without a live session', async () => {
    for (const token of [undefined, 'x'.repeat(43)]) {
      const client = await live(token)
      expect(client.status).toBe(401)
      expect(client.refusal).toMatchObject({ error: 401 })
    }
  })

  it('opens an event stream whose first frame is ready', async () => {
    const client = await live(member.token)
    expect(client.status).toBe(200)
    expect(client.contentType).toBe('text/event-stream; charset=utf-8')
    await client.waitFor((f) => f.length >= 1)
    expect(client.frames[0]).toEqual({ event: 'ready', id: '1', data: {} })
    client.close()
  })

  it('tells the member, and only them, that a deposit was paid and their balance changed', async () => {
    const mine = await live(member.token)
    const theirs = await live(other.token)
    await Promise.all([mine.waitFor((f) => f.length >= 1), theirs.waitFor((f) => f.length >= 1)])
    const order = await deposit(ctx.app, member.token, 1000)
    await mine.waitFor((f) => f.length >= 3)
    expect(eventsOf(mine.frames)).toEqual([
      ['payment', { order_id: order.id, status: 'paid', credited_amount: 1000 }],
      ['balance', {}],
    ])
    expect(mine.frames.map((f) => f.id)).toEqual(['1', '2', '3'])
    const again = await decide(ctx.app, 'reject', 999_999)
    expect(again.body.error).not.toBe(0)
    expect(eventsOf(theirs.frames)).toEqual([])
    mine.close()
    theirs.close()
  })

  it('follows a withdrawal from request to decision', async () => {
    const client = await live(member.token)
    await client.waitFor((f) => f.length >= 1)
    const first = await postKeyed(ctx.app, '/api/member/withdraw', { amount: 300 }, member.token)
    expect(first.body.error, first.body.message).toBe(0)
    const second = await postKeyed(ctx.app, '/api/member/withdraw', { amount: 400 }, member.token)
    expect(second.body.error, second.body.message).toBe(0)
    expect((await decide(ctx.app, 'reject', first.body.data.id)).body.error).toBe(0)
    expect((await decide(ctx.app, 'approve', second.body.data.id)).body.error).toBe(0)
    await client.waitFor((f) => f.length >= 8)
    expect(eventsOf(client.frames)).toEqual([
      ['withdraw', { id: first.body.data.id, status: 'waiting' }],
      ['balance', {}],
      ['withdraw', { id: second.body.data.id, status: 'waiting' }],
      ['balance', {}],
      ['withdraw', { id: first.body.data.id, status: 'failed' }],
      ['balance', {}],
      ['withdraw', { id: second.body.data.id, status: 'success' }],
    ])
    client.close()
  })

  it('tells the member when a QR order is cancelled or expires (the job), and when a coupon credits them', async () => {
    const client = await live(member.token)
    await client.waitFor((f) => f.length >= 1)
    const replaced = await createOrder(ctx.app, member.token, 300)
    const cancel = await postKeyed(
      ctx.app,
      '/api/member/payment/cancel',
      { order_id: replaced.id },
      member.token,
    )
    expect(cancel.body.error, cancel.body.message).toBe(0)
    const order = await createOrder(ctx.app, member.token, 500)
    ctx.clock.advance(16 * 60_000)
    await ctx.app.jobs.runDue()
    const coupon = await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'LUCKY100' }, member.token)
    expect(coupon.body.error, coupon.body.message).toBe(0)
    await client.waitFor((f) => f.length >= 4)
    expect(eventsOf(client.frames)).toEqual([
      ['payment', { order_id: replaced.id, status: 'expired', credited_amount: 0 }],
      ['payment', { order_id: order.id, status: 'expired', credited_amount: 0 }],
      ['balance', {}],
    ])
    client.close()
  })

  it('ends the stream when the session logs out, not when another session does', async () => {
    const { body } = await post(ctx.app, '/api/login', { username: member.phone, password: member.password })
    const second = body.access_token as string
    const kept = await live(member.token)
    const leaving = await live(second)
    await Promise.all([kept.waitFor((f) => f.length >= 1), leaving.waitFor((f) => f.length >= 1)])
    expect((await post(ctx.app, '/api/logout', {}, second)).status).toBe(200)
    expect(await leaving.ended()).toBe(true)
    expect(await kept.ended(300)).toBe(false)
    kept.close()
  })

  it('ends the streams of the sessions a password change logs out, not the one that changed it', async () => {
    const changer = await createMember(ctx.app)
    const elsewhere = await post(ctx.app, '/api/login', {
      username: changer.phone,
      password: changer.password,
    })
    const current = await live(changer.token)
    const old = await live(elsewhere.body.access_token)
    await Promise.all([current.waitFor((f) => f.length >= 1), old.waitFor((f) => f.length >= 1)])
    const changed = await post(
      ctx.app,
      '/api/member/change_password',
      { old_password: changer.password, new_password: 'a brand new one' },
      changer.token,
    )
    expect(changed.body.error).toBe(0)
    expect(await old.ended()).toBe(true)
    expect(await current.ended(300)).toBe(false)
    current.close()
  })

  it('ends every stream when the server shuts down', async () => {
    const client = await live(member.token)
    await client.waitFor((f) => f.length >= 1)
    const started = Date.now()
    const closing = ctx.app.close()
    expect(await client.ended(1000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(1000)
    await closing
  })
})

describe('live hub', () => {
  /** A bus in memory, with a way to report a gap. */
  function memoryBus() {
    const handlers = new Map<BusTopic, Set<BusHandler>>()
    const gaps = new Set<() => void>()
    const bus: Bus = {
      publish: async () => undefined,
      subscribe(topic, handler) {
        const set = handlers.get(topic) ?? new Set()
        handlers.set(topic, set)
        set.add(handler)
        return () => set.delete(handler)
      },
      onGap(handler) {
        gaps.add(handler)
        return () => gaps.delete(handler)
      },
    }
    return {
      bus,
      emit: (topic: BusTopic, data: unknown) => {
        for (const h of handlers.get(topic) ?? []) h(data)
      },
      gap: () => {
        for (const g of gaps) g()
      },
    }
  }
  function memoryStream() {
    const sent: (LiveEvent | 'ping')[] = []
    let closed = false
    const onClose: (() => void)[] = []
    const stream: EventStream = {
      send: (event) => sent.push(event),
      // The shared bytes are `data: <json>\n\n`: read back as the event they carry.
      sendShared: (type, data) =>
        sent.push({ type, data: JSON.parse(data.toString().replace(/^data: /, '')) } as LiveEvent),
      ping: () => sent.push('ping'),
      close: () => {
        if (closed) return
        closed = true
        for (const h of onClose) h()
      },
      onClose: (h) => onClose.push(h),
    }
    return { stream, sent, closed: () => closed }
  }

  it('pings every stream, sends live.all to everyone, and ends all streams after a bus gap', async () => {
    const { bus, emit, gap } = memoryBus()
    const hub = createLiveHub({ bus, sessionLive: async () => true, pingMs: 20 })
    const a = memoryStream()
    const b = memoryStream()
    hub.add({ memberId: 1, sessionId: 1 }, a.stream)
    hub.add({ memberId: 2, sessionId: 2 }, b.stream)
    emit('live.all', { type: 'balance', data: {} })
    emit('live.member', { member_id: 2, event: { type: 'withdraw', data: { id: 5, status: 'success' } } })
    for (let i = 0; i < 100 && a.sent.filter((x) => x === 'ping').length < 2; i++) {
      await new Promise((r) => setTimeout(r, 10))
    }
    expect(a.sent.slice(0, 2)).toEqual([
      { type: 'ready', data: {} },
      { type: 'balance', data: {} },
    ])
    expect(a.sent.filter((s) => s === 'ping').length).toBeGreaterThanOrEqual(2)
    expect(b.sent).toContainEqual({ type: 'withdraw', data: { id: 5, status: 'success' } })
    expect(a.sent).not.toContainEqual({ type: 'withdraw', data: { id: 5, status: 'success' } })
    gap()
    expect([a.closed(), b.closed(), hub.size()]).toEqual([true, true, 0])
    hub.close()
  })

  it('ends a stream after its maximum age, so the client reconnects and its session is checked again', async () => {
    const { bus } = memoryBus()
    const hub = createLiveHub({ bus, sessionLive: async () => true, pingMs: 10, maxAgeMs: 30 })
    const s = memoryStream()
    hub.add({ memberId: 3, sessionId: 3 }, s.stream)
    for (let i = 0; i < 100 && !s.closed(); i++) await new Promise((r) => setTimeout(r, 10))
    expect(s.closed()).toBe(true)
    expect(s.sent.filter((x) => x === 'ping')).toHaveLength(2)
    hub.close()
  })

  it('keeps at most 5 streams per member, ending the oldest', () => {
    const { bus } = memoryBus()
    const hub = createLiveHub({ bus, sessionLive: async () => true, pingMs: 60_000 })
    const streams = Array.from({ length: 6 }, () => memoryStream())
    for (const s of streams) hub.add({ memberId: 7, sessionId: 7 }, s.stream)
    expect(streams.map((s) => s.closed())).toEqual([true, false, false, false, false, false])
    expect(hub.size()).toBe(5)
    hub.close()
  })
})
