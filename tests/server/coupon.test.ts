import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { couponRedemptions, coupons, memberPoints, wallets } from '../../server/db/schema'
import { withdrawTurnoverBlock } from '../../server/modules/promotion/hooks'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const MSG = {
  empty: 'กรุณากรอกรหัสคูปอง',
  notFound: 'ไม่พบรหัสคูปองนี้ กรุณาตรวจสอบอีกครั้ง',
  notStarted: 'คูปองนี้ยังไม่เปิดให้ใช้งาน',
  expired: 'คูปองนี้หมดอายุแล้ว',
  alreadyUsed: 'คุณใช้คูปองนี้ไปแล้ว',
  usedUp: 'คูปองนี้ถูกใช้ครบจำนวนแล้ว',
  mismatch: 'รหัสอ้างอิงรายการนี้ถูกใช้กับคำขออื่นแล้ว กรุณาทำรายการใหม่',
}

async function redeem(member: TestMember | null, payload: unknown, key: string | null = randomUUID()) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/coupon/redeem',
    payload: payload as Record<string, unknown>,
    headers: {
      ...(member ? { authorization: `Bearer ${member.token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
  })
  return { status: response.statusCode, body: response.json() }
}

const history = async (member: TestMember) =>
  (await get(ctx.app, '/api/member/coupon/history', member.token)).body
const walletsOf = async (member: TestMember) =>
  (await post(ctx.app, '/api/member/wallets', {}, member.token)).body.data

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await ctx.deps.db
    .insert(coupons)
    .values({
      agentId: 3,
      title: 'คูปองทดสอบ',
      kind: 'credit',
      amountSatang: 2_000n,
      startsAt: new Date(ctx.clock.now().getTime() - 1000),
      ...values,
    })
    .returning()
  return row
}

async function bonusBalance(memberId: number): Promise<bigint | null> {
  const rows = await ctx.deps.db.select().from(wallets).where(eq(wallets.memberId, memberId))
  return rows.find((w) => w.walletTypeId === 3)?.balanceSatang ?? null
}

describe('POST /api/member/coupon/redeem', () => {
  it('credits WELCOME50 into the bonus wallet, whatever the case and spaces', async () => {
    const member = await createMember(ctx.app)
    const { status, body } = await redeem(member, { code: '  welcome50 ' })
    expect(status).toBe(200)
    expect(body).toEqual({
      error: 0,
      data: {
        redemption: {
          id: expect.any(Number),
          code: 'WELCOME50',
          title: 'เครดิตต้อนรับ 50 บาท',
          kind: 'credit',
          amount: 50,
          points: 0,
          turnover_required: 0,
          redeemed_at: ctx.clock.now().toISOString(),
        },
        wallets: [
          { id: expect.any(Number), wallet_name: 'กระเป๋าหลัก', balance: 0, wallet_type_id: 1 },
          { id: expect.any(Number), wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 2 },
          { id: expect.any(Number), wallet_name: 'โบนัส', balance: 50, wallet_type_id: 3 },
        ],
        points: 0,
      },
    })
    expect(await walletsOf(member)).toEqual(body.data.wallets)
    expect((await history(member)).data).toEqual([body.data.redemption])
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toBeNull()
  })

  it('refuses a second use by the same member, but not by another member', async () => {
    const member = await createMember(ctx.app)
    const other = await createMember(ctx.app)
    expect((await redeem(member, { code: 'WELCOME50' })).body.error).toBe(0)
    expect((await redeem(member, { code: 'welcome50' })).body).toEqual({ error: 1, message: MSG.alreadyUsed })
    expect((await redeem(other, { code: 'WELCOME50' })).body.error).toBe(0)
    expect(await bonusBalance(member.user.id)).toBe(5_000n)
    expect((await history(member)).data).toHaveLength(1)
  })

  it('grants POINTS100 as points, exact and added up', async () => {
    const member = await createMember(ctx.app)
    const { body } = await redeem(member, { code: 'POINTS100' })
    expect(body.data.redemption).toMatchObject({ kind: 'points', amount: 0, points: 100 })
    expect(body.data.points).toBe(100)
    const extra = await addCoupon({ code: 'MOREPOINTS', kind: 'points', amountSatang: 0n, points: 25n })
    expect((await redeem(member, { code: extra.code })).body.data.points).toBe(125)
    const [row] = await ctx.deps.db
      .select()
      .from(memberPoints)
      .where(eq(memberPoints.memberId, member.user.id))
    expect(row.balance).toBe(125n)
    expect(await bonusBalance(member.user.id)).toBeNull()
  })

  it('gives LUCKY100 with its turnover requirement, which blocks a withdrawal until met', async () => {
    const member = await createMember(ctx.app)
    const { body } = await redeem(member, { code: 'lucky100' })
    expect(body.data.redemption).toMatchObject({ kind: 'credit', amount: 100, turnover_required: 200 })
    expect(await withdrawTurnoverBlock(ctx.deps.db, member.user.id)).toEqual({
      doneSatang: 0n,
      requiredSatang: 20_000n,
    })
    const [bonus] = (await get(ctx.app, '/api/member/promotions', member.token)).body.data
    expect(bonus).toMatchObject({
      source: 'coupon',
      promotion_id: null,
      title: 'เครดิตนำโชค 100 บาท',
      status: 'active',
      bonus: 100,
      turnover_required: 200,
      turnover_done: 0,
      max_withdraw: 1000,
    })
    expect((await history(member)).data[0]).toMatchObject({ code: 'LUCKY100', turnover_required: 200 })
  })

  it('refuses expired, used up, unknown, not yet started and empty codes with their Thai reason', async () => {
    const member = await createMember(ctx.app)
    const later = await addCoupon({ code: 'LATER1', startsAt: new Date(ctx.clock.now().getTime() + 60_000) })
    const off = await addCoupon({ code: 'OFF1', enabled: false })
    expect((await redeem(member, { code: 'NEWYEAR2025' })).body).toEqual({ error: 1, message: MSG.expired })
    expect((await redeem(member, { code: 'FIRST1' })).body).toEqual({ error: 1, message: MSG.usedUp })
    expect((await redeem(member, { code: 'NOSUCHCODE' })).body).toEqual({ error: 2, message: MSG.notFound })
    expect((await redeem(member, { code: off.code })).body).toEqual({ error: 2, message: MSG.notFound })
    expect((await redeem(member, { code: later.code })).body).toEqual({ error: 1, message: MSG.notStarted })
    expect((await redeem(member, { code: '   ' })).body).toEqual({ error: 1, message: MSG.empty })
    expect((await redeem(member, { code: '' })).body).toEqual({ error: 1, message: MSG.empty })
    expect((await history(member)).data).toEqual([])
    expect(await bonusBalance(member.user.id)).toBeNull()
    const [first] = await ctx.deps.db.select().from(coupons).where(eq(coupons.code, 'FIRST1'))
    expect(first.usedCount).toBe(1)
  })

  it('expires a coupon at its expiry time (server clock)', async () => {
    const member = await createMember(ctx.app)
    const soon = await addCoupon({ code: 'SOON1', expiresAt: new Date(ctx.clock.now().getTime() + 1000) })
    ctx.clock.advance(1000)
    expect((await redeem(member, { code: soon.code })).body).toEqual({ error: 1, message: MSG.expired })
  })

  it('treats hostile codes as unknown, never a 5xx', async () => {
    const member = await createMember(ctx.app)
    for (const code of [
      "' OR 1=1 --",
      '%00',
      'โค้ดไทย',
      '<script>alert(1)</script>',
      '🎁🎁🎁',
      'a'.repeat(64),
    ]) {
      const { status, body } = await redeem(member, { code })
      expect(status, code).toBe(200)
      expect(body, code).toEqual({ error: 2, message: MSG.notFound })
    }
    // A NUL character is malformed input everywhere (the validator refuses it before any query).
    expect((await redeem(member, { code: 'WELCOME50\u0000' })).status).toBe(400)
    expect((await history(member)).data).toEqual([])
  })

  it('answers 401 without a token and 400 to malformed requests', async () => {
    const member = await createMember(ctx.app)
    expect((await redeem(null, { code: 'WELCOME50' })).status).toBe(401)
    expect((await get(ctx.app, '/api/member/coupon/history')).status).toBe(401)
    for (const bad of [
      {},
      { code: 50 },
      { code: null },
      { code: ['WELCOME50'] },
      { code: 'a'.repeat(65) },
      { code: 'WELCOME50', member_id: 1 },
    ]) {
      expect((await redeem(member, bad)).status, JSON.stringify(bad)).toBe(400)
    }
    expect((await redeem(member, { code: 'WELCOME50' }, null)).status).toBe(400)
    expect((await redeem(member, { code: 'WELCOME50' }, 'bad key!')).status).toBe(400)
    expect((await history(member)).data).toEqual([])
  })

  it('never shows another member’s redemptions', async () => {
    const a = await createMember(ctx.app)
    const b = await createMember(ctx.app)
    await redeem(a, { code: 'WELCOME50' })
    expect((await history(b)).data).toEqual([])
    expect((await history(a)).data).toHaveLength(1)
  })

  it('replays the same Idempotency-Key with the same answer and refuses it for another code', async () => {
    const member = await createMember(ctx.app)
    const key = randomUUID()
    const first = await redeem(member, { code: 'WELCOME50' }, key)
    expect(await redeem(member, { code: ' welcome50' }, key)).toEqual(first)
    expect((await redeem(member, { code: 'POINTS100' }, key)).body).toEqual({
      error: 4,
      message: MSG.mismatch,
    })
    expect(await bonusBalance(member.user.id)).toBe(5_000n)
  })
})

describe('coupon concurrency', () => {
  it('credits once when the same Idempotency-Key is replayed 20 times at once', async () => {
    const member = await createMember(ctx.app)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => redeem(member, { code: 'WELCOME50' }, key)),
    )
    expect(answers.every((a) => a.status === 200 && a.body.error === 0)).toBe(true)
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
    expect(await bonusBalance(member.user.id)).toBe(5_000n)
  })

  it('gives a one-use coupon to exactly one of 20 members redeeming at once', async () => {
    const coupon = await addCoupon({ code: 'ONLYONE', amountSatang: 10_000n, maxUses: 1 })
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(ctx.app)))
    const answers = await Promise.all(members.map((m) => redeem(m, { code: 'onlyone' })))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(answers.filter((a) => a.body.error === 0)).toHaveLength(1)
    expect(answers.filter((a) => a.body.error !== 0).every((a) => a.body.message === MSG.usedUp)).toBe(true)
    const [row] = await ctx.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row.usedCount).toBe(1)
    expect(
      await ctx.deps.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id)),
    ).toHaveLength(1)
    const credited = await Promise.all(members.map((m) => bonusBalance(m.user.id)))
    expect(credited.filter((b) => b === 10_000n)).toHaveLength(1)
  })

  it('lets 3 of 20 members use a 3-use coupon and one member use it once under different keys', async () => {
    const coupon = await addCoupon({ code: 'THREE', maxUses: 3 })
    const members = await Promise.all(Array.from({ length: 20 }, () => createMember(ctx.app)))
    const answers = await Promise.all([
      ...members.map((m) => redeem(m, { code: 'THREE' })),
      ...Array.from({ length: 5 }, () => redeem(members[0], { code: 'THREE' })),
    ])
    expect(answers.filter((a) => a.body.error === 0)).toHaveLength(3)
    const [row] = await ctx.deps.db.select().from(coupons).where(eq(coupons.id, coupon.id))
    expect(row.usedCount).toBe(3)
    expect([2_000n, null]).toContain(await bonusBalance(members[0].user.id))
  })
})
