import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { pointEntries } from '../../server/db/schema'
import { InsufficientPointsError, movePoints } from '../../server/modules/points/ledger'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import { postKeyed } from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const points = async (member: TestMember) =>
  (await post(ctx.app, '/api/member/points', {}, member.token)).body
const move = (memberId: number, amount: bigint, reference: string) =>
  ctx.deps.db.transaction((tx) =>
    movePoints(tx, ctx.deps, { memberId, kind: 'shop', amount, reference, at: ctx.clock.now() }),
  )

describe('POST /api/member/points', () => {
  it('answers the balance in the top-level point field, after a coupon moved points through the ledger', async () => {
    const member = await createMember(ctx.app)
    expect(await points(member)).toEqual({ error: 0, point: 0, data: { point: 0 } })
    const key = randomUUID()
    for (let i = 0; i < 3; i++) {
      await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'POINTS100' }, member.token, key)
    }
    expect(await points(member)).toEqual({ error: 0, point: 100, data: { point: 100 } })
    const entries = await ctx.deps.db
      .select()
      .from(pointEntries)
      .where(eq(pointEntries.memberId, member.user.id))
    expect(entries).toEqual([expect.objectContaining({ kind: 'coupon', amount: 100n, balanceAfter: 100n })])
  })

  it('needs a session and an empty body', async () => {
    const member = await createMember(ctx.app)
    expect((await post(ctx.app, '/api/member/points', {})).status).toBe(401)
    expect((await post(ctx.app, '/api/member/points', { point: 5 }, member.token)).status).toBe(400)
  })
})

describe('movePoints', () => {
  it('moves once per reference, never below zero, and leaves nothing behind when refused', async () => {
    const member = await createMember(ctx.app)
    const id = member.user.id as number
    expect(await move(id, 50n, 'quest:1')).toMatchObject({ balanceAfter: 50n, replayed: false })
    expect(await move(id, 50n, 'quest:1')).toMatchObject({ balanceAfter: 50n, replayed: true })
    expect(await move(id, -30n, 'shop:1')).toMatchObject({ balanceAfter: 20n, replayed: false })
    const before = await moneyCounts(ctx.deps.db)
    await expect(move(id, -21n, 'shop:2')).rejects.toBeInstanceOf(InsufficientPointsError)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect((await points(member)).point).toBe(20)
  })

  it('spends each point once when many spends race', async () => {
    const member = await createMember(ctx.app)
    const id = member.user.id as number
    await move(id, 100n, 'grant')
    const spends = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) => move(id, -10n, `spend:${i}`)),
    )
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(10)
    expect((await points(member)).point).toBe(0)
  })
})
