import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { wheelSpins } from '../../server/db/schema'
import { movePoints } from '../../server/modules/points/ledger'
import { DEMO_WHEEL } from '../../server/modules/wheel/seed'
import { hashServerSeed } from '../../src/contract/fair'
import { wheelOutcome } from '../../src/contract/wheel-outcome'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { postKeyed } from './helpers/money'

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
const spin = (m: TestMember, key: string = randomUUID(), path = 'spin') =>
  postKeyed(ctx.app, `/api/wheel/${path}`, { client_seed: 'my-lucky-seed' }, m.token, key)
const points = async (m: TestMember) => (await post(ctx.app, '/api/member/points', {}, m.token)).body.point

describe('GET /api/wheel/config and config_v2', () => {
  it('publishes the segments with their weights in `configs`', async () => {
    const { body } = await get(ctx.app, '/api/wheel/config')
    expect(body.error).toBe(0)
    expect(body.configs.map((s: { label: string; weight: number }) => [s.label, s.weight])).toEqual(
      DEMO_WHEEL.map((s) => [s.label, s.weight]),
    )
  })

  it('gives the member’s setting with the hash of the next seed, stable until a spin', async () => {
    const member = await createMember(ctx.app)
    // The member's first spin was committed when they registered: reading the setting writes nothing.
    const committed = await ctx.deps.db
      .select()
      .from(wheelSpins)
      .where(eq(wheelSpins.memberId, member.user.id))
    expect(committed.map((r) => r.state)).toEqual(['committed'])
    const a = (await get(ctx.app, '/api/wheel/config_v2', member.token)).body
    const b = (await get(ctx.app, '/api/wheel/config_v2', member.token)).body
    expect(a.setting).toMatchObject({ cost_points: 100, free_spins: 0, points: 0 })
    expect(a.setting.next_hash).toBe(committed[0].seedHash)
    expect(b.setting.next_hash).toBe(a.setting.next_hash)
    expect(
      await ctx.deps.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, member.user.id)),
    ).toEqual(committed)
    expect((await get(ctx.app, '/api/wheel/config_v2')).status).toBe(401)
  })
})

describe('POST /api/wheel/spin', () => {
  it('costs 100 points, stores the prize and reveals the seed committed before the spin', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 150n)
    const committed = (await get(ctx.app, '/api/wheel/config_v2', member.token)).body.setting.next_hash
    const { body } = await spin(member)
    expect(body.error).toBe(0)
    const s = body.data.spin
    expect(s.seed_hash).toBe(committed)
    expect(await hashServerSeed(s.server_seed)).toBe(committed)
    // The member recomputes the segment from the revealed seed and the published table.
    const { index } = await wheelOutcome(
      s.server_seed,
      s.client_seed,
      s.table.map((t: { weight: number }) => t.weight),
    )
    expect(index).toBe(s.segment_index)
    expect(body.prizes).toEqual([s.prize])
    expect(body.free_spins).toBe(0)
    expect(body.data.next_hash).not.toBe(committed)
    expect(body.data.points).toBe(50)
  })

  it('uses a free spin first (bought in the point shop)', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 100n)
    const shop = (await get(ctx.app, '/api/redemption/list', member.token)).body.data
    const item = shop.find((i: { kind: string }) => i.kind === 'wheel_spin')
    expect(
      (await postKeyed(ctx.app, '/api/redemption/redeem', { item_id: item.id, quantity: 1 }, member.token))
        .body.error,
    ).toBe(0)
    const { body } = await spin(member, randomUUID(), 'spin_v2')
    expect(body.error).toBe(0)
    expect(body.data.spin).toMatchObject({ free_spin: true, cost_points: 0 })
    expect(body.free_spins).toBe(0)
  })

  it('refuses without points or a free spin, and changes nothing', async () => {
    const member = await createMember(ctx.app)
    const { body } = await spin(member)
    expect(body).toEqual({ error: 1, message: 'พอยท์ของคุณไม่พอสำหรับหมุนวงล้อ' })
    const rows = await ctx.deps.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, member.user.id))
    expect(rows.filter((r) => r.state === 'spun')).toHaveLength(0)
    expect((await postKeyed(ctx.app, '/api/wheel/spin', { client_seed: '' }, member.token)).status).toBe(400)
  })

  it('20 replays of one spin key give one spin', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 1_000n)
    const key = randomUUID()
    const replies = await Promise.all(Array.from({ length: 20 }, () => spin(member, key)))
    for (const r of replies) expect(r.body.error).toBe(0)
    expect(new Set(replies.map((r) => r.body.data.spin.id)).size).toBe(1)
    expect(await points(member)).toBe(900)
    const spun = await ctx.deps.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, member.user.id))
    expect(spun.filter((r) => r.state === 'spun')).toHaveLength(1)
  })
})

describe('concurrent spins with different keys', () => {
  it('each spin is paid once and spends its own committed seed (a loser is told to wait)', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 1_000n)
    await get(ctx.app, '/api/wheel/config_v2', member.token)
    const replies = await Promise.all(Array.from({ length: 10 }, () => spin(member)))
    const won = replies.filter((r) => r.body.error === 0)
    for (const r of replies.filter((x) => x.body.error !== 0))
      expect(r.body.message).toBe('วงล้อกำลังหมุนอยู่ กรุณารอสักครู่แล้วลองใหม่')
    expect(won.length).toBeGreaterThanOrEqual(1)
    expect(await points(member)).toBe(1_000 - 100 * won.length)
    const rows = await ctx.deps.db.select().from(wheelSpins).where(eq(wheelSpins.memberId, member.user.id))
    expect(rows.filter((r) => r.state === 'spun')).toHaveLength(won.length)
    expect(new Set(won.map((r) => r.body.data.spin.seed_hash)).size).toBe(won.length)
  })
})

describe('POST /api/wheel/reward', () => {
  it('claims the prize once into the bonus wallet or points; history and board show the spin', async () => {
    const member = await createMember(ctx.app)
    await grantPoints(member, 100n)
    const { body } = await spin(member)
    const prize = body.data.spin.prize
    const claim = await postKeyed(ctx.app, '/api/wheel/reward', { spin_id: body.data.spin.id }, member.token)
    expect(claim.body.error).toBe(0)
    if (prize.kind === 'points') expect(claim.body.point).toBe(prize.amount)
    else
      expect(
        claim.body.data.wallets.find((w: { wallet_type_id: number }) => w.wallet_type_id === 3).balance,
      ).toBe(prize.amount)
    const again = await postKeyed(ctx.app, '/api/wheel/reward', { spin_id: body.data.spin.id }, member.token)
    expect(again.body).toEqual({ error: 1, message: 'คุณรับรางวัลนี้ไปแล้ว' })
    const history = (await get(ctx.app, '/api/wheel/history', member.token)).body.data
    expect(history[0]).toMatchObject({ id: body.data.spin.id, claimed: true })
    const board = (await get(ctx.app, '/api/wheel/board')).body.data
    expect(board[0]).toMatchObject({
      label: prize.label,
      name: `${member.phone.slice(0, 2)}****${member.phone.slice(-4)}`,
    })
  })

  it("refuses another member's spin", async () => {
    const owner = await createMember(ctx.app)
    const other = await createMember(ctx.app)
    await grantPoints(owner, 100n)
    const { body } = await spin(owner)
    const stolen = await postKeyed(ctx.app, '/api/wheel/reward', { spin_id: body.data.spin.id }, other.token)
    expect(stolen.body).toEqual({ error: 2, message: 'ไม่พบรายการหมุนวงล้อนี้' })
  })
})

describe('the published table', () => {
  it('100,000 spins of the pure outcome match the weights (chi-square, p > 0.001)', async () => {
    const weights = DEMO_WHEEL.map((s) => s.weight)
    const total = weights.reduce((a, b) => a + b, 0)
    const counts = new Array(weights.length).fill(0)
    const n = 100_000
    for (let i = 0; i < n; i++) {
      const { index } = await wheelOutcome(`server-seed-${i}`, 'client', weights)
      counts[index]++
    }
    const chi = counts.reduce((sum, c, i) => {
      const expected = (n * weights[i]) / total
      return sum + (c - expected) ** 2 / expected
    }, 0)
    // 7 degrees of freedom: P(chi-square > 24.32) = 0.001.
    expect(chi).toBeLessThan(24.32)
    for (let i = 0; i < weights.length; i++) {
      const p = weights[i] / total
      const sd = Math.sqrt(n * p * (1 - p))
      expect(Math.abs(counts[i] - n * p)).toBeLessThan(5 * sd)
    }
  }, 120_000)
})
