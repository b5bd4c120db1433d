import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { affiliateCommissions } from '../../server/db/schema'
import { AFFILIATE_MESSAGES } from '../../server/modules/affiliate/messages'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post, type TestMember } from './helpers/factories'
import { mainBalance, operatorCall, postKeyed } from './helpers/money'
import { assertReturnsInvariants, CASINO, fund, LOTTO, play, SLOT } from './helpers/returns'

let ctx: TestContext
let a: TestMember
let b: TestMember
let c: TestMember
let d: TestMember
let outsider: TestMember

beforeAll(async () => {
  ctx = await setupApp()
  ctx.clock.set('2026-01-15T05:00:00.000Z')
  a = await createMember(ctx.app)
  // A's link registers B; B's registers C; C's registers D (level 4: beyond the programme's 3).
  b = await createMember(ctx.app, { ref: a.user.ref_code })
  c = await createMember(ctx.app, { ref: b.user.ref_code.toLowerCase() })
  d = await createMember(ctx.app, { ref: c.user.ref_code })
  outsider = await createMember(ctx.app)
  for (const m of [a, b, c, d, outsider]) await fund(ctx.deps, m.user.id, 10_000_000n)
  await play(ctx.deps, b.user.id, SLOT, 100_000n, 150_000n) // turnover 1,000 (won: turnover still counts)
  await play(ctx.deps, c.user.id, CASINO, 200_000n, 0n, 50_000n) // turnover 2,000 - 500 refunded = 1,500
  await play(ctx.deps, d.user.id, LOTTO, 400_000n) // turnover 4,000
  await play(ctx.deps, a.user.id, SLOT, 100_000n) // A's own play earns A nothing
  ctx.clock.set('2026-01-15T17:11:00.000Z') // 00:11 on the 16th in Bangkok: the job ran for the 15th
  await ctx.app.jobs.runDue()
  for (const m of [a, b, c, d, outsider]) m.token = await login(ctx.app, m.phone, m.password)
})
afterEach(async () => assertReturnsInvariants(ctx.deps))
afterAll(async () => ctx.close())

const booked = async (earner: TestMember) =>
  (
    await ctx.deps.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.earnerId, earner.user.id))
  )
    .map((r) => ({ level: r.level, source: r.sourceMemberId, base: r.baseSatang, amount: r.amountSatang }))
    .sort((x, y) => x.level - y.level)

describe('commission job (0.5 % / 0.2 % / 0.1 % of turnover over 3 levels)', () => {
  it('matches the hand-computed table', async () => {
    expect(await booked(a)).toEqual([
      { level: 1, source: b.user.id, base: 100_000n, amount: 500n }, // 1,000 × 0.5 % = 5.00
      { level: 2, source: c.user.id, base: 150_000n, amount: 300n }, // 1,500 × 0.2 % = 3.00
      { level: 3, source: d.user.id, base: 400_000n, amount: 400n }, // 4,000 × 0.1 % = 4.00
    ])
    expect(await booked(b)).toEqual([
      { level: 1, source: c.user.id, base: 150_000n, amount: 750n },
      { level: 2, source: d.user.id, base: 400_000n, amount: 800n },
    ])
    expect(await booked(c)).toEqual([{ level: 1, source: d.user.id, base: 400_000n, amount: 2_000n }])
    expect(await booked(outsider)).toEqual([])
  })

  it('never books one day twice (a rerun adds nothing)', async () => {
    const rerun = await operatorCall(ctx.app, 'returns/run', { job: 'affiliate', day: '2026-01-15' })
    expect(rerun.body).toMatchObject({ error: 0, data: { made: 0 } })
    expect(await booked(a)).toHaveLength(3)
  })
})

describe('affiliate reads (agent_id 3)', () => {
  it('GET /api/affiliate/v2/configs gives the level rates', async () => {
    const { body } = await get(ctx.app, '/api/affiliate/v2/configs?agent_id=3', a.token)
    expect(body.data).toEqual({
      enabled: true,
      base: 'turnover',
      levels: [
        { level: 1, rate: 0.5 },
        { level: 2, rate: 0.2 },
        { level: 3, rate: 0.1 },
      ],
      min_redeem: 1,
    })
  })

  it('refuses another agent id in Thai and a missing one with 400', async () => {
    const other = await get(ctx.app, '/api/affiliate/summary?agent_id=4', a.token)
    expect(other.body).toMatchObject({ error: 2, message: AFFILIATE_MESSAGES.wrongAgent })
    expect((await get(ctx.app, '/api/affiliate/summary', a.token)).status).toBe(400)
  })

  it('GET /api/affiliate/summary: today (estimate), this month, withdrawable', async () => {
    await play(ctx.deps, b.user.id, SLOT, 20_000n) // the 16th: 200 × 0.5 % = 1.00 estimated for A
    const { body } = await get(ctx.app, '/api/affiliate/summary?agent_id=3', a.token)
    expect(body.data).toEqual({
      today: 1,
      month: 13,
      withdrawable: 12,
      total_earned: 12,
      min_redeem: 1,
      referrals: 1,
    })
  })

  it('POST /api/affiliate/network shows the levels with masked fields only', async () => {
    const { body } = await post(ctx.app, '/api/affiliate/network', { agent_id: 3 }, a.token)
    expect(body.data.levels).toEqual([
      { level: 1, count: 1, active: 1 },
      { level: 2, count: 1, active: 1 },
      { level: 3, count: 1, active: 1 },
    ])
    const [first] = body.data.items
    expect(Object.keys(first).sort()).toEqual(['active', 'commission', 'joined_at', 'level', 'name', 'phone'])
    expect(first).toMatchObject({
      level: 1,
      phone: `${b.phone.slice(0, 3)}-xxx-${b.phone.slice(-4)}`,
      name: 'ทด***',
      commission: 5,
    })
    const text = JSON.stringify(body)
    for (const m of [b, c, d]) {
      expect(text).not.toContain(m.phone)
      expect(text).not.toContain(m.bankAccountNo)
      expect(text).not.toContain(m.user.ref_code)
    }
    const level2 = await post(ctx.app, '/api/affiliate/network', { agent_id: 3, level: 2 }, a.token)
    expect(level2.body.data.items.map((i: { level: number }) => i.level)).toEqual([2])
  })

  it("another member sees only their own network, never A's", async () => {
    const { body } = await post(ctx.app, '/api/affiliate/network', { agent_id: 3 }, outsider.token)
    expect(body.data).toEqual({ levels: [], items: [], total: 0 })
    const c1 = await post(ctx.app, '/api/affiliate/network', { agent_id: 3 }, c.token)
    expect(c1.body.data.total).toBe(1) // only D, below C: never A or B above
  })

  it('lists the commission per day and per day and level', async () => {
    const v1 = await get(ctx.app, '/api/affiliate/transactions?agent_id=3', a.token)
    expect(v1.body.data).toMatchObject({
      days: [{ day: '2026-01-15', amount: 12, redeemed: false }],
      total: 1,
    })
    const v2 = await get(ctx.app, '/api/affiliate/v2/transactions?agent_id=3', a.token)
    expect(v2.body.data.items).toEqual([
      { day: '2026-01-15', level: 1, members: 1, base: 1000, rate: 0.5, amount: 5, redeemed: false },
      { day: '2026-01-15', level: 2, members: 1, base: 1500, rate: 0.2, amount: 3, redeemed: false },
      { day: '2026-01-15', level: 3, members: 1, base: 4000, rate: 0.1, amount: 4, redeemed: false },
    ])
  })
})

describe('POST /api/affiliate/redeem', () => {
  const redeem = (m: TestMember, key: string = randomUUID(), agentId = 3) =>
    postKeyed(ctx.app, '/api/affiliate/redeem', { agent_id: agentId }, m.token, key)

  it('moves the withdrawable commission to the main wallet once, even replayed 20 times at once', async () => {
    const before = await mainBalance(ctx.app, a.token)
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(a, key)))
    expect(answers.every((x) => x.body.error === 0)).toBe(true)
    expect(new Set(answers.map((x) => JSON.stringify(x.body))).size).toBe(1)
    expect(answers[0].body.data.redeem.amount).toBe(12)
    expect(await mainBalance(ctx.app, a.token)).toBeCloseTo(before + 12, 2)
    const again = await redeem(a)
    expect(again.body).toMatchObject({ error: 1, message: AFFILIATE_MESSAGES.nothingToRedeem })
    const summary = await get(ctx.app, '/api/affiliate/summary?agent_id=3', a.token)
    expect(summary.body.data).toMatchObject({ withdrawable: 0, total_earned: 12 })
    const statement = await get(ctx.app, '/api/member/statement?type=affiliate', a.token)
    expect(
      statement.body.data.items.map((i: { amount: number; label: string }) => [i.amount, i.label]),
    ).toEqual([[12, 'รายได้แนะนำเพื่อน']])
  })

  it('pays once when 20 different keys redeem at once', async () => {
    const before = await mainBalance(ctx.app, b.token)
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(b)))
    expect(answers.filter((x) => x.body.error === 0)).toHaveLength(1)
    expect(await mainBalance(ctx.app, b.token)).toBeCloseTo(before + 15.5, 2)
  })

  it('refuses another agent, and 400 without a key', async () => {
    expect((await redeem(c, randomUUID(), 4)).body).toMatchObject({ error: 2 })
    expect((await postKeyed(ctx.app, '/api/affiliate/redeem', { agent_id: 3 }, c.token, null)).status).toBe(
      400,
    )
  })

  it('refuses below the programme minimum and changes nothing', async () => {
    await operatorCall(ctx.app, 'affiliate/program', {
      enabled: true,
      base: 'turnover',
      rates: [0.5, 0.2, 0.1],
      min_redeem: 50,
    })
    const before = await mainBalance(ctx.app, c.token)
    const low = await redeem(c)
    expect(low.body).toMatchObject({ error: 1, message: AFFILIATE_MESSAGES.belowMinimum('50.00') })
    expect(await mainBalance(ctx.app, c.token)).toBe(before)
    const summary = await get(ctx.app, '/api/affiliate/summary?agent_id=3', c.token)
    expect(summary.body.data.withdrawable).toBe(20)
  })
})

describe('programme (operator)', () => {
  it('refuses a rate or a minimum with a third decimal in Thai and keeps the programme', async () => {
    const before = await get(ctx.app, '/api/affiliate/v2/configs?agent_id=3', a.token)
    const program = { enabled: true, base: 'turnover', rates: [0.5, 0.2, 0.1], min_redeem: 1 }
    // 0.125 % would have been stored as 0.13 %; 0.1 + 0.2 baht is 0.30000000000000004 on the wire.
    for (const [change, message] of [
      [{ rates: [0.5, 0.125, 0.1] }, AFFILIATE_MESSAGES.badRate],
      [{ rates: [0.501] }, AFFILIATE_MESSAGES.badRate],
      [{ min_redeem: 0.1 + 0.2 }, AFFILIATE_MESSAGES.badAmount],
    ] as const) {
      const refused = await operatorCall(ctx.app, 'affiliate/program', { ...program, ...change })
      expect(refused.body).toMatchObject({ error: 1, message })
    }
    expect(AFFILIATE_MESSAGES.badRate).toContain('ทศนิยมไม่เกิน 2 ตำแหน่ง')
    expect((await get(ctx.app, '/api/affiliate/v2/configs?agent_id=3', a.token)).body).toEqual(before.body)
  })
})
