import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { memberPromotions, promotions } from '../../server/db/schema'
import { checkDepositPromotion } from '../../server/modules/promotion/hooks'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { bookDeposit, postBet, walletIdOf } from './helpers/money'

let ctx: TestContext
let welcomeId: number
let dailyId: number
beforeAll(async () => {
  ctx = await setupApp()
  // These tests use the welcome promotion as any once-only promotion; its first-deposit rule is
  // tested in promotion-locks.test.ts.
  await ctx.deps.db.update(promotions).set({ firstDepositOnly: false })
  const rows = await ctx.deps.db.select().from(promotions)
  welcomeId = rows.find((p) => p.frequency === 'once')?.id ?? 0
  dailyId = rows.find((p) => p.frequency === 'daily')?.id ?? 0
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const MSG = {
  notFound: 'ไม่พบโปรโมชั่นนี้',
  notStarted: 'โปรโมชั่นนี้ยังไม่เปิดให้รับ',
  expired: 'โปรโมชั่นนี้หมดเขตแล้ว',
  alreadyTaken: 'คุณรับโปรโมชั่นนี้ไปแล้ว โปรโมชั่นนี้รับได้ครั้งเดียว',
  alreadyTakenToday: 'วันนี้คุณรับโปรโมชั่นนี้ไปแล้ว รับได้อีกครั้งพรุ่งนี้',
  pendingOther: 'คุณมีโปรโมชั่นที่รอการฝากเงินอยู่แล้ว กรุณาฝากเงินหรือยกเลิกโปรโมชั่นเดิมก่อน',
  pendingNotFound: 'ไม่พบโปรโมชั่นที่รอการฝากเงินนี้',
  cancelled: 'ยกเลิกโปรโมชั่นสำเร็จ ฝากครั้งถัดไปจะไม่รับโปรโมชั่น',
  mismatch: 'รหัสอ้างอิงรายการนี้ถูกใช้กับคำขออื่นแล้ว กรุณาทำรายการใหม่',
}

async function take(member: TestMember, promotionId: unknown, key: string = randomUUID()) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/promotion/take',
    payload: { promotion_id: promotionId } as Record<string, unknown>,
    headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': key },
  })
  return { status: response.statusCode, body: response.json() }
}

const mine = async (member: TestMember) => (await get(ctx.app, '/api/member/promotions', member.token)).body

let orderSequence = 1
/** A confirmed deposit as the payment module books it (main wallet credit + the promotion hook). */
const deposit = (member: TestMember, amountSatang: bigint, promotionId: number | null = null) =>
  bookDeposit(ctx.deps, { memberId: member.user.id, amountSatang, promotionId, orderId: orderSequence++ })

const bet = (member: TestMember, stakeSatang: bigint) => postBet(ctx.deps, member.user.id, stakeSatang)

async function addPromotion(values: Partial<typeof promotions.$inferInsert>) {
  const now = ctx.clock.now().getTime()
  const [row] = await ctx.deps.db
    .insert(promotions)
    .values({
      agentId: 3,
      title: 'โปรทดสอบ',
      description: 'ทดสอบ',
      bonusBasisPoints: 1000,
      minDepositSatang: 10_000n,
      maxBonusSatang: 10_000n,
      frequency: 'once',
      turnoverMultiple: 1,
      startsAt: new Date(now - 1000),
      ...values,
    })
    .returning()
  return row
}

describe('GET /api/promotion/list', () => {
  it('lists the running promotions for a visitor, in baht, without eligibility', async () => {
    const { status, body } = await get(ctx.app, '/api/promotion/list')
    expect(status).toBe(200)
    expect(body.error).toBe(0)
    const welcome = body.data.find((p: { id: number }) => p.id === welcomeId)
    expect(welcome).toEqual({
      id: welcomeId,
      title: 'สมาชิกใหม่ รับโบนัส 50%',
      description: expect.any(String),
      image: '/images/banner-welcome.svg',
      bonus_percent: 50,
      min_deposit: 100,
      max_bonus: 500,
      frequency: 'once',
      turnover_multiple: 5,
      max_withdraw: 3000,
      starts_at: expect.any(String),
      ends_at: null,
    })
    expect(body.data.find((p: { id: number }) => p.id === dailyId)).toMatchObject({
      bonus_percent: 10,
      frequency: 'daily',
      max_withdraw: null,
    })
  })

  it('hides promotions not started, ended or disabled', async () => {
    const now = ctx.clock.now().getTime()
    const later = await addPromotion({ title: 'ยังไม่เริ่ม', startsAt: new Date(now + 3600_000) })
    const ended = await addPromotion({ title: 'จบแล้ว', endsAt: new Date(now - 1) })
    const off = await addPromotion({ title: 'ปิด', enabled: false })
    const ids = (await get(ctx.app, '/api/promotion/list')).body.data.map((p: { id: number }) => p.id)
    expect(ids).not.toContain(later.id)
    expect(ids).not.toContain(ended.id)
    expect(ids).not.toContain(off.id)
  })

  it('tells a member which promotions they can take and why not', async () => {
    const member = await createMember(ctx.app)
    const before = (await get(ctx.app, '/api/promotion/list', member.token)).body.data
    expect(before.find((p: { id: number }) => p.id === welcomeId)).toMatchObject({
      can_take: true,
      reason: null,
      pending_id: null,
    })
    const taken = (await take(member, welcomeId)).body.data
    const after = (await get(ctx.app, '/api/promotion/list', member.token)).body.data
    expect(after.find((p: { id: number }) => p.id === welcomeId)).toMatchObject({
      can_take: false,
      reason: MSG.alreadyTaken,
      pending_id: taken.id,
    })
    expect(after.find((p: { id: number }) => p.id === dailyId)).toMatchObject({
      can_take: false,
      reason: MSG.pendingOther,
      pending_id: null,
    })
  })

  it('answers a stale or malformed token as to a visitor', async () => {
    for (const authorization of ['Bearer '.padEnd(40, 'x'), 'Basic abc', 'Bearer <script>']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/promotion/list',
        headers: { authorization },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json().data[0]).not.toHaveProperty('can_take')
    }
  })
})

describe('POST /api/member/promotion/take', () => {
  it('takes a promotion; the next qualifying deposit credits the bonus wallet', async () => {
    const member = await createMember(ctx.app)
    const { status, body } = await take(member, welcomeId)
    expect(status).toBe(200)
    expect(body).toEqual({
      error: 0,
      data: {
        id: expect.any(Number),
        source: 'promotion',
        promotion_id: welcomeId,
        title: 'สมาชิกใหม่ รับโบนัส 50%',
        status: 'pending',
        deposit: 0,
        bonus: 0,
        turnover_required: 0,
        turnover_done: 0,
        max_withdraw: null,
        taken_at: ctx.clock.now().toISOString(),
        applied_at: null,
        completed_at: null,
      },
    })
    await deposit(member, 5_000n) // below the 100 baht minimum: stays pending
    expect((await mine(member)).data[0].status).toBe('pending')
    await deposit(member, 40_000n)
    const wallets = (await post(ctx.app, '/api/member/wallets', {}, member.token)).body.data
    expect(wallets).toContainEqual({
      id: expect.any(Number),
      wallet_name: 'โบนัส',
      balance: 200,
      wallet_type_id: 3,
    })
    await bet(member, 12_345n)
    const [active] = (await mine(member)).data
    expect(active).toMatchObject({
      id: body.data.id,
      status: 'active',
      deposit: 400,
      bonus: 200,
      turnover_required: 3000,
      turnover_done: 123.45,
      max_withdraw: 3000,
      applied_at: ctx.clock.now().toISOString(),
    })
  })

  it('refuses a second promotion while one waits for a deposit, or while a turnover is unmet', async () => {
    const member = await createMember(ctx.app)
    expect((await take(member, dailyId)).body.error).toBe(0)
    expect((await take(member, welcomeId)).body).toEqual({ error: 1, message: MSG.pendingOther })
    await deposit(member, 10_000n)
    expect((await take(member, welcomeId)).body).toEqual({
      error: 1,
      message: 'คุณยังทำเทิร์นโบนัสเดิมไม่ครบ (ทำเทิร์นแล้ว ฿0.00 / ฿330.00)',
    })
    await bet(member, 10_000n)
    expect((await take(member, welcomeId)).body.message).toBe(
      'คุณยังทำเทิร์นโบนัสเดิมไม่ครบ (ทำเทิร์นแล้ว ฿100.00 / ฿330.00)',
    )
    await deposit(member, 30_000n)
    await bet(member, 23_000n)
    expect((await take(member, welcomeId)).body.error).toBe(0)
    const list = (await mine(member)).data
    expect(list.map((p: { status: string }) => p.status)).toEqual(['pending', 'completed'])
    expect(list[1]).toMatchObject({ turnover_done: 330, turnover_required: 330 })
    expect(list[1].completed_at).toBe(ctx.clock.now().toISOString())
  })

  it('gives a once-only promotion once, and a daily one once per Bangkok day', async () => {
    const member = await createMember(ctx.app)
    const first = (await take(member, welcomeId)).body.data
    expect((await take(member, welcomeId)).body).toEqual({ error: 1, message: MSG.alreadyTaken })
    await post(ctx.app, '/api/member/promotion/cancel', { member_promotion_id: first.id }, member.token)
    expect((await take(member, welcomeId)).body.error).toBe(0) // cancelled takes do not count
    await deposit(member, 10_000n) // bonus 50, turnover (100 + 50) × 5 = 750 baht
    await deposit(member, 200_000n)
    await bet(member, 75_000n)
    expect((await take(member, welcomeId)).body).toEqual({ error: 1, message: MSG.alreadyTaken })

    ctx.clock.set('2026-01-20T16:30:00Z') // 23:30 in Bangkok
    member.token = await login(ctx.app, member.phone, member.password)
    expect((await take(member, dailyId)).body.error).toBe(0)
    await deposit(member, 10_000n)
    await bet(member, 33_000n)
    ctx.clock.set('2026-01-20T16:59:00Z')
    expect((await take(member, dailyId)).body).toEqual({ error: 1, message: MSG.alreadyTakenToday })
    ctx.clock.set('2026-01-20T17:00:00Z') // midnight in Bangkok
    expect((await take(member, dailyId)).body.error).toBe(0)
  })

  it('refuses unknown, disabled, not started and ended promotions with their Thai reason', async () => {
    const member = await createMember(ctx.app)
    const now = ctx.clock.now().getTime()
    const later = await addPromotion({ startsAt: new Date(now + 60_000) })
    const ended = await addPromotion({ endsAt: new Date(now - 1) })
    const off = await addPromotion({ enabled: false })
    expect((await take(member, 999_999)).body).toEqual({ error: 2, message: MSG.notFound })
    expect((await take(member, off.id)).body).toEqual({ error: 2, message: MSG.notFound })
    expect((await take(member, later.id)).body).toEqual({ error: 1, message: MSG.notStarted })
    expect((await take(member, ended.id)).body).toEqual({ error: 1, message: MSG.expired })
    expect((await mine(member)).data).toEqual([])
  })

  it('marks a taken promotion expired when it ends before a deposit', async () => {
    const member = await createMember(ctx.app)
    const short = await addPromotion({ endsAt: new Date(ctx.clock.now().getTime() + 60_000) })
    expect((await take(member, short.id)).body.error).toBe(0)
    ctx.clock.advance(61_000)
    expect((await mine(member)).data[0]).toMatchObject({ promotion_id: short.id, status: 'expired' })
    expect((await take(member, dailyId)).body.error).toBe(0)
  })

  it('replays the same Idempotency-Key with the same answer and refuses it for another payload', async () => {
    const member = await createMember(ctx.app)
    const key = randomUUID()
    const first = await take(member, welcomeId, key)
    const again = await take(member, welcomeId, key)
    expect(again).toEqual(first)
    expect((await mine(member)).data).toHaveLength(1)
    expect((await take(member, dailyId, key)).body).toEqual({ error: 4, message: MSG.mismatch })
  })

  it('takes once when the same key is sent 20 times at once', async () => {
    const member = await createMember(ctx.app)
    const key = randomUUID()
    const answers = await Promise.all(Array.from({ length: 20 }, () => take(member, dailyId, key)))
    expect(answers.every((a) => a.status === 200 && a.body.error === 0)).toBe(true)
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1)
    const rows = await ctx.deps.db
      .select()
      .from(memberPromotions)
      .where(eq(memberPromotions.memberId, member.user.id))
    expect(rows).toHaveLength(1)
  })

  it('takes once when different keys race for the same member', async () => {
    const member = await createMember(ctx.app)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => take(member, i % 2 ? welcomeId : dailyId)),
    )
    expect(answers.filter((a) => a.body.error === 0)).toHaveLength(1)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const refusals = new Set(answers.filter((a) => a.body.error !== 0).map((a) => a.body.message))
    for (const message of refusals)
      expect([MSG.pendingOther, MSG.alreadyTaken, MSG.alreadyTakenToday]).toContain(message)
  })

  it('answers 401 without a token and 400 to malformed requests', async () => {
    const member = await createMember(ctx.app)
    const noToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/promotion/take',
      payload: { promotion_id: welcomeId },
      headers: { 'idempotency-key': randomUUID() },
    })
    expect(noToken.statusCode).toBe(401)
    expect((await get(ctx.app, '/api/member/promotions')).status).toBe(401)
    expect((await post(ctx.app, '/api/member/promotion/cancel', { member_promotion_id: 1 })).status).toBe(401)
    for (const bad of ['1', -1, 0, 1.5, 2 ** 40, null, [welcomeId], { id: 1 }]) {
      expect((await take(member, bad)).status, JSON.stringify(bad)).toBe(400)
    }
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/promotion/take',
      payload: { promotion_id: welcomeId, bonus: 1000 },
      headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': randomUUID() },
    })
    expect(extra.statusCode).toBe(400)
    for (const key of [undefined, 'short', 'x'.repeat(101), 'spaces are bad', '<script>alert(1)</script>']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/member/promotion/take',
        payload: { promotion_id: welcomeId },
        headers: {
          authorization: `Bearer ${member.token}`,
          ...(key === undefined ? {} : { 'idempotency-key': key }),
        },
      })
      expect(response.statusCode, String(key)).toBe(400)
    }
    expect((await mine(member)).data).toEqual([])
  })
})

describe('POST /api/member/promotion/cancel and privacy', () => {
  it('cancels a pending take so the next deposit gets no bonus', async () => {
    const member = await createMember(ctx.app)
    const taken = (await take(member, welcomeId)).body.data
    const cancelled = await post(
      ctx.app,
      '/api/member/promotion/cancel',
      { member_promotion_id: taken.id },
      member.token,
    )
    expect(cancelled.body).toEqual({ error: 0, message: MSG.cancelled })
    await deposit(member, 50_000n)
    expect((await mine(member)).data[0]).toMatchObject({ status: 'cancelled', bonus: 0 })
    expect(await walletIdOf(ctx.deps.db, member.user.id, 3)).toBeNull()
    const again = await post(
      ctx.app,
      '/api/member/promotion/cancel',
      { member_promotion_id: taken.id },
      member.token,
    )
    expect(again.body).toEqual({ error: 2, message: MSG.pendingNotFound })
  })

  it('never shows or cancels another member’s promotions', async () => {
    const owner = await createMember(ctx.app)
    const stranger = await createMember(ctx.app)
    const taken = (await take(owner, welcomeId)).body.data
    expect((await mine(stranger)).data).toEqual([])
    const attempt = await post(
      ctx.app,
      '/api/member/promotion/cancel',
      { member_promotion_id: taken.id },
      stranger.token,
    )
    expect(attempt.body).toEqual({ error: 2, message: MSG.pendingNotFound })
    expect((await mine(owner)).data[0].status).toBe('pending')
  })
})

describe('checkDepositPromotion', () => {
  it('says whether a deposit would get the bonus, with the Thai reason when not', async () => {
    const member = await createMember(ctx.app)
    const check = (promotionId: number, amountSatang: bigint) =>
      checkDepositPromotion(ctx.deps.db, ctx.deps, {
        memberId: member.user.id,
        amountSatang,
        promotionId,
        at: ctx.clock.now(),
      })
    expect(await check(welcomeId, 10_000n)).toEqual({ ok: true, value: null })
    expect(await check(welcomeId, 9_999n)).toEqual({
      ok: false,
      error: 1,
      message: 'ยอดฝากขั้นต่ำสำหรับโปรโมชั่นนี้คือ ฿100.00',
    })
    expect(await check(999_999, 10_000n)).toMatchObject({ ok: false, error: 2, message: MSG.notFound })
    await take(member, welcomeId)
    expect(await check(welcomeId, 10_000n)).toEqual({ ok: true, value: null })
    expect(await check(dailyId, 10_000n)).toMatchObject({ ok: false, message: MSG.pendingOther })
  })
})
