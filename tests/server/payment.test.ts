import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { promotions } from '../../server/db/schema'
import { PAYMENT_MESSAGES } from '../../server/modules/payment/messages'
import { promptPayPayload } from '../../server/modules/payment/service'
import { IDEMPOTENCY_MESSAGES } from '../../server/modules/wallet/idempotency'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import {
  channelIds,
  confirm,
  createOrder,
  deposit,
  mainBalance,
  operatorCall,
  postKeyed,
} from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const generate = (token: string, body: Record<string, unknown>, key?: string | null) =>
  postKeyed(ctx.app, '/api/member/payment/generate_qr', body, token, key === undefined ? randomUUID() : key)

describe('GET /api/member/payment/channels and /info', () => {
  it('lists PromptPay QR, bank transfer and TrueMoney with a 100 baht minimum', async () => {
    const member = await createMember(ctx.app)
    const { status, body } = await get(ctx.app, '/api/member/payment/channels', member.token)
    expect(status).toBe(200)
    expect(body.error).toBe(0)
    expect(body.data.map((c: { type: string }) => c.type)).toEqual(['promptpay', 'bank', 'truemoney'])
    const promptpay = body.data[0]
    expect(promptpay).toMatchObject({ name: 'พร้อมเพย์ QR', min_amount: 100, max_amount: 100_000, qr: true })
    expect(promptpay.quick_amounts).toContain(500)
    expect(promptpay.sub_channels).toEqual([{ id: expect.any(Number), name: 'พร้อมเพย์' }])
    expect(body.data.every((c: { min_amount: number }) => c.min_amount === 100)).toBe(true)
  })

  it("answers each channel's receiving accounts", async () => {
    const member = await createMember(ctx.app)
    const ids = await channelIds(ctx.app, member.token)
    const bank = (await get(ctx.app, `/api/member/payment/info?channel_id=${ids.bank}`, member.token)).body
    expect(bank.error).toBe(0)
    expect(bank.data.accounts).toHaveLength(3)
    expect(bank.data.accounts[0]).toEqual({
      bank_code: '014',
      bank_name: 'ไทยพาณิชย์',
      account_no: '4071234567',
      account_name: 'บจก. บีดับบลิว ทูทูทู',
    })
    const pp = (await get(ctx.app, `/api/member/payment/info?channel_id=${ids.promptpay}`, member.token)).body
    expect(pp.data.accounts).toEqual([
      { bank_code: null, bank_name: 'พร้อมเพย์', account_no: 'XXXXXXXXX4567', account_name: 'บจก. บีดับบลิว ทูทูทู' },
    ])
    const tm = (await get(ctx.app, `/api/member/payment/info?channel_id=${ids.truemoney}`, member.token)).body
    expect(tm.data.accounts).toEqual([
      {
        bank_code: null,
        bank_name: 'TrueMoney Wallet',
        account_no: '0951234567',
        account_name: 'บจก. บีดับบลิว ทูทูทู',
      },
    ])
  })

  it('refuses an unknown channel, 400 for a malformed id, 401 without a token', async () => {
    const member = await createMember(ctx.app)
    const unknown = await get(ctx.app, '/api/member/payment/info?channel_id=9999', member.token)
    expect(unknown.body).toEqual({ error: 2, message: PAYMENT_MESSAGES.channelNotFound })
    expect((await get(ctx.app, '/api/member/payment/info?channel_id=abc', member.token)).status).toBe(400)
    expect((await get(ctx.app, '/api/member/payment/info', member.token)).status).toBe(400)
    expect((await get(ctx.app, '/api/member/payment/channels')).status).toBe(401)
    expect((await get(ctx.app, '/api/member/payment/info?channel_id=1')).status).toBe(401)
  })
})

describe('POST /api/member/payment/generate_qr', () => {
  it('creates a pending order with the PromptPay payload, the receiver name and a 15 minute expiry', async () => {
    const member = await createMember(ctx.app)
    const { promptpay } = await channelIds(ctx.app, member.token)
    const { status, body } = await generate(member.token, {
      channel_id: promptpay,
      sub_channel_id: null,
      amount: 500,
    })
    expect(status).toBe(200)
    expect(body.error, body.message).toBe(0)
    const now = ctx.clock.now()
    expect(body.data).toEqual({
      id: expect.any(Number),
      channel_id: promptpay,
      sub_channel_id: expect.any(Number),
      amount: 500,
      qr: promptPayPayload('0105561234567', 50_000n),
      account_name: 'บจก. บีดับบลิว ทูทูทู',
      promotion_id: null,
      status: 'pending',
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
      paid_at: null,
    })
    expect(body.data.qr).toBe(
      '00020101021229370016A000000677010111021301055612345675802TH53037645406500.006304' +
        body.data.qr.slice(-4),
    )
    expect((await get(ctx.app, '/api/member/payment/qrcode_info', member.token)).body).toEqual({
      error: 0,
      data: body.data,
    })
  })

  it('refuses bad amounts with a Thai message and changes nothing', async () => {
    const member = await createMember(ctx.app)
    const { promptpay } = await channelIds(ctx.app, member.token)
    const before = await moneyCounts(ctx.deps.db)
    const cases: [unknown, string][] = [
      [0, PAYMENT_MESSAGES.badAmount],
      [-100, PAYMENT_MESSAGES.badAmount],
      [100.001, PAYMENT_MESSAGES.badAmount],
      [1e300, PAYMENT_MESSAGES.badAmount],
      [99.99, 'ฝากขั้นต่ำ 100.00 บาท'],
      [100_000.01, 'ฝากได้สูงสุด 100,000.00 บาท ต่อครั้ง'],
      [5_000_000, 'ฝากได้สูงสุด 100,000.00 บาท ต่อครั้ง'],
    ]
    for (const [amount, message] of cases) {
      const { status, body } = await generate(member.token, { channel_id: promptpay, amount })
      expect({ amount, status, body }).toEqual({ amount, status: 200, body: { error: 1, message } })
    }
    for (const amount of ['500', null, true, [500], { v: 1 }]) {
      const { status, body } = await generate(member.token, { channel_id: promptpay, amount })
      expect({ amount, status, error: body.error, message: body.message }).toEqual({
        amount,
        status: 400,
        error: 400,
        message: 'ข้อมูลไม่ถูกต้อง',
      })
    }
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('refuses a channel without QR, an unknown channel or receiver; 400 without key or with extra fields', async () => {
    const member = await createMember(ctx.app)
    const ids = await channelIds(ctx.app, member.token)
    const before = await moneyCounts(ctx.deps.db)
    expect((await generate(member.token, { channel_id: ids.bank, amount: 500 })).body).toEqual({
      error: 1,
      message: PAYMENT_MESSAGES.noQr,
    })
    expect((await generate(member.token, { channel_id: 9999, amount: 500 })).body).toEqual({
      error: 2,
      message: PAYMENT_MESSAGES.channelNotFound,
    })
    expect(
      (await generate(member.token, { channel_id: ids.promptpay, sub_channel_id: 9999, amount: 500 })).body,
    ).toEqual({
      error: 2,
      message: PAYMENT_MESSAGES.subChannelNotFound,
    })
    expect((await generate(member.token, { channel_id: ids.promptpay, amount: 500 }, null)).status).toBe(400)
    expect((await generate(member.token, { channel_id: ids.promptpay, amount: 500 }, 'short')).status).toBe(
      400,
    )
    expect(
      (await generate(member.token, { channel_id: ids.promptpay, amount: 500, member_id: 1 })).status,
    ).toBe(400)
    expect(
      (
        await postKeyed(
          ctx.app,
          '/api/member/payment/generate_qr',
          { channel_id: 1, amount: 500 },
          'x'.repeat(40),
        )
      ).status,
    ).toBe(401)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('answers 20 concurrent replays of one key with one order, and refuses the key with another amount', async () => {
    const member = await createMember(ctx.app)
    const { promptpay } = await channelIds(ctx.app, member.token)
    const key = randomUUID()
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => generate(member.token, { channel_id: promptpay, amount: 300 }, key)),
    )
    expect(replies.every((r) => r.status === 200 && r.body.error === 0)).toBe(true)
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1)
    const other = await generate(member.token, { channel_id: promptpay, amount: 400 }, key)
    expect(other.body).toEqual({ error: 4, message: IDEMPOTENCY_MESSAGES.mismatch })
    const current = (await get(ctx.app, '/api/member/payment/qrcode_info', member.token)).body.data
    expect(current.id).toBe(replies[0].body.data.id)
  })

  it('refuses a second QR while one is pending, with a Thai message, and keeps the first payable', async () => {
    const member = await createMember(ctx.app)
    const { promptpay } = await channelIds(ctx.app, member.token)
    const first = await createOrder(ctx.app, member.token, 200)
    const before = await moneyCounts(ctx.deps.db)
    expect((await generate(member.token, { channel_id: promptpay, amount: 300 })).body).toEqual({
      error: 5,
      message: PAYMENT_MESSAGES.pendingOrder,
    })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect((await get(ctx.app, '/api/member/payment/qrcode_info', member.token)).body.data.id).toBe(first.id)
    expect((await confirm(ctx.app, first.id)).body.data.status).toBe('paid')
    expect(await mainBalance(ctx.app, member.token)).toBe(200)
    const second = await createOrder(ctx.app, member.token, 300)
    expect(second.amount).toBe(300)
  })

  it('lets the member cancel their own open order, which is then never credited', async () => {
    const member = await createMember(ctx.app)
    const other = await createMember(ctx.app)
    const first = await createOrder(ctx.app, member.token, 200)
    expect(
      (await post(ctx.app, '/api/member/payment/cancel', { order_id: first.id }, other.token)).body,
    ).toEqual({
      error: 2,
      message: PAYMENT_MESSAGES.orderNotFound,
    })
    const cancelled = await post(ctx.app, '/api/member/payment/cancel', { order_id: first.id }, member.token)
    expect(cancelled.body.data).toMatchObject({ id: first.id, status: 'expired' })
    expect(
      (await post(ctx.app, '/api/member/payment/cancel', { order_id: first.id }, member.token)).body,
    ).toEqual(cancelled.body)
    expect((await confirm(ctx.app, first.id)).body).toEqual({
      error: 1,
      message: PAYMENT_MESSAGES.orderExpired,
    })
    const second = await createOrder(ctx.app, member.token, 300)
    expect((await get(ctx.app, '/api/member/payment/qrcode_info', member.token)).body.data.id).toBe(second.id)
    expect(await mainBalance(ctx.app, member.token)).toBe(0)
  })

  it('keeps one open QR per member under 10 parallel generate_qr calls with different keys', async () => {
    const member = await createMember(ctx.app)
    const { promptpay } = await channelIds(ctx.app, member.token)
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        generate(member.token, { channel_id: promptpay, amount: 100 + i }),
      ),
    )
    expect(replies.filter((r) => r.body.error === 0)).toHaveLength(1)
    expect(replies.filter((r) => r.body.error === 5)).toHaveLength(9)
    const open = (await operatorCall(ctx.app, 'payment/pending')).body.data.filter(
      (o: { member_id: number }) => o.member_id === member.user.id,
    )
    expect(open).toHaveLength(1)
  })

  it('refuses amounts with more than 2 decimals however small the extra (never rounds them)', async () => {
    const member = await createMember(ctx.app)
    const { promptpay } = await channelIds(ctx.app, member.token)
    for (const amount of [500.000000001, 100.0049, 250.125]) {
      expect((await generate(member.token, { channel_id: promptpay, amount })).body, String(amount)).toEqual({
        error: 1,
        message: PAYMENT_MESSAGES.badAmount,
      })
    }
    expect((await createOrder(ctx.app, member.token, 250.5)).amount).toBe(250.5)
  })
})

describe('confirmation (operator), inquiry_status and qrcode_info', () => {
  it('credits the main wallet once however often confirmation arrives, and inquiry_status shows it paid', async () => {
    const member = await createMember(ctx.app)
    const order = await createOrder(ctx.app, member.token, 500)
    const pending = await get(
      ctx.app,
      `/api/member/payment/inquiry_status?order_id=${order.id}`,
      member.token,
    )
    expect(pending.body.data).toMatchObject({
      status: 'pending',
      amount: 500,
      credited_amount: 0,
      paid_at: null,
    })
    ctx.clock.advance(60_000)
    const replies = await Promise.all(Array.from({ length: 10 }, () => confirm(ctx.app, order.id)))
    expect(replies.every((r) => r.body.error === 0 && r.body.data.status === 'paid')).toBe(true)
    expect((await confirm(ctx.app, order.id)).body.data.status).toBe('paid')
    expect(await mainBalance(ctx.app, member.token)).toBe(500)
    const paid = await get(ctx.app, `/api/member/payment/inquiry_status?order_id=${order.id}`, member.token)
    expect(paid.body).toEqual({
      error: 0,
      data: {
        order_id: order.id,
        status: 'paid',
        amount: 500,
        credited_amount: 500,
        bonus_amount: 0,
        expires_at: order.expires_at,
        paid_at: ctx.clock.now().toISOString(),
      },
    })
    expect((await get(ctx.app, '/api/member/payment/qrcode_info', member.token)).body).toEqual({
      error: 0,
      data: null,
    })
  })

  it('inquiry_status says the bonus a promotion deposit earned, once paid', async () => {
    const member = await createMember(ctx.app)
    const [welcome] = await ctx.deps.db.select().from(promotions).where(eq(promotions.frequency, 'once'))
    const order = await createOrder(ctx.app, member.token, 1000, { promotion_id: welcome.id })
    const url = `/api/member/payment/inquiry_status?order_id=${order.id}`
    expect((await get(ctx.app, url, member.token)).body.data).toMatchObject({
      status: 'pending',
      bonus_amount: 0,
    })
    expect((await confirm(ctx.app, order.id)).body.error).toBe(0)
    const paid = (await get(ctx.app, url, member.token)).body.data
    expect(paid).toMatchObject({ status: 'paid', credited_amount: 1000, bonus_amount: 500 })
  })

  it('never credits an expired order', async () => {
    const member = await createMember(ctx.app)
    const order = await createOrder(ctx.app, member.token, 500)
    ctx.clock.advance(15 * 60_000)
    expect((await confirm(ctx.app, order.id)).body).toEqual({
      error: 1,
      message: PAYMENT_MESSAGES.orderExpired,
    })
    const status = await get(ctx.app, `/api/member/payment/inquiry_status?order_id=${order.id}`, member.token)
    expect(status.body.data).toMatchObject({ status: 'expired', credited_amount: 0 })
    expect((await get(ctx.app, '/api/member/payment/qrcode_info', member.token)).body.data).toBeNull()
    expect(await mainBalance(ctx.app, member.token)).toBe(0)
  })

  it("never shows a member another member's order", async () => {
    const a = await createMember(ctx.app)
    const b = await createMember(ctx.app)
    const order = await createOrder(ctx.app, a.token, 500)
    const peek = await get(ctx.app, `/api/member/payment/inquiry_status?order_id=${order.id}`, b.token)
    expect(peek.body).toEqual({ error: 2, message: PAYMENT_MESSAGES.orderNotFound })
    expect((await get(ctx.app, '/api/member/payment/qrcode_info', b.token)).body.data).toBeNull()
    await confirm(ctx.app, order.id)
    expect(await mainBalance(ctx.app, b.token)).toBe(0)
    expect(await mainBalance(ctx.app, a.token)).toBe(500)
  })

  it('refuses an unknown order; 400 for malformed input; 401 for inquiry without a token', async () => {
    expect((await confirm(ctx.app, 999_999)).body).toEqual({
      error: 2,
      message: PAYMENT_MESSAGES.orderNotFound,
    })
    expect((await operatorCall(ctx.app, 'payment/confirm', { order_id: 'x' })).status).toBe(400)
    expect((await get(ctx.app, '/api/member/payment/inquiry_status?order_id=1')).status).toBe(401)
    expect((await get(ctx.app, '/api/member/payment/qrcode_info')).status).toBe(401)
    const member = await createMember(ctx.app)
    expect((await get(ctx.app, '/api/member/payment/inquiry_status?order_id=-1', member.token)).status).toBe(
      400,
    )
  })

  it('the demo member deposits 500 and sees ฿1,500.00', async () => {
    const token = await login(ctx.app, '0800000001', 'demo1234')
    await deposit(ctx.app, token, 500)
    expect(await mainBalance(ctx.app, token)).toBe(1500)
  })
})
