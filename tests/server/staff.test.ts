import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_MESSAGES } from '../../server/modules/staff/messages'
import { STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_MAX_SECONDS } from '../../server/modules/staff/sessions'
import { FORBIDDEN_MESSAGE } from '../../server/plugins/operator'
import { ErrorCode } from '../../src/contract/envelope'
import { EVERY_ROLE, type GrantedRole, roleMayCall, STAFF_ROLES } from '../../src/contract/staff-roles'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { ALL_ENDPOINTS, isStream } from './helpers/hostile'
import { openLive } from './helpers/live'
import { createOrder, mainBalance, operatorCall, postKeyed } from './helpers/money'
import { staffLogin, staffSession, totpCode } from './helpers/staff'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ seed: 'minimal' })
})
afterAll(async () => ctx.close())

const PASSWORD = 'cashier-password-1'

async function auditRows() {
  const result = (await ctx.deps.db.execute(
    sql`select actor, action, target, outcome from operator_audit order by id`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return result.rows
}

describe('back-office login', () => {
  it('asks for the password, then sets up two-factor with a QR secret, then wants a fresh code every login', async () => {
    const made = await operatorCall(ctx.app, 'staff/create', {
      username: 'nok',
      name: 'นก',
      role: 'cashier',
      password: PASSWORD,
    })
    expect(made.body.data).toMatchObject({ username: 'nok', role: 'cashier', totp_enabled: false })

    expect(await staffLogin(ctx.app, { username: 'nok', password: 'wrong-password' })).toEqual({
      error: ErrorCode.REFUSED,
      message: STAFF_MESSAGES.badCredentials,
    })
    const enroll = await staffLogin(ctx.app, { username: 'nok', password: PASSWORD })
    expect(enroll.data).toMatchObject({
      status: 'enroll',
      otpauth_uri: expect.stringContaining('otpauth://totp/'),
    })
    const secret = enroll.data.secret as string
    // Asking again shows the same secret (the app may have scanned it already).
    expect((await staffLogin(ctx.app, { username: 'nok', password: PASSWORD })).data.secret).toBe(secret)
    expect(await staffLogin(ctx.app, { username: 'nok', password: PASSWORD, code: '000000' })).toMatchObject({
      error: ErrorCode.REFUSED,
      message: STAFF_MESSAGES.badCode,
    })

    const code = totpCode(secret, ctx.clock.now())
    const ok = await staffLogin(ctx.app, { username: 'nok', password: PASSWORD, code })
    expect(ok.data).toMatchObject({ status: 'ok', staff: { username: 'nok', totp_enabled: true } })
    const me = await operatorCall(ctx.app, 'staff/me', undefined, ok.data.token)
    expect(me.body.data).toMatchObject({ username: 'nok', role: 'cashier' })

    // The same code is taken: replaying it is refused.
    expect((await staffLogin(ctx.app, { username: 'nok', password: PASSWORD, code })).message).toBe(
      STAFF_MESSAGES.badCode,
    )
    ctx.clock.advance(30_000)
    expect((await staffLogin(ctx.app, { username: 'nok', password: PASSWORD })).data).toEqual({
      status: 'code',
    })
    const next = await staffLogin(ctx.app, {
      username: 'nok',
      password: PASSWORD,
      code: totpCode(secret, ctx.clock.now()),
    })
    expect(next.data.status).toBe('ok')

    // Logging out ends that session only.
    expect((await operatorCall(ctx.app, 'staff/logout', {}, next.data.token)).status).toBe(200)
    expect((await operatorCall(ctx.app, 'staff/me', undefined, next.data.token)).status).toBe(401)
    expect((await operatorCall(ctx.app, 'staff/me', undefined, ok.data.token)).status).toBe(200)
  })

  it('holds an address back after five failures, password or code, and never the staff member elsewhere', async () => {
    const staff = await staffSession(ctx.app, ctx.clock, 'cashier')
    const from = '10.9.9.9'
    for (let i = 0; i < 4; i++)
      expect(
        (await staffLogin(ctx.app, { username: staff.username, password: 'bad-password' }, from)).error,
      ).toBe(ErrorCode.REFUSED)
    // A wrong code counts like a wrong password.
    const wrongCode = await staffLogin(
      ctx.app,
      { username: staff.username, password: staff.password, code: '123456' },
      from,
    )
    expect(wrongCode.error).toBe(ErrorCode.REFUSED)
    const held = await staffLogin(
      ctx.app,
      { username: staff.username, password: staff.password, code: totpCode(staff.secret, ctx.clock.now()) },
      from,
    )
    expect(held.error).toBe(ErrorCode.RATE_LIMITED)
    ctx.clock.advance(30_000)
    const elsewhere = await staffLogin(ctx.app, {
      username: staff.username,
      password: staff.password,
      code: totpCode(staff.secret, ctx.clock.now()),
    })
    expect(elsewhere.data.status).toBe('ok')
  })

  it('ends a session unused for the idle time, and any session after the shift length', async () => {
    const staff = await staffSession(ctx.app, ctx.clock, 'read_only')
    const me = () => operatorCall(ctx.app, 'staff/me', undefined, staff.token)
    // Used every 20 minutes it lives on...
    for (let used = 0; used * 20 * 60 < STAFF_SESSION_MAX_SECONDS - 3600; used++) {
      ctx.clock.advance(20 * 60_000)
      expect((await me()).status).toBe(200)
    }
    // ...but not past the shift length.
    ctx.clock.advance(STAFF_SESSION_MAX_SECONDS * 1000)
    expect((await me()).status).toBe(401)

    ctx.clock.advance(60_000)
    const other = await staffLogin(ctx.app, {
      username: staff.username,
      password: staff.password,
      code: totpCode(staff.secret, ctx.clock.now()),
    })
    expect(other.data.status).toBe('ok')
    ctx.clock.advance((STAFF_SESSION_IDLE_SECONDS + 1) * 1000)
    expect((await operatorCall(ctx.app, 'staff/me', undefined, other.data.token)).status).toBe(401)
  })

  it('turning a staff member off ends their sessions; the last owner stays', async () => {
    const staff = await staffSession(ctx.app, ctx.clock, 'marketing')
    const [row] = (await operatorCall(ctx.app, 'staff/list')).body.data.filter(
      (s: { username: string }) => s.username === staff.username,
    )
    const off = await operatorCall(ctx.app, 'staff/update', { staff_id: row.id, active: false })
    expect(off.body.data.active).toBe(false)
    expect((await operatorCall(ctx.app, 'staff/me', undefined, staff.token)).status).toBe(401)
    const owner = await staffSession(ctx.app, ctx.clock, 'owner')
    const owners = (await operatorCall(ctx.app, 'staff/list')).body.data.filter(
      (s: { role: string; active: boolean }) => s.role === 'owner' && s.active,
    )
    expect(owners).toHaveLength(1)
    const demote = await operatorCall(
      ctx.app,
      'staff/update',
      { staff_id: owners[0].id, role: 'cashier' },
      owner.token,
    )
    expect(demote.body.message).toBe(STAFF_MESSAGES.lastOwner)
  })
})

describe('roles × operator calls', () => {
  // Every role × every operator call: the sweep grows with the contract, so it gets minutes, not 30 s.
  it('lets each role make exactly the operator calls its definition grants (403 otherwise); a member token none', async () => {
    const member = await createMember(ctx.app)
    const tokens = new Map<string, string>()
    for (const role of STAFF_ROLES) tokens.set(role, (await staffSession(ctx.app, ctx.clock, role)).token)
    const operatorCalls = ALL_ENDPOINTS.filter((e) => e.def.auth === 'operator')
    expect(operatorCalls.length).toBeGreaterThan(30)
    for (const e of operatorCalls) {
      const granted = e.def.roles as readonly GrantedRole[]
      expect(Array.isArray(granted), `${e.url} declares its roles`).toBe(true)
      for (const role of STAFF_ROLES) {
        const allowed = roleMayCall(role, granted)
        // An allowed stream would stay open: its grant is checked by the desk test below.
        if (allowed && isStream(e)) continue
        const response = await ctx.app.inject({
          method: e.def.method,
          url: e.url,
          headers: { authorization: `Bearer ${tokens.get(role)}`, 'content-type': 'application/json' },
          // Past the guard, a malformed body is a 400 and changes nothing.
          ...(e.def.method === 'POST' ? { payload: '[]' } : {}),
        })
        const label = `${role} ${e.def.method} ${e.url}`
        if (allowed) expect([200, 400], label).toContain(response.statusCode)
        else {
          expect(response.statusCode, label).toBe(403)
          expect(response.json(), label).toEqual({ error: ErrorCode.FORBIDDEN, message: FORBIDDEN_MESSAGE })
        }
      }
      const asMember = await ctx.app.inject({
        method: e.def.method,
        url: e.url,
        headers: { authorization: `Bearer ${member.token}` },
        ...(e.def.method === 'POST' ? { payload: {} } : {}),
      })
      expect(asMember.statusCode, `member ${e.url}`).toBe(401)
    }
    // Every role may see who it is; only the owner manages staff.
    expect(
      EVERY_ROLE.every((role) =>
        roleMayCall(role, ALL_ENDPOINTS.find((e) => e.name === 'operatorStaffMe')?.def.roles ?? []),
      ),
    ).toBe(true)
  }, 180_000)
})

describe('the money desk', () => {
  it("a cashier confirms a member's deposit: the audit names the cashier, and the live queue heard the order", async () => {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
    const cashier = await staffSession(ctx.app, ctx.clock, 'cashier', 'kaew')
    const desk = await openLive(base, cashier.token, '/api/operator/live')
    try {
      const member = await createMember(ctx.app)
      const order = await createOrder(ctx.app, member.token, 300)
      await desk.waitFor((frames) => frames.some((f) => f.event === 'queue'))
      expect(desk.frames.find((f) => f.event === 'queue')?.data).toEqual({
        kind: 'deposit',
        id: order.id,
        status: 'pending',
      })
      const pending = await operatorCall(ctx.app, 'payment/pending', undefined, cashier.token)
      expect(pending.body.data[0]).toMatchObject({ id: order.id, member_id: member.user.id })
      const context = await operatorCall(
        ctx.app,
        `member/context?member_id=${member.user.id}`,
        undefined,
        cashier.token,
      )
      expect(context.body.data).toMatchObject({
        id: member.user.id,
        phone: member.user.phone,
        deposits: [expect.objectContaining({ id: order.id, status: 'pending' })],
        bank: expect.objectContaining({ account_no: member.user.bank.account_no }),
      })

      const before = (await auditRows()).length
      const confirmed = await operatorCall(ctx.app, 'payment/confirm', { order_id: order.id }, cashier.token)
      expect(confirmed.body.data.status).toBe('paid')
      expect(await mainBalance(ctx.app, member.token)).toBe(300)
      await desk.waitFor((frames) =>
        frames.some((f) => f.event === 'queue' && (f.data as { status: string }).status === 'paid'),
      )
      expect((await auditRows()).slice(before)).toEqual([
        {
          actor: 'staff:kaew',
          action: 'payment.confirm',
          target: `payment_order:${order.id}`,
          outcome: 'ok',
        },
      ])

      // The audit trail finds it by the cashier and by the member (whose deposit it was), not by another member.
      const byStaff = await operatorCall(ctx.app, 'audit?actor=staff:kaew&action=payment.confirm')
      expect(byStaff.body.data.items).toEqual([
        expect.objectContaining({ actor: 'staff:kaew', target: `payment_order:${order.id}`, outcome: 'ok' }),
      ])
      const byMember = await operatorCall(ctx.app, `audit?member_id=${member.user.id}`)
      expect(byMember.body.data.items.map((row: { target: string }) => row.target)).toEqual([
        `payment_order:${order.id}`,
      ])
      const other = await createMember(ctx.app)
      expect((await operatorCall(ctx.app, `audit?member_id=${other.user.id}`)).body.data.items).toEqual([])

      // A withdrawal is decided once: the cashier approves, a second decision is refused, nothing moves twice.
      const withdrawal = await postKeyed(ctx.app, '/api/member/withdraw', { amount: 300 }, member.token)
      const queue = await operatorCall(ctx.app, 'withdraw/pending', undefined, cashier.token)
      expect(queue.body.data[0]).toMatchObject({ id: withdrawal.body.data.id, member_id: member.user.id })
      const approved = await operatorCall(
        ctx.app,
        'withdraw/approve',
        { withdraw_id: withdrawal.body.data.id },
        cashier.token,
      )
      expect(approved.body.data.status).toBe('success')
      const again = await operatorCall(
        ctx.app,
        'withdraw/reject',
        { withdraw_id: withdrawal.body.data.id },
        cashier.token,
      )
      expect(again.body.error).not.toBe(0)
      expect(await mainBalance(ctx.app, member.token)).toBe(0)

      // A deposit whose money never came: rejected, it can no longer be confirmed.
      const unpaid = await createOrder(ctx.app, member.token, 100)
      const rejected = await operatorCall(ctx.app, 'payment/reject', { order_id: unpaid.id }, cashier.token)
      expect(rejected.body.data.status).not.toBe('pending')
      expect(
        (await operatorCall(ctx.app, 'payment/confirm', { order_id: unpaid.id }, cashier.token)).body.error,
      ).not.toBe(0)
      expect(await mainBalance(ctx.app, member.token)).toBe(0)
    } finally {
      desk.close()
    }
  })

  it('works without OPERATOR_TOKEN: staff sessions only, the token and members refused', async () => {
    const off = await setupApp({ config: { operatorToken: null }, seed: 'minimal' })
    try {
      const member = await createMember(off.app)
      for (const token of [member.token, TEST_OPERATOR_TOKEN])
        expect((await operatorCall(off.app, 'payment/pending', undefined, token)).status).toBe(401)
      expect(await mainBalance(off.app, member.token)).toBe(0)
    } finally {
      await off.close()
    }
  })
})
