import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_MESSAGES } from '../../server/modules/payment/messages'
import { operatorId } from '../../server/plugins/operator'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { createOrder, deposit, mainBalance, operatorCall, postKeyed } from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterAll(async () => ctx.close())

const OPERATOR_PATHS: [string, Record<string, unknown> | undefined][] = [
  ['payment/confirm', { order_id: 1 }],
  ['payment/confirm_newest', {}],
  ['payment/pending', undefined],
  ['withdraw/approve', { withdraw_id: 1 }],
  ['withdraw/reject', { withdraw_id: 1 }],
  ['outbox', undefined],
]

async function auditRows() {
  const result = (await ctx.deps.db.execute(
    sql`select actor, action, target, before, after, outcome from operator_audit order by id`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

describe('operator API', () => {
  it("refuses a member's own token, a wrong token and no token on every operator call (401)", async () => {
    const member = await createMember(ctx.app)
    const order = await createOrder(ctx.app, member.token, 500)
    for (const [path, payload] of OPERATOR_PATHS) {
      for (const token of [member.token, `${TEST_OPERATOR_TOKEN}x`, '']) {
        const { status } = await operatorCall(ctx.app, path, payload, token)
        expect(status, `${path} with ${token.slice(0, 8)}`).toBe(401)
      }
    }
    // Not even a malformed body gets past the token check.
    expect((await operatorCall(ctx.app, 'payment/confirm', { order_id: 'x' }, member.token)).status).toBe(401)
    expect(await mainBalance(ctx.app, member.token)).toBe(0)
    expect((await operatorCall(ctx.app, 'payment/pending')).body.data[0]).toMatchObject({
      id: order.id,
      member_id: member.user.id,
    })
  })

  it('without OPERATOR_TOKEN no token opens it (only back-office staff sessions do): 401, and members cannot credit themselves', async () => {
    const off = await setupApp({ config: { operatorToken: null }, seed: 'minimal' })
    try {
      const member = await createMember(off.app)
      const order = await createOrder(off.app, member.token, 500)
      for (const [path, payload] of OPERATOR_PATHS) {
        for (const token of [member.token, TEST_OPERATOR_TOKEN]) {
          expect((await operatorCall(off.app, path, payload, token)).status, path).toBe(401)
        }
      }
      for (const url of ['/api/sandbox/payment/confirm', '/api/sandbox/withdraw/approve']) {
        const response = await off.app.inject({
          method: 'POST',
          url,
          payload: { order_id: order.id, withdraw_id: 1 },
          headers: { authorization: `Bearer ${member.token}` },
        })
        expect(response.statusCode, url).toBe(404)
      }
      expect(await mainBalance(off.app, member.token)).toBe(0)
    } finally {
      await off.close()
    }
  })

  it('writes who, what, when, before and after of every action to the audit', async () => {
    const member = await createMember(ctx.app)
    const order = await createOrder(ctx.app, member.token, 500)
    const before = (await auditRows()).length
    const confirmed = await operatorCall(ctx.app, 'payment/confirm', { order_id: order.id })
    expect(confirmed.body.data.status).toBe('paid')
    const withdrawal = await postKeyed(ctx.app, '/api/member/withdraw', { amount: 300 }, member.token)
    expect(withdrawal.body.error, withdrawal.body.message).toBe(0)
    await operatorCall(ctx.app, 'withdraw/reject', { withdraw_id: withdrawal.body.data.id })
    await operatorCall(ctx.app, 'payment/confirm', { order_id: 999_999 })
    const rows = (await auditRows()).slice(before)
    expect(rows).toEqual([
      {
        actor: operatorId(TEST_OPERATOR_TOKEN),
        action: 'payment.confirm',
        target: `payment_order:${order.id}`,
        before: expect.objectContaining({ status: 'pending', amount: 500 }),
        after: expect.objectContaining({ status: 'paid', amount: 500 }),
        outcome: 'ok',
      },
      {
        actor: operatorId(TEST_OPERATOR_TOKEN),
        action: 'withdraw.reject',
        target: `withdrawal:${withdrawal.body.data.id}`,
        before: expect.objectContaining({ status: 'waiting' }),
        after: expect.objectContaining({ status: 'failed' }),
        outcome: 'ok',
      },
      {
        actor: operatorId(TEST_OPERATOR_TOKEN),
        action: 'payment.confirm',
        target: 'payment_order:999999',
        before: null,
        after: null,
        outcome: PAYMENT_MESSAGES.orderNotFound,
      },
    ])
    expect(JSON.stringify(await auditRows())).not.toContain(TEST_OPERATOR_TOKEN)
  })

  it('confirms the newest open order with one call (the demo curl line)', async () => {
    const member = await createMember(ctx.app)
    const order = await createOrder(ctx.app, member.token, 200)
    const { body } = await operatorCall(ctx.app, 'payment/confirm_newest', {})
    expect(body.data).toMatchObject({ id: order.id, status: 'paid' })
    expect(await mainBalance(ctx.app, member.token)).toBe(200)
    await deposit(ctx.app, member.token, 100)
    expect(await mainBalance(ctx.app, member.token)).toBe(300)
  })
})
