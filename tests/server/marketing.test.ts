import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AGENT_OPERATOR_MESSAGES } from '../../server/modules/agent/messages'
import { COUPON_MESSAGES, COUPON_OPERATOR_MESSAGES } from '../../server/modules/coupon/messages'
import { PROMOTION_MESSAGES, PROMOTION_OPERATOR_MESSAGES } from '../../server/modules/promotion/messages'
import { ErrorCode } from '../../src/contract/envelope'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { operatorCall } from './helpers/money'
import { queryRows } from './helpers/seamless'
import { staffSession } from './helpers/staff'

let ctx: TestContext
let marketing: string
let reader: string
let marketingName: string
beforeAll(async () => {
  ctx = await setupApp()
  const made = await staffSession(ctx.app, ctx.clock, 'marketing')
  marketing = made.token
  marketingName = made.username
  reader = (await staffSession(ctx.app, ctx.clock, 'read_only')).token
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

/** A marketing staff member's call (GET without a payload). */
const desk = (url: string, payload?: Record<string, unknown>, token = marketing) =>
  operatorCall(ctx.app, url, payload, token)

const iso = (offsetMs: number) => new Date(ctx.clock.now().getTime() + offsetMs).toISOString()
const DAY = 86_400_000

const audits = (target: string) =>
  queryRows<{ actor: string; action: string; outcome: string }>(
    ctx.deps,
    sql`select actor, action, outcome from operator_audit where target = ${target} order by id`,
  )
const count = async (table: string) =>
  Number(
    (await queryRows<{ n: string }>(ctx.deps, sql`select count(*) as n from ${sql.identifier(table)}`))[0].n,
  )

async function redeem(member: TestMember, code: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/coupon/redeem',
    payload: { code },
    headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': randomUUID() },
  })
  return response.json()
}

async function take(member: TestMember, promotionId: number) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/member/promotion/take',
    payload: { promotion_id: promotionId },
    headers: { authorization: `Bearer ${member.token}`, 'idempotency-key': randomUUID() },
  })
  return response.json()
}

const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'bo-gift-50',
  title: 'เครดิตฟรี 50 บาท',
  kind: 'credit',
  amount: 50,
  turnover_multiple: 1,
  max_withdraw: null,
  starts_at: iso(-60_000),
  expires_at: iso(7 * DAY),
  max_uses: 2,
  enabled: true,
  ...overrides,
})

describe('coupons', () => {
  it('a marketing user adds a code, a member redeems it, turning it off stops the next member', async () => {
    const made = await desk('coupon/save', coupon())
    expect(made.body.error, made.body.message).toBe(0)
    expect(made.body.data).toMatchObject({ code: 'BO-GIFT-50', amount: 50, used_count: 0, enabled: true })
    const id = made.body.data.id as number
    expect(await audits(`coupon:${id}`)).toEqual([
      { actor: `staff:${marketingName}`, action: 'coupon.create', outcome: 'ok' },
    ])

    const first = await createMember(ctx.app)
    const used = await redeem(first, 'bo-gift-50')
    expect(used.error, used.message).toBe(0)
    expect(used.data.redemption).toMatchObject({ code: 'BO-GIFT-50', amount: 50, title: 'เครดิตฟรี 50 บาท' })

    // Read-only staff see the use; the list is everyone's.
    const listed = await desk('coupon/list', undefined, reader)
    expect(listed.body.data.find((c: { id: number }) => c.id === id)).toMatchObject({ used_count: 1 })

    const off = await desk('coupon/save', coupon({ coupon_id: id, enabled: false }))
    expect(off.body.data).toMatchObject({ enabled: false, used_count: 1 })
    expect(await redeem(await createMember(ctx.app), 'BO-GIFT-50')).toEqual({
      error: ErrorCode.NOT_FOUND,
      message: COUPON_MESSAGES.notFound,
    })
    // Turned back on, it is usable again; the member who used it still cannot twice.
    await desk('coupon/save', coupon({ coupon_id: id, enabled: true }))
    expect((await redeem(first, 'BO-GIFT-50')).message).toBe(COUPON_MESSAGES.alreadyUsed)
    expect((await redeem(await createMember(ctx.app), 'BO-GIFT-50')).error).toBe(0)
  })

  it('a used coupon keeps its code and value, and its limit stays at or above its uses', async () => {
    const made = await desk('coupon/save', coupon({ code: 'KEEP-ME', max_uses: null }))
    const id = made.body.data.id as number
    for (let i = 0; i < 2; i++) expect((await redeem(await createMember(ctx.app), 'KEEP-ME')).error).toBe(0)
    expect((await desk('coupon/save', coupon({ coupon_id: id, code: 'KEEP-ME', amount: 500 }))).body).toEqual(
      {
        error: ErrorCode.REFUSED,
        message: COUPON_OPERATOR_MESSAGES.usedValue,
      },
    )
    expect(
      (await desk('coupon/save', coupon({ coupon_id: id, code: 'KEEP-ME', max_uses: 1 }))).body.message,
    ).toBe('จำนวนสิทธิ์ต้องไม่น้อยกว่าที่ใช้ไปแล้ว (2 ครั้ง)')
    // Its title and dates may change.
    const retitled = await desk(
      'coupon/save',
      coupon({ coupon_id: id, code: 'KEEP-ME', title: 'ใหม่', max_uses: 5 }),
    )
    expect(retitled.body.data).toMatchObject({ title: 'ใหม่', amount: 50, max_uses: 5, used_count: 2 })
  })

  it('refuses bad input in Thai and stores nothing', async () => {
    const before = await count('coupons')
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: -10 }, COUPON_OPERATOR_MESSAGES.amount],
      [{ amount: 0 }, COUPON_OPERATOR_MESSAGES.amount],
      [{ amount: 10.005 }, COUPON_OPERATOR_MESSAGES.amount],
      [{ kind: 'points', amount: undefined, points: -5 }, COUPON_OPERATOR_MESSAGES.points],
      [{ expires_at: iso(-2 * DAY) }, COUPON_OPERATOR_MESSAGES.endBeforeStart],
      [{ code: 'ไทย' }, COUPON_OPERATOR_MESSAGES.code],
      [{ code: 'WELCOME50' }, COUPON_OPERATOR_MESSAGES.duplicate],
      [{ max_uses: 0 }, COUPON_OPERATOR_MESSAGES.maxUses],
      [{ max_withdraw: -1 }, COUPON_OPERATOR_MESSAGES.maxWithdraw],
      [{ title: '   ' }, COUPON_OPERATOR_MESSAGES.title],
    ]
    for (const [change, message] of cases) {
      const reply = await desk('coupon/save', coupon({ code: 'BAD-INPUT', ...change }))
      expect(reply.body, JSON.stringify(change)).toEqual({ error: ErrorCode.REFUSED, message })
    }
    expect((await desk('coupon/save', coupon({ coupon_id: 999_999, code: 'NOPE-999' }))).body.message).toBe(
      COUPON_OPERATOR_MESSAGES.notFound,
    )
    // Malformed (a field the contract does not know): the schema's 400.
    expect((await desk('coupon/save', coupon({ extra: 1 }))).status).toBe(400)
    expect(await count('coupons')).toBe(before)
  })
})

const promotion = (overrides: Record<string, unknown> = {}) => ({
  title: 'ฝากแรกรับ 20%',
  description: 'ฝากขั้นต่ำ 100 บาท',
  image: null,
  bonus_percent: 20,
  min_deposit: 100,
  max_bonus: 500,
  frequency: 'once',
  turnover_multiple: 2,
  max_withdraw: null,
  first_deposit_only: false,
  starts_at: iso(-60_000),
  ends_at: iso(30 * DAY),
  enabled: true,
  ...overrides,
})

describe('promotions', () => {
  it('a new promotion is offered to members; turned off, it is neither listed nor taken', async () => {
    const made = await desk('promotion/save', promotion())
    expect(made.body.error, made.body.message).toBe(0)
    const id = made.body.data.id as number
    const member = await createMember(ctx.app)
    const offered = await get(ctx.app, '/api/promotion/list', member.token)
    expect(offered.body.data.find((p: { id: number }) => p.id === id)).toMatchObject({
      title: 'ฝากแรกรับ 20%',
      bonus_percent: 20,
      can_take: true,
    })
    expect((await take(member, id)).error).toBe(0)
    expect((await desk('promotion/list')).body.data.find((p: { id: number }) => p.id === id)).toMatchObject({
      taken: 1,
      enabled: true,
    })

    const off = await desk('promotion/save', promotion({ promotion_id: id, enabled: false }))
    expect(off.body.data).toMatchObject({ enabled: false, taken: 1 })
    expect(await audits(`promotion:${id}`)).toMatchObject([
      { action: 'promotion.create', outcome: 'ok' },
      { action: 'promotion.update', outcome: 'ok' },
    ])
    const other = await createMember(ctx.app)
    const list = await get(ctx.app, '/api/promotion/list', other.token)
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(id)
    expect(await take(other, id)).toEqual({
      error: ErrorCode.NOT_FOUND,
      message: PROMOTION_MESSAGES.notFound,
    })
    // Still listed for staff, with the member's take kept.
    expect(
      (await desk('promotion/list', undefined, reader)).body.data.map((p: { id: number }) => p.id),
    ).toContain(id)
  })

  it('refuses bad input in Thai and changes nothing', async () => {
    const made = await desk('promotion/save', promotion({ title: 'เดิม' }))
    const id = made.body.data.id as number
    const before = await count('promotions')
    const cases: [Record<string, unknown>, string][] = [
      [{ ends_at: iso(-DAY) }, PROMOTION_OPERATOR_MESSAGES.endBeforeStart],
      [{ min_deposit: -100 }, PROMOTION_OPERATOR_MESSAGES.minDeposit],
      [{ max_bonus: -1 }, PROMOTION_OPERATOR_MESSAGES.maxBonus],
      [{ bonus_percent: 0 }, PROMOTION_OPERATOR_MESSAGES.bonusPercent],
      [{ bonus_percent: -5 }, PROMOTION_OPERATOR_MESSAGES.bonusPercent],
      [{ max_withdraw: 0 }, PROMOTION_OPERATOR_MESSAGES.maxWithdraw],
      [{ title: ' ' }, PROMOTION_OPERATOR_MESSAGES.title],
    ]
    for (const [change, message] of cases) {
      const reply = await desk('promotion/save', promotion({ promotion_id: id, ...change }))
      expect(reply.body, JSON.stringify(change)).toEqual({ error: ErrorCode.REFUSED, message })
    }
    expect(await count('promotions')).toBe(before)
    expect((await desk('promotion/list')).body.data.find((p: { id: number }) => p.id === id).title).toBe(
      'เดิม',
    )
  })
})

describe('banners, announcements and events', () => {
  it('a new banner shows on the site at once; turned off, it is gone', async () => {
    const made = await desk('banner/save', {
      image: '/images/banners/new.webp',
      title: 'แบนเนอร์ใหม่',
      link: '/promotion',
      audience: 'all',
      promotion_id: null,
      sort: 0,
      enabled: true,
    })
    expect(made.body.error, made.body.message).toBe(0)
    const id = made.body.data.id as number
    const site = async () =>
      (await get(ctx.app, '/api/banner?agent_code=bw222')).body.data as { id: number }[]
    expect((await site()).find((b) => b.id === id)).toMatchObject({ title: 'แบนเนอร์ใหม่', link: '/promotion' })
    await desk('banner/save', { ...made.body.data, banner_id: id, id: undefined, enabled: false })
    expect((await site()).map((b) => b.id)).not.toContain(id)
    expect(
      (await desk('banner/list', undefined, reader)).body.data.find((b: { id: number }) => b.id === id),
    ).toMatchObject({ enabled: false })
    expect(
      (await desk('banner/save', { ...made.body.data, id: undefined, promotion_id: 999_999 })).body.message,
    ).toBe(AGENT_OPERATOR_MESSAGES.promotionNotFound)
    // An image that is neither a site path nor https: the schema refuses it.
    expect(
      (await desk('banner/save', { ...made.body.data, id: undefined, image: 'javascript:alert(1)' })).status,
    ).toBe(400)
  })

  it('an announcement shows in ประกาศสำคัญ at once; turned off, it is gone', async () => {
    const body = {
      type: 1,
      image: null,
      title: 'ปิดปรับปรุงระบบ',
      description: 'คืนนี้ 02:00-03:00 น.',
      sort: 0,
      enabled: true,
    }
    const made = await desk('announcement/save', body)
    expect(made.body.error, made.body.message).toBe(0)
    const id = made.body.data.id as number
    const site = async () => (await get(ctx.app, '/api/notifications')).body.data as { id: number }[]
    expect((await site()).find((n) => n.id === id)).toMatchObject({ type: 1, title: 'ปิดปรับปรุงระบบ' })
    await desk('announcement/save', { ...body, announcement_id: id, enabled: false })
    expect((await site()).map((n) => n.id)).not.toContain(id)
    expect((await desk('announcement/save', { ...body, description: '  ' })).body.message).toBe(
      AGENT_OPERATOR_MESSAGES.description,
    )
  })

  it('an event opens one thing at most; turned off, it leaves the event dialog', async () => {
    const body = {
      image: '/images/events/wheel.webp',
      title: 'หมุนวงล้อ',
      sort: 0,
      enabled: true,
      poll_id: null,
      quest_id: null,
      link: '/member/wheel',
    }
    const made = await desk('event/save', body)
    expect(made.body.error, made.body.message).toBe(0)
    const id = made.body.data.id as number
    const site = async () =>
      (await get(ctx.app, '/api/event/list?agent_code=bw222')).body.data as { id: number }[]
    expect((await site()).find((e) => e.id === id)).toMatchObject({ link: '/member/wheel', poll_id: null })
    expect((await desk('event/save', { ...body, event_id: id, poll_id: 1 })).body.message).toBe(
      AGENT_OPERATOR_MESSAGES.oneTarget,
    )
    expect(
      (await desk('event/save', { ...body, event_id: id, link: null, poll_id: 999_999 })).body.message,
    ).toBe(AGENT_OPERATOR_MESSAGES.pollNotFound)
    const moved = await desk('event/save', { ...body, event_id: id, link: null, poll_id: 1 })
    expect(moved.body.data).toMatchObject({ poll_id: 1, link: null })
    await desk('event/save', { ...body, event_id: id, enabled: false })
    expect((await site()).map((e) => e.id)).not.toContain(id)
    expect((await desk('event/list')).body.data.find((e: { id: number }) => e.id === id)).toMatchObject({
      enabled: false,
      link: '/member/wheel',
    })
  })

  it('read-only staff read the desk but cannot change it', async () => {
    expect((await desk('event/list', undefined, reader)).status).toBe(200)
    const refused = await desk(
      'announcement/save',
      { type: 2, image: null, title: 'x', description: 'y', sort: 0, enabled: true },
      reader,
    )
    expect(refused.status).toBe(403)
  })
})
