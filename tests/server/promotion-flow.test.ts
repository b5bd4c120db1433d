import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { promotions } from '../../server/db/schema'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { channelIds, confirm, createOrder, postBet, postKeyed } from './helpers/money'

// The whole journey through HTTP: promotions and coupons together with deposits and withdrawals.
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

const take = (member: TestMember, promotionId: number) =>
  postKeyed(ctx.app, '/api/member/promotion/take', { promotion_id: promotionId }, member.token)
const walletsOf = async (member: TestMember) =>
  (await post(ctx.app, '/api/member/wallets', {}, member.token)).body.data as {
    wallet_type_id: number
    balance: number
  }[]
const bonusBaht = async (member: TestMember) =>
  (await walletsOf(member)).find((w) => w.wallet_type_id === 3)?.balance
const mine = async (member: TestMember) =>
  (await get(ctx.app, '/api/member/promotions', member.token)).body.data

async function depositBaht(member: TestMember, amount: number, promotionId?: number | null) {
  const order = await createOrder(
    ctx.app,
    member.token,
    amount,
    promotionId === undefined ? {} : { promotion_id: promotionId },
  )
  const { body } = await confirm(ctx.app, order.id)
  expect(body.error, body.message).toBe(0)
  return order
}

const betBaht = (member: TestMember, amount: number) =>
  postBet(ctx.deps, member.user.id, BigInt(Math.round(amount * 100)))

const withdraw = (member: TestMember, amount: number) =>
  postKeyed(ctx.app, '/api/member/withdraw', { amount }, member.token)

describe('promotions with deposits and withdrawals', () => {
  it('takes the welcome promotion, deposits by QR, gets the bonus once however often it is confirmed', async () => {
    const member = await createMember(ctx.app)
    expect((await take(member, welcomeId)).body.error).toBe(0)
    const order = await depositBaht(member, 300)
    expect((await confirm(ctx.app, order.id)).body.error).toBe(0) // confirmed again: credited once
    expect(await bonusBaht(member)).toBe(150)
    expect((await mine(member))[0]).toMatchObject({
      promotion_id: welcomeId,
      status: 'active',
      deposit: 300,
      bonus: 150,
      turnover_required: 2250,
      turnover_done: 0,
    })
    const refused = await withdraw(member, 300)
    expect(refused.body).toEqual({
      error: 1,
      message:
        'ถอนได้สูงสุด 0.00 บาท ยอดที่เหลือ 300.00 บาท ติดเงื่อนไขทำเทิร์นของ สมาชิกใหม่ รับโบนัส 50% (ทำเทิร์นแล้ว ฿0.00 / ฿2,250.00) ทำเทิร์นให้ครบหรือสละโบนัสเพื่อถอนทันที',
    })
    await depositBaht(member, 2500)
    await betBaht(member, 2250)
    expect((await mine(member))[0]).toMatchObject({ status: 'completed', turnover_done: 2250 })
    expect((await withdraw(member, 50)).body.error).not.toBe(0) // below the minimum, not the turnover
    expect((await withdraw(member, 300)).body.error).toBe(0)
  })

  it('accepts the promotion chosen at deposit time and refuses one the member cannot get, in Thai', async () => {
    const member = await createMember(ctx.app)
    const { promptpay } = await channelIds(ctx.app, member.token)
    await depositBaht(member, 200, dailyId)
    expect(await bonusBaht(member)).toBe(20)
    const refused = await postKeyed(
      ctx.app,
      '/api/member/payment/generate_qr',
      { channel_id: promptpay, amount: 100, promotion_id: dailyId },
      member.token,
    )
    expect(refused.body).toEqual({ error: 1, message: 'วันนี้คุณรับโปรโมชั่นนี้ไปแล้ว รับได้อีกครั้งพรุ่งนี้' })
    const unknown = await postKeyed(
      ctx.app,
      '/api/member/payment/generate_qr',
      { channel_id: promptpay, amount: 100, promotion_id: 999_999 },
      member.token,
    )
    expect(unknown.body).toMatchObject({ message: 'ไม่พบโปรโมชั่นนี้' })
  })

  it('makes no bonus when the member cancels the taken promotion ("ไม่รับโปรโมชั่น")', async () => {
    const member = await createMember(ctx.app)
    const taken = (await take(member, welcomeId)).body.data
    const list = (await get(ctx.app, '/api/promotion/list', member.token)).body.data
    expect(list.find((p: { id: number }) => p.id === welcomeId).pending_id).toBe(taken.id)
    await post(ctx.app, '/api/member/promotion/cancel', { member_promotion_id: taken.id }, member.token)
    await depositBaht(member, 500, null)
    expect(await bonusBaht(member)).toBeUndefined()
    expect((await withdraw(member, 300)).body.error).toBe(0)
  })

  it('lets own money be withdrawn after a coupon: its turnover binds only the bonus wallet', async () => {
    const member = await createMember(ctx.app)
    await depositBaht(member, 1000)
    expect(
      (await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'welcome50' }, member.token)).body.error,
    ).toBe(0)
    expect((await withdraw(member, 300)).body.error).toBe(0)
    expect(
      (await postKeyed(ctx.app, '/api/member/coupon/redeem', { code: 'LUCKY100' }, member.token)).body.error,
    ).toBe(0)
    expect((await withdraw(member, 300)).body.error).toBe(0)
    expect(await bonusBaht(member)).toBe(150)
  })
})
