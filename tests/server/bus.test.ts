import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { packHints } from '../../server/db/bus'
import { setupApp, type TestContext } from './helpers/app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ seed: false })
})
afterAll(() => ctx.close())

/** Collects what a topic hears until `count` messages arrived (or the time is up). */
function hear(topic: 'live.all', count: number, ms = 2000): Promise<unknown[]> {
  const heard: unknown[] = []
  return new Promise((resolve) => {
    const stop = ctx.deps.bus.subscribe(topic, (data) => {
      heard.push(data)
      if (heard.length >= count) done()
    })
    const timer = setTimeout(() => done(), ms)
    function done() {
      clearTimeout(timer)
      stop()
      resolve(heard)
    }
  })
}

describe('bus', () => {
  it('delivers a message published in a transaction once it commits', async () => {
    const heard = hear('live.all', 1)
    await ctx.deps.db.transaction(async (tx) => {
      await ctx.deps.bus.publish(tx, 'live.all', { round: 7 })
    })
    expect(await heard).toEqual([{ round: 7 }])
  })

  it('delivers nothing from a transaction that rolled back', async () => {
    const heard = hear('live.all', 2, 500)
    await ctx.deps.db
      .transaction(async (tx) => {
        await ctx.deps.bus.publish(tx, 'live.all', { lost: true })
        throw new Error('roll back')
      })
      .catch(() => undefined)
    await ctx.deps.bus.publish(ctx.deps.db, 'live.all', { kept: true })
    expect(await heard).toEqual([{ kept: true }])
  })

  it('sends a live hint only after the commit, and none from a savepoint that rolled back', async () => {
    const heard: unknown[] = []
    const stop = ctx.deps.bus.subscribe('live.all', (data) => heard.push(data))
    let heardBeforeCommit = -1
    await ctx.deps.db.transaction(async (tx) => {
      await ctx.deps.bus.publish(tx, 'live.all', { n: 1 })
      await tx
        .transaction(async (sp) => {
          await ctx.deps.bus.publish(sp, 'live.all', { n: 'refused' })
          throw new Error('roll back the savepoint')
        })
        .catch(() => undefined)
      await tx.transaction(async (sp) => ctx.deps.bus.publish(sp, 'live.all', { n: 2 }))
      await new Promise((resolve) => setTimeout(resolve, 200))
      heardBeforeCommit = heard.length
    })
    await expect.poll(() => heard.length).toBe(2)
    stop()
    expect(heardBeforeCommit).toBe(0)
    expect(heard).toEqual([{ n: 1 }, { n: 2 }])
  })

  it('sends identical live hints of one batch each, in order (a balance back after a refund)', async () => {
    const heard: unknown[] = []
    const stop = ctx.deps.bus.subscribe('live.all', (data) => heard.push(data))
    await ctx.deps.db.transaction(async (tx) => {
      // All four go out in one notification: PostgreSQL would fold identical ones of a transaction.
      await ctx.deps.bus.publish(tx, 'live.all', { type: 'first' })
      await ctx.deps.bus.publish(tx, 'live.all', { type: 'balance', balance: 100 })
      await ctx.deps.bus.publish(tx, 'live.all', { type: 'balance', balance: 90 })
      await ctx.deps.bus.publish(tx, 'live.all', { type: 'balance', balance: 100 })
    })
    await ctx.deps.bus.publish(ctx.deps.db, 'live.all', { type: 'done' })
    await expect.poll(() => heard.at(-1)).toEqual({ type: 'done' })
    stop()
    expect(heard).toEqual([
      { type: 'first' },
      { type: 'balance', balance: 100 },
      { type: 'balance', balance: 90 },
      { type: 'balance', balance: 100 },
      { type: 'done' },
    ])
  })
  it('sends a burst larger than one notification whole and in order', async () => {
    const heard: unknown[] = []
    const stop = ctx.deps.bus.subscribe('live.all', (data) => heard.push(data))
    // 150 hints of about 250 bytes: several notifications' worth (8000 bytes each at most).
    const burst = Array.from({ length: 150 }, (_, n) => ({ n, text: 'ยี่กี'.repeat(15) }))
    await ctx.deps.db.transaction(async (tx) => {
      for (const hint of burst) await ctx.deps.bus.publish(tx, 'live.all', hint)
    })
    await expect.poll(() => heard.length).toBe(150)
    stop()
    expect(heard).toEqual(burst)
  })
})

describe('packHints', () => {
  const hint = (n: number, bytes: number) =>
    JSON.stringify({ topic: 'live.all', data: 'x'.repeat(bytes), seq: n })

  it('packs hints into JSON arrays of at most 7900 bytes, in order', () => {
    const hints = Array.from({ length: 40 }, (_, n) => hint(n, 500))
    const payloads = packHints(hints)
    expect(payloads.length).toBeGreaterThan(1)
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(7900)
    expect(payloads.flatMap((p) => JSON.parse(p) as unknown[])).toEqual(hints.map((h) => JSON.parse(h)))
  })

  it('drops a hint too large for a notification, and keeps the others', () => {
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const payloads = packHints([hint(1, 10), hint(2, 9000), hint(3, 10)])
      expect(payloads.map((p) => (JSON.parse(p) as { seq: number }[]).map((m) => m.seq))).toEqual([[1, 3]])
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
    }
  })
})
