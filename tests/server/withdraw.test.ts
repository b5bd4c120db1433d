import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { promotions } from '../../server/db/schema'
import { IDEMPOTENCY_MESSAGES } from '../../server/modules/wallet/idempotency'
import { postTransaction } from '../../server/modules/wallet/ledger'
import { mainWalletId } from '../../server/modules/wallet/service'
import { WITHDRAW_MESSAGES } from '../../server/modules/withdraw/messages'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import { confirm, createOrder, decide, deposit, mainBalance, operatorCall, postKeyed } from './helpers/money'
import { testReference } from './helpers/references'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const withdraw = (token: string, amount: unknown, key?: string | null) =>
  postKeyed(ctx.app, '/api/member/withdraw', { amount }, token, key === undefined ? randomUUID() : key)

/** A member with `baht` in the main wallet (credited through the ledger like an operator top-up). */
async function funded(baht: number): Promise<TestMember> {
  const member = await createMember(ctx.app)
  const walletId = (await mainWalletId(ctx.deps.db, member.user.id)) as number
  const satang = BigInt(Math.round(baht * 100))
  await postTransaction(ctx.deps.db, {
    kind: 'deposit',
    memberId: member.user.id,
    reference: testReference('top-up'),
    legs: [
      { walletId, amount: satang },
      { house: 'external', amount: -satang },
    ],
    at: ctx.clock.now(),
  })
  return member
}

describe('POST /api/member/withdraw', () => {
  it('holds the amount at once and records a waiting withdrawal to the registered bank account', async () => {
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 1000)
    const { status, body } = await withdraw(member.token, 300)
    expect(status).toBe(200)
    expect(body).toEqual({
      error: 0,
      data: {
        id: expect.any(Number),
        amount: 300,
        status: 'waiting',
        bank: {
          bank_code: '014',
          bank_name: 'ไทยพาณิชย์',
          account_no: member.bankAccountNo,
          account_name: 'ทดสอบ สมาชิก',
        },
        created_at: ctx.clock.now().toISOString(),
        processed_at: null,
      },
    })
    expect(await mainBalance(ctx.app, member.token)).toBe(700)
    const list = await get(ctx.app, '/api/member/withdraw/list', member.token)
    expect(list.body).toEqual({ error: 0, data: { items: [body.data], total: 1, page: 1, page_size: 20 } })
  })

  it('refuses bad amounts and out-of-limit amounts with a Thai message and changes nothing', async () => {
    const member = await funded(200_000)
    const before = await moneyCounts(ctx.deps.db)
    const cases: [unknown, string][] = [
      [0, WITHDRAW_MESSAGES.badAmount],
      [-300, WITHDRAW_MESSAGES.badAmount],
      [300.001, WITHDRAW_MESSAGES.badAmount],
      [1e300, WITHDRAW_MESSAGES.badAmount],
      [299.99, 'ถอนขั้นต่ำ 300.00 บาท'],
      [100_000.01, 'ถอนได้สูงสุด 100,000.00 บาท ต่อครั้ง'],
    ]
    for (const [amount, message] of cases) {
      const { status, body } = await withdraw(member.token, amount)
      expect({ amount, status, body }).toEqual({ amount, status: 200, body: { error: 1, message } })
    }
    for (const amount of ['300', null, false, [300]]) {
      const { status, body } = await withdraw(member.token, amount)
      expect({ amount, status, error: body.error }).toEqual({ amount, status: 400, error: 400 })
    }
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('refuses more than the balance', async () => {
    const member = await funded(500)
    const before = await moneyCounts(ctx.deps.db)
    expect((await withdraw(member.token, 500.01)).body).toEqual({
      error: 1,
      message: WITHDRAW_MESSAGES.insufficient,
    })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect((await withdraw(member.token, 500)).body.error).toBe(0)
    expect(await mainBalance(ctx.app, member.token)).toBe(0)
  })

  it('allows 5 withdrawals and 300,000 baht per Asia/Bangkok day', async () => {
    ctx.clock.set('2026-03-01T16:30:00.000Z') // 23:30 in Bangkok
    const member = await funded(400_000)
    for (let i = 0; i < 5; i++) expect((await withdraw(member.token, 300)).body.error).toBe(0)
    expect((await withdraw(member.token, 300)).body).toEqual({
      error: 1,
      message: 'ถอนได้สูงสุด 5 ครั้งต่อวัน กรุณาทำรายการใหม่พรุ่งนี้',
    })
    ctx.clock.set('2026-03-01T17:00:00.000Z') // midnight in Bangkok: a new day
    expect((await withdraw(member.token, 100_000)).body.error).toBe(0)
    expect((await withdraw(member.token, 100_000)).body.error).toBe(0)
    expect((await withdraw(member.token, 99_700)).body.error).toBe(0)
    expect((await withdraw(member.token, 300.01)).body).toEqual({
      error: 1,
      message: 'ถอนได้สูงสุด 300,000.00 บาท ต่อวัน วันนี้ถอนได้อีก 300.00 บาท',
    })
    const config = (await get(ctx.app, '/api/member/withdraw/config', member.token)).body.data
    expect(config).toMatchObject({ today_amount: 299_700, today_count: 3, daily_max_amount: 300_000 })
    // A failed (credited back) withdrawal no longer counts towards the day.
    const list = (await get(ctx.app, '/api/member/withdraw/list?page_size=1', member.token)).body.data
    await decide(ctx.app, 'reject', list.items[0].id)
    expect((await withdraw(member.token, 300.01)).body.error).toBe(0)
  })

  it('refuses what a deposit promotion holds back until its turnover is met, saying why', async () => {
    const member = await createMember(ctx.app)
    const [welcome] = await ctx.deps.db.select().from(promotions).where(eq(promotions.frequency, 'once'))
    const order = await createOrder(ctx.app, member.token, 1000, { promotion_id: welcome.id })
    expect((await confirm(ctx.app, order.id)).body.error).toBe(0)
    const before = await moneyCounts(ctx.deps.db)
    const { body } = await withdraw(member.token, 300)
    expect(body).toEqual({
      error: 1,
      message:
        'ถอนได้สูงสุด 0.00 บาท ยอดที่เหลือ 1,000.00 บาท ติดเงื่อนไขทำเทิร์นของ สมาชิกใหม่ รับโบนัส 50% (ทำเทิร์นแล้ว ฿0.00 / ฿7,500.00) ทำเทิร์นให้ครบหรือสละโบนัสเพื่อถอนทันที',
    })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    const config = (await get(ctx.app, '/api/member/withdraw/config', member.token)).body.data
    expect(config.turnover).toEqual({ done: 0, required: 7500 })
    // The page says why nothing can be withdrawn: the bonus by name, what it holds back, its turnover.
    expect(config.withdrawable).toBe(0)
    expect(config.locks).toEqual([
      {
        member_promotion_id: expect.any(Number),
        title: 'สมาชิกใหม่ รับโบนัส 50%',
        amount: 1000,
        turnover: { done: 0, required: 7500 },
      },
    ])
  })

  it('moves money once for 20 concurrent replays of one key, and refuses the key with another amount', async () => {
    const member = await funded(1000)
    const key = randomUUID()
    const replies = await Promise.all(Array.from({ length: 20 }, () => withdraw(member.token, 400, key)))
    expect(replies.every((r) => r.status === 200 && r.body.error === 0)).toBe(true)
    expect(new Set(replies.map((r) => JSON.stringify(r.body))).size).toBe(1)
    expect(await mainBalance(ctx.app, member.token)).toBe(600)
    expect((await get(ctx.app, '/api/member/withdraw/list', member.token)).body.data.total).toBe(1)
    expect((await withdraw(member.token, 500, key)).body).toEqual({
      error: 4,
      message: IDEMPOTENCY_MESSAGES.mismatch,
    })
    expect(await mainBalance(ctx.app, member.token)).toBe(600)
  })

  it('never takes the balance below zero: 50 concurrent withdrawals (true concurrency on PostgreSQL, serialized on PGlite)', async () => {
    const member = await funded(1000)
    const amounts = Array.from({ length: 50 }, (_, i) => 300 + i)
    const replies = await Promise.all(amounts.map((amount) => withdraw(member.token, amount)))
    expect(replies.every((r) => r.status === 200)).toBe(true)
    const accepted = replies.filter((r) => r.body.error === 0).map((r) => r.body.data.amount as number)
    const refused = replies.filter((r) => r.body.error !== 0).map((r) => r.body.message)
    expect(accepted.length).toBeGreaterThan(0)
    expect(accepted.length).toBeLessThanOrEqual(3)
    expect(new Set(refused)).toEqual(new Set([WITHDRAW_MESSAGES.insufficient]))
    const spent = accepted.reduce((sum, a) => sum + a * 100, 0)
    expect(Math.round((await mainBalance(ctx.app, member.token)) * 100)).toBe(100_000 - spent)
    expect(spent).toBeLessThanOrEqual(100_000)
    expect((await get(ctx.app, '/api/member/withdraw/list', member.token)).body.data.total).toBe(
      accepted.length,
    )
  })

  it('keeps the books exact when withdrawals, a deposit confirmation and a rejection race (true concurrency on PostgreSQL)', async () => {
    const member = await funded(1000)
    const first = (await withdraw(member.token, 300)).body.data
    const order = await createOrder(ctx.app, member.token, 500)
    const replies = await Promise.all([
      ...Array.from({ length: 8 }, () => withdraw(member.token, 300).then((r) => ({ kind: 'withdraw', r }))),
      ...Array.from({ length: 5 }, () => confirm(ctx.app, order.id).then((r) => ({ kind: 'confirm', r }))),
      ...Array.from({ length: 5 }, () =>
        decide(ctx.app, 'reject', first.id).then((r) => ({ kind: 'reject', r })),
      ),
    ])
    expect(replies.every(({ r }) => r.status === 200)).toBe(true)
    expect(replies.filter((x) => x.kind !== 'withdraw').every(({ r }) => r.body.error === 0)).toBe(true)
    const accepted = replies.filter((x) => x.kind === 'withdraw' && x.r.body.error === 0).length
    expect(accepted).toBeGreaterThan(0)
    // 1000 - 300 (first) + 500 (deposit, once) + 300 (first credited back, once) - 300 per accepted one
    expect(await mainBalance(ctx.app, member.token)).toBe(1500 - 300 * accepted)
    const list = (await get(ctx.app, '/api/member/withdraw/list', member.token)).body.data
    expect(list.total).toBe(1 + accepted)
  })

  it('answers 401 without a token and 400 without an Idempotency-Key or with extra fields', async () => {
    const member = await funded(1000)
    expect((await withdraw('x'.repeat(43), 300)).status).toBe(401)
    expect((await withdraw(member.token, 300, null)).status).toBe(400)
    expect(
      (await postKeyed(ctx.app, '/api/member/withdraw', { amount: 300, bank_code: '014' }, member.token))
        .status,
    ).toBe(400)
    expect((await get(ctx.app, '/api/member/withdraw/list')).status).toBe(401)
    expect((await get(ctx.app, '/api/member/withdraw/config')).status).toBe(401)
    expect((await get(ctx.app, '/api/member/withdraw/list?page=0', member.token)).status).toBe(400)
    expect(await mainBalance(ctx.app, member.token)).toBe(1000)
  })
})

describe('POST /api/member/withdraw to the sub account', () => {
  const addSubBank = (member: TestMember) =>
    post(
      ctx.app,
      '/api/member/update_sub_bank_account',
      { bank_code: '002', bank_account_no: `70${member.bankAccountNo.slice(-8)}`, password: member.password },
      member.token,
    )

  it('sends the money to the sub account when asked, and to the registered one by default', async () => {
    const member = await funded(1000)
    expect((await addSubBank(member)).body.error).toBe(0)
    const sub = {
      bank_code: '002',
      bank_name: 'กรุงเทพ',
      account_no: `70${member.bankAccountNo.slice(-8)}`,
      account_name: member.user.full_name,
    }
    const config = (await get(ctx.app, '/api/member/withdraw/config', member.token)).body.data
    expect(config.sub_bank).toEqual(sub)

    const toSub = await postKeyed(
      ctx.app,
      '/api/member/withdraw',
      { amount: 300, account: 'sub' },
      member.token,
    )
    expect(toSub.body).toMatchObject({ error: 0, data: { amount: 300, status: 'waiting', bank: sub } })
    const toMain = await postKeyed(
      ctx.app,
      '/api/member/withdraw',
      { amount: 300, account: 'main' },
      member.token,
    )
    expect(toMain.body.data.bank.account_no).toBe(member.bankAccountNo)
    const byDefault = await withdraw(member.token, 300)
    expect(byDefault.body.data.bank.account_no).toBe(member.bankAccountNo)

    // The list keeps which account each request went to.
    const list = (await get(ctx.app, '/api/member/withdraw/list', member.token)).body.data
    expect(list.items.map((w: { bank: { account_no: string } }) => w.bank.account_no)).toEqual([
      member.bankAccountNo,
      member.bankAccountNo,
      sub.account_no,
    ])
    expect(await mainBalance(ctx.app, member.token)).toBe(100)
  })

  it('refuses the sub account with a Thai message when the member has none, and changes nothing', async () => {
    const member = await funded(1000)
    const before = await moneyCounts(ctx.deps.db)
    const { status, body } = await postKeyed(
      ctx.app,
      '/api/member/withdraw',
      { amount: 300, account: 'sub' },
      member.token,
    )
    expect(status).toBe(200)
    expect(body).toEqual({ error: 1, message: 'ยังไม่มีบัญชีสำรองสำหรับถอนเงิน กรุณาเพิ่มบัญชีที่หน้าโปรไฟล์ก่อน' })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect(await mainBalance(ctx.app, member.token)).toBe(1000)
  })

  it('answers 400 for an account that is neither main nor sub', async () => {
    const member = await funded(1000)
    const { status } = await postKeyed(
      ctx.app,
      '/api/member/withdraw',
      { amount: 300, account: 'other' },
      member.token,
    )
    expect(status).toBe(400)
    expect(await mainBalance(ctx.app, member.token)).toBe(1000)
  })
})

describe('operator approve and reject', () => {
  it('approves a waiting withdrawal once; repeating answers it again; rejecting it then is refused', async () => {
    const member = await funded(1000)
    const { body } = await withdraw(member.token, 300)
    ctx.clock.advance(60_000)
    const approved = await decide(ctx.app, 'approve', body.data.id)
    expect(approved.body).toEqual({
      error: 0,
      data: { ...body.data, status: 'success', processed_at: ctx.clock.now().toISOString() },
    })
    expect((await decide(ctx.app, 'approve', body.data.id)).body).toEqual(approved.body)
    expect((await decide(ctx.app, 'reject', body.data.id)).body).toEqual({
      error: 1,
      message: WITHDRAW_MESSAGES.alreadyApproved,
    })
    expect(await mainBalance(ctx.app, member.token)).toBe(700)
    const list = (await get(ctx.app, '/api/member/withdraw/list', member.token)).body.data
    expect(list.items[0].status).toBe('success')
  })

  it('credits a rejected withdrawal back exactly once, however often rejection arrives', async () => {
    const member = await funded(1000)
    const { body } = await withdraw(member.token, 300)
    expect(await mainBalance(ctx.app, member.token)).toBe(700)
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => decide(ctx.app, 'reject', body.data.id)),
    )
    expect(replies.every((r) => r.body.error === 0 && r.body.data.status === 'failed')).toBe(true)
    expect(await mainBalance(ctx.app, member.token)).toBe(1000)
    expect((await decide(ctx.app, 'approve', body.data.id)).body).toEqual({
      error: 1,
      message: WITHDRAW_MESSAGES.alreadyRejected,
    })
    expect(await mainBalance(ctx.app, member.token)).toBe(1000)
  })

  it('refuses an unknown withdrawal and malformed ids', async () => {
    expect((await decide(ctx.app, 'approve', 999_999)).body).toEqual({
      error: 2,
      message: WITHDRAW_MESSAGES.notFound,
    })
    expect((await operatorCall(ctx.app, 'withdraw/reject', { withdraw_id: '1' })).status).toBe(400)
  })
})

describe('lists and config are the member’s own', () => {
  it("never shows a member another member's withdrawals", async () => {
    const a = await funded(1000)
    const b = await createMember(ctx.app)
    await withdraw(a.token, 300)
    expect((await get(ctx.app, '/api/member/withdraw/list', b.token)).body.data).toEqual({
      items: [],
      total: 0,
      page: 1,
      page_size: 20,
    })
  })

  it('GET /api/member/withdraw/config answers the limits, the balance and the bank account', async () => {
    const member = await funded(1234.5)
    const { body } = await get(ctx.app, '/api/member/withdraw/config', member.token)
    expect(body).toEqual({
      error: 0,
      data: {
        min_amount: 300,
        max_amount: 100_000,
        daily_max_amount: 300_000,
        daily_max_count: 5,
        today_amount: 0,
        today_count: 0,
        balance: 1234.5,
        bank: {
          bank_code: '014',
          bank_name: 'ไทยพาณิชย์',
          account_no: member.bankAccountNo,
          account_name: 'ทดสอบ สมาชิก',
        },
        turnover: null,
        withdrawable: 1234.5,
        locks: [],
        sub_bank: null,
      },
    })
  })

  it('pages the list newest first', async () => {
    const member = await funded(2000)
    for (const amount of [300, 301, 302]) await withdraw(member.token, amount)
    const page2 = (await get(ctx.app, '/api/member/withdraw/list?page=2&page_size=2', member.token)).body.data
    expect(page2.total).toBe(3)
    expect(page2.items.map((w: { amount: number }) => w.amount)).toEqual([300])
  })
})
