import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { shopItems, shopOrders } from '../../server/db/schema'
import { movePoints } from '../../server/modules/points/ledger'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import { operatorCall, postKeyed } from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

async function grantPoints(member: TestMember, amount: bigint) {
  await ctx.deps.db.transaction((tx) =>
    movePoints(tx, ctx.deps, {
      memberId: member.user.id,
      kind: 'opening',
      amount,
      reference: `test:${randomUUID()}`,
      at: ctx.clock.now(),
    }),
  )
}

const items = async (m: TestMember) => (await get(ctx.app, '/api/redemption/list', m.token)).body
const itemId = async (m: TestMember, kind: string) =>
  (await items(m)).data.find((i: { kind: string }) => i.kind === kind).id as number
const redeem = (m: TestMember, body: Record<string, unknown>, key: string = randomUUID()) =>
  postKeyed(ctx.app, '/api/redemption/redeem', body, m.token, key)
const points = async (m: TestMember) => (await post(ctx.app, '/api/member/points', {}, m.token)).body.point

describe('GET /api/redemption/list', () => {
  it('lists credit, wheel spins and operator items with stock, limit and the member’s points', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 300n)
    const body = await items(member)
    expect(body.error).toBe(0)
    expect(body.point).toBe(300)
    expect(body.data.map((i: { kind: string }) => i.kind)).toEqual(['wheel_spin', 'credit', 'item'])
    expect(body.data[1]).toMatchObject({
      title: 'เครดิตฟรี 50 บาท',
      price: 500,
      credit: 50,
      stock: 100,
      per_member_limit: 1,
      redeemed: 0,
    })
  })
})

describe('POST /api/redemption/calc', () => {
  it('gives the price and what the member gets, or the reason they cannot', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 250n)
    const spin = await itemId(member, 'wheel_spin')
    const { body } = await post(ctx.app, '/api/redemption/calc', { item_id: spin, quantity: 2 }, member.token)
    expect(body.data).toMatchObject({ price: 200, points: 250, points_after: 50, spins: 2, refusal: null })
    const tooMany = await post(ctx.app, '/api/redemption/calc', { item_id: spin, quantity: 3 }, member.token)
    expect(tooMany.body.data.refusal).toBe('พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้')
  })
})

describe('POST /api/redemption/redeem', () => {
  it('debits points and delivers wheel spins; the history shows it', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 250n)
    const spin = await itemId(member, 'wheel_spin')
    const { body } = await redeem(member, { item_id: spin, quantity: 2 })
    expect(body.error).toBe(0)
    expect(body.point).toBe(50)
    expect(body.data.free_spins).toBe(2)
    const history = await get(ctx.app, '/api/redemption/history', member.token)
    expect(history.body.data[0]).toMatchObject({
      title: 'หมุนวงล้อนำโชค 1 ครั้ง',
      quantity: 2,
      points: 200,
      status: 'delivered',
    })
  })

  it('delivers credit into the bonus wallet, once per member (the limit)', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 1_000n)
    const credit = await itemId(member, 'credit')
    const { body } = await redeem(member, { item_id: credit, quantity: 1 })
    expect(body.error).toBe(0)
    expect(body.data.wallets.find((w: { wallet_type_id: number }) => w.wallet_type_id === 3).balance).toBe(50)
    const again = await redeem(member, { item_id: credit, quantity: 1 })
    expect(again.body).toEqual({ error: 1, message: 'คุณแลกของรางวัลนี้ครบจำนวนที่กำหนดแล้ว' })
    expect(await points(member)).toBe(500)
  })

  it('refuses without enough points, a bad quantity or an unknown item, and changes nothing', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 50n)
    const spin = await itemId(member, 'wheel_spin')
    const before = await moneyCounts(ctx.deps.db)
    expect((await redeem(member, { item_id: spin, quantity: 1 })).body).toEqual({
      error: 1,
      message: 'พอยท์ของคุณไม่พอสำหรับแลกของรางวัลนี้',
    })
    expect((await redeem(member, { item_id: spin, quantity: 0 })).body).toEqual({
      error: 1,
      message: 'จำนวนต้องอยู่ระหว่าง 1 ถึง 10',
    })
    expect((await redeem(member, { item_id: 99_999, quantity: 1 })).body.error).toBe(2)
    expect((await redeem(member, { item_id: spin })).status).toBe(400)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect(await points(member)).toBe(50)
  })

  it('20 replays of one key redeem once', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 1_000n)
    const spin = await itemId(member, 'wheel_spin')
    const key = randomUUID()
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => redeem(member, { item_id: spin, quantity: 1 }, key)),
    )
    for (const r of replies) expect(r.body.error).toBe(0)
    expect(await points(member)).toBe(900)
    const orders = await ctx.deps.db.select().from(shopOrders).where(eq(shopOrders.memberId, member.user.id))
    expect(orders).toHaveLength(1)
  })

  it('100 concurrent redemptions of an item with stock 10 deliver exactly 10', async () => {
    const [item] = await ctx.deps.db
      .insert(shopItems)
      .values({
        agentId: 3,
        kind: 'item',
        title: 'หูฟังไร้สาย',
        description: 'ของรางวัลจำกัด',
        pricePoints: 10n,
        stock: 10,
      })
      .returning()
    const buyers = await Promise.all(Array.from({ length: 100 }, () => createMember(ctx.app)))
    for (const b of buyers) await grantPoints(b, 10n)
    const replies = await Promise.all(buyers.map((b) => redeem(b, { item_id: item.id, quantity: 1 })))
    const won = replies.filter((r) => r.body.error === 0)
    expect(won).toHaveLength(10)
    for (const r of replies.filter((x) => x.body.error !== 0)) expect(r.body.message).toBe('ของรางวัลนี้หมดแล้ว')
    const [after] = await ctx.deps.db.select().from(shopItems).where(eq(shopItems.id, item.id))
    expect(after.stock).toBe(0)
    const orders = await ctx.deps.db.select().from(shopOrders).where(eq(shopOrders.itemId, item.id))
    expect(orders).toHaveLength(10)
    expect(orders.every((o) => o.status === 'pending')).toBe(true)
  }, 120_000)
})

describe('POST /api/operator/shop/item', () => {
  it('adds an operator item members then see, and changes its stock', async () => {
    const { body } = await operatorCall(ctx.app, 'shop/item', {
      kind: 'item',
      title: 'บัตรชมฟุตบอล',
      description: 'ส่งทางอีเมล',
      price: 3_000,
      stock: 5,
      per_member_limit: 1,
      enabled: true,
    })
    expect(body.error).toBe(0)
    const member = await createMember(ctx.app)
    expect((await items(member)).data.find((i: { id: number }) => i.id === body.data.id)).toMatchObject({
      title: 'บัตรชมฟุตบอล',
      stock: 5,
    })
    const changed = await operatorCall(ctx.app, 'shop/item', {
      item_id: body.data.id,
      kind: 'item',
      title: 'บัตรชมฟุตบอล',
      description: 'ส่งทางอีเมล',
      price: 3_000,
      stock: 2,
      per_member_limit: 1,
      enabled: true,
    })
    expect(changed.body.data.stock).toBe(2)
    const refused = await operatorCall(ctx.app, 'shop/item', {
      kind: 'credit',
      title: 'x',
      description: '',
      price: 1,
      stock: null,
      per_member_limit: null,
      enabled: true,
    })
    expect(refused.body.error).toBe(1)
    expect((await operatorCall(ctx.app, 'shop/item', { kind: 'item' }, 'wrong-token')).status).toBe(401)
  })
})
