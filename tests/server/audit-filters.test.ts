import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { operatorId } from '../../server/plugins/operator'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember, login, type TestMember } from './helpers/factories'
import { createOrder, decide, deposit, operatorCall, postKeyed } from './helpers/money'
import { staffSession } from './helpers/staff'

let ctx: TestContext
let alice: TestMember
let bob: TestMember
let cashier: string

beforeAll(async () => {
  ctx = await setupApp({ seed: 'minimal' })
  alice = await createMember(ctx.app)
  bob = await createMember(ctx.app)
  cashier = (await staffSession(ctx.app, ctx.clock, 'cashier', 'kaew')).token
})
afterAll(async () => ctx.close())

const trail = async (query: string) =>
  (await operatorCall(ctx.app, `audit?${query}`)).body.data.items as {
    action: string
    target: string
    actor: string
  }[]

describe('the audit filters: staff member, action, member and Bangkok dates', () => {
  it("finds a member's deposit, withdrawal and the actions on the member; by staff, by action; the choices list both", async () => {
    // 2026-01-15 12:00 in Bangkok: the cashier confirms alice's deposit; the token confirms bob's.
    const order = await createOrder(ctx.app, alice.token, 500)
    expect((await operatorCall(ctx.app, 'payment/confirm', { order_id: order.id }, cashier)).body.error).toBe(
      0,
    )
    await deposit(ctx.app, bob.token, 400)

    // The next day (Bangkok): alice's withdrawal is paid and she is given a time-out.
    ctx.clock.set('2026-01-16T03:00:00.000Z')
    alice.token = await login(ctx.app, alice.phone, alice.password)
    const asked = await postKeyed(ctx.app, '/api/member/withdraw', { amount: 300 }, alice.token)
    expect(asked.body.error, asked.body.message).toBe(0)
    expect((await decide(ctx.app, 'approve', asked.body.data.id)).body.error).toBe(0)
    const blocked = await operatorCall(ctx.app, 'member/responsible/block', {
      member_id: alice.user.id,
      kind: 'timeout',
      period: '24h',
    })
    expect(blocked.body.error, blocked.body.message).toBe(0)

    const byAlice = await trail(`member_id=${alice.user.id}`)
    expect(byAlice.map((r) => [r.action, r.target])).toEqual([
      ['responsible.block', `member:${alice.user.id}`],
      ['withdraw.approve', `withdrawal:${asked.body.data.id}`],
      ['payment.confirm', `payment_order:${order.id}`],
    ])
    expect((await trail(`member_id=${bob.user.id}`)).map((r) => r.action)).toEqual(['payment.confirm'])

    expect((await trail('actor=staff:kaew')).map((r) => [r.action, r.target])).toEqual([
      ['payment.confirm', `payment_order:${order.id}`],
    ])
    expect((await trail('action=payment.confirm')).map((r) => r.actor)).toEqual([
      operatorId(TEST_OPERATOR_TOKEN),
      'staff:kaew',
    ])

    // Bangkok days: the 16th began at 2026-01-15T17:00Z.
    const day16 = 'from=2026-01-15T17:00:00.000Z&to=2026-01-16T16:59:59.999Z'
    expect((await trail(day16)).map((r) => r.action)).toEqual(['responsible.block', 'withdraw.approve'])
    expect(await trail(`${day16}&member_id=${bob.user.id}`)).toEqual([])

    const choices = (await operatorCall(ctx.app, 'audit/choices')).body.data
    expect(choices.actors).toEqual([operatorId(TEST_OPERATOR_TOKEN), 'staff:kaew'].sort())
    expect(choices.actions).toEqual(
      expect.arrayContaining(['payment.confirm', 'responsible.block', 'staff.create', 'withdraw.approve']),
    )
    expect(choices.actions).toEqual([...choices.actions].sort())
  })
})
