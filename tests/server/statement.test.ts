import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { STATEMENT_MESSAGES } from '../../server/modules/statement/service'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { decide, deposit, postKeyed } from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const statement = async (token: string, query = '') =>
  (await get(ctx.app, `/api/member/statement${query}`, token)).body
const withdraw = (token: string, amount: number) =>
  postKeyed(ctx.app, '/api/member/withdraw', { amount }, token, randomUUID())

describe('GET /api/member/statement', () => {
  it('lists deposits, withdrawals and credit-backs newest first with Thai labels and balance after', async () => {
    ctx.clock.set('2026-02-10T03:00:00.000Z') // 10:00 in Bangkok
    const member = await createMember(ctx.app)
    expect(await statement(member.token)).toEqual({
      error: 0,
      data: { items: [], total: 0, page: 1, page_size: 20 },
    })
    await deposit(ctx.app, member.token, 1000)
    ctx.clock.advance(60_000)
    const first = (await withdraw(member.token, 300)).body.data
    ctx.clock.advance(60_000)
    await decide(ctx.app, 'reject', first.id)
    ctx.clock.advance(60_000)
    const second = (await withdraw(member.token, 400)).body.data
    await decide(ctx.app, 'approve', second.id)
    const { error, data } = await statement(member.token)
    expect(error).toBe(0)
    expect(data.total).toBe(4)
    expect(
      data.items.map((e: Record<string, unknown>) => [e.type, e.label, e.amount, e.balance_after]),
    ).toEqual([
      ['withdraw', 'ถอนเงิน', -400, 600],
      ['withdraw_refund', 'คืนเงินถอน (ถอนไม่สำเร็จ)', 300, 1000],
      ['withdraw', 'ถอนเงิน', -300, 700],
      ['deposit', 'ฝากเงิน', 1000, 1000],
    ])
    expect(data.items[0]).toEqual({
      id: expect.any(Number),
      type: 'withdraw',
      label: 'ถอนเงิน',
      detail: null,
      amount: -400,
      balance_after: 600,
      wallet_id: expect.any(Number),
      wallet_name: 'กระเป๋าหลัก',
      wallet_type_id: 1,
      created_at: '2026-02-10T03:03:00.000Z',
    })
  })

  it('filters by type and by Asia/Bangkok days, and pages', async () => {
    ctx.clock.set('2026-02-11T16:30:00.000Z') // 23:30 on 11 Feb in Bangkok
    const member = await createMember(ctx.app)
    await deposit(ctx.app, member.token, 500)
    ctx.clock.set('2026-02-11T17:30:00.000Z') // 00:30 on 12 Feb in Bangkok
    await deposit(ctx.app, member.token, 600)
    await withdraw(member.token, 300)
    const deposits = await statement(member.token, '?type=deposit')
    expect(deposits.data.items.map((e: { amount: number }) => e.amount)).toEqual([600, 500])
    const day11 = await statement(member.token, '?from=2026-02-11&to=2026-02-11')
    expect(day11.data.items.map((e: { amount: number }) => e.amount)).toEqual([500])
    const day12 = await statement(member.token, '?from=2026-02-12')
    expect(day12.data.items.map((e: { amount: number }) => e.amount)).toEqual([-300, 600])
    expect((await statement(member.token, '?to=2026-02-10')).data.total).toBe(0)
    const page = await statement(member.token, '?page=2&page_size=2')
    expect(page.data).toMatchObject({ total: 3, page: 2, page_size: 2 })
    expect(page.data.items.map((e: { amount: number }) => e.amount)).toEqual([500])
  })

  it('shows the demo member the opening balance', async () => {
    const token = await login(ctx.app, '0800000001', 'demo1234')
    const { data } = await statement(token)
    expect(data.items.at(-1)).toMatchObject({
      type: 'opening',
      label: 'ยอดยกมา',
      amount: 1000,
      balance_after: 1000,
    })
  })

  it("never shows a member another member's entries", async () => {
    const a = await createMember(ctx.app)
    const b = await createMember(ctx.app)
    await deposit(ctx.app, a.token, 700)
    expect((await statement(b.token)).data.total).toBe(0)
    expect((await statement(a.token)).data.total).toBe(1)
  })

  it('refuses impossible dates and reversed ranges; 400 for malformed queries; 401 without a token', async () => {
    const member = await createMember(ctx.app)
    expect(await statement(member.token, '?from=2026-02-31')).toEqual({
      error: 1,
      message: STATEMENT_MESSAGES.badDate,
    })
    expect(await statement(member.token, '?from=2026-02-12&to=2026-02-11')).toEqual({
      error: 1,
      message: STATEMENT_MESSAGES.badRange,
    })
    for (const query of ['?from=12/02/2026', '?type=DROP%20TABLE', '?page=0', '?page_size=101', '?page=x']) {
      expect((await get(ctx.app, `/api/member/statement${query}`, member.token)).status, query).toBe(400)
    }
    expect((await get(ctx.app, '/api/member/statement')).status).toBe(401)
  })
})
