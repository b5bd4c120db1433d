import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
      // The first goes out alone; the next three queue behind it and go out in one statement.
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
})
