import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lineAccounts } from '../../server/db/schema'
import { AUTH_MESSAGES } from '../../server/modules/auth/messages'
import { loginAsLineUser } from '../../server/modules/line/service'
import { STAFF_MESSAGES } from '../../server/modules/staff/messages'
import { IDEMPOTENCY_MESSAGES } from '../../server/modules/wallet/idempotency'
import { ErrorCode } from '../../src/contract/envelope'
import { LEDGER_KIND_LABELS } from '../../src/contract/ledger'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { createBill, fund, line, openRound } from './helpers/lotto'
import { mainBalance, operatorCall, postKeyed } from './helpers/money'
import { queryRows } from './helpers/seamless'
import { staffSession } from './helpers/staff'

/**
 * The back office's members desk (server side): search, a member's page, lock and unlock, a
 * password-reset code, manual balance adjustments within the staff member's limit. Which role may
 * call which is swept by staff.test.ts from the contract.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterAll(async () => ctx.close())

const ADJUST = '/api/operator/member/adjust'
const adjust = (body: Record<string, unknown>, token = TEST_OPERATOR_TOKEN, key: string = randomUUID()) =>
  postKeyed(ctx.app, ADJUST, body, token, key)
const credit = (member: TestMember, amount: number, extra: Record<string, unknown> = {}) => ({
  member_id: member.user.id,
  wallet_type_id: 1,
  direction: 'credit',
  amount,
  reason: 'ชดเชยยอดฝากตกหล่น',
  ...extra,
})
const debit = (member: TestMember, amount: number) => ({ ...credit(member, amount), direction: 'debit' })

async function auditOf(target: string) {
  return queryRows<{ actor: string; action: string; outcome: string; before: unknown; after: unknown }>(
    ctx.deps,
    sql`select actor, action, outcome, before, after from operator_audit where target = ${target} order by id`,
  )
}

const adjustmentRows = async (memberId: number) =>
  (
    await queryRows<{ n: string }>(
      ctx.deps,
      sql`select count(*)::text as n from ledger_transactions where kind = 'adjust' and member_id = ${memberId}`,
    )
  )[0].n

describe('search', () => {
  it('finds a member by phone, name, bank account or LINE name, newest first, 20 a page', async () => {
    const somchai = await createMember(ctx.app, { bank_account_name: 'สมชาย ใจดีมาก' })
    const other = await createMember(ctx.app)
    await ctx.deps.db.insert(lineAccounts).values({
      memberId: other.user.id,
      lineUserId: `U${randomUUID().replaceAll('-', '')}`,
      displayName: 'Noknoi 99',
      linkedAt: ctx.clock.now(),
    })
    const search = async (q: string, page?: number) =>
      (await operatorCall(ctx.app, `member/search?q=${encodeURIComponent(q)}${page ? `&page=${page}` : ''}`))
        .body
    const byPhone = await search(somchai.phone.slice(2))
    expect(byPhone.data.items.map((m: { id: number }) => m.id)).toEqual([somchai.user.id])
    expect(byPhone.data.items[0]).toMatchObject({
      phone: somchai.phone,
      full_name: 'สมชาย ใจดีมาก',
      locked: false,
      bank_account_no: somchai.bankAccountNo,
      bank_code: '014',
      line_name: null,
    })
    expect((await search('ใจดีมาก')).data.items.map((m: { id: number }) => m.id)).toEqual([somchai.user.id])
    // A bank account typed with dashes.
    const account = somchai.bankAccountNo
    const dashed = `${account.slice(0, 3)}-${account.slice(3, 4)}-${account.slice(4)}`
    expect((await search(dashed)).data.items.map((m: { id: number }) => m.id)).toEqual([somchai.user.id])
    const byLine = await search('noknoi')
    expect(byLine.data.items).toMatchObject([{ id: other.user.id, line_name: 'Noknoi 99' }])
    // LIKE wildcards typed by staff match themselves, not everyone.
    expect((await search('%')).data).toMatchObject({ items: [], total: 0 })

    // An empty query lists every member, newest first, a page at a time.
    for (let i = 0; i < 20; i++) await createMember(ctx.app)
    const first = await search('')
    expect(first.data).toMatchObject({ page: 1, page_size: 20 })
    expect(first.data.items).toHaveLength(20)
    expect(first.data.total).toBeGreaterThanOrEqual(22)
    const ids = first.data.items.map((m: { id: number }) => m.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const second = await search('', 2)
    expect(second.data.items[0].id).toBeLessThan(ids.at(-1))
  })

  it('read-only staff may search and read a member; a lottery clerk may not', async () => {
    const member = await createMember(ctx.app)
    const reader = await staffSession(ctx.app, ctx.clock, 'read_only')
    const found = await operatorCall(ctx.app, `member/search?q=${member.phone}`, undefined, reader.token)
    expect(found.body.data.items).toHaveLength(1)
    for (const path of ['context', 'statement', 'bills', 'promotions', 'logins'])
      expect(
        (await operatorCall(ctx.app, `member/${path}?member_id=${member.user.id}`, undefined, reader.token))
          .status,
      ).toBe(200)
    const lottery = await staffSession(ctx.app, ctx.clock, 'lottery')
    expect((await operatorCall(ctx.app, `member/search?q=1`, undefined, lottery.token)).status).toBe(403)
    // Read-only staff act on nobody.
    const lock = await operatorCall(
      ctx.app,
      'member/lock',
      { member_id: member.user.id, locked: true, reason: 'ทดสอบสิทธิ์' },
      reader.token,
    )
    expect(lock.status).toBe(403)
  })

  it('refuses a query past 60 characters, and an unknown member is "not found" on every read', async () => {
    expect((await operatorCall(ctx.app, `member/search?q=${'1'.repeat(61)}`)).status).toBe(400)
    for (const path of ['context', 'statement', 'bills', 'promotions', 'logins'])
      expect((await operatorCall(ctx.app, `member/${path}?member_id=999999`)).body).toEqual({
        error: ErrorCode.NOT_FOUND,
        message: STAFF_MESSAGES.memberNotFound,
      })
  })
})

describe("a member's page", () => {
  it('shows the statement, bills, promotions and logins (how and from where)', async () => {
    const member = await createMember(ctx.app)
    await fund(ctx.deps, member, 500)
    const round = await openRound(ctx, 'hanoi')
    const bill = await createBill(ctx.app, member.token, round.id, [line('2top', '12', 10)])
    expect(bill.body.error, bill.body.message).toBe(0)
    await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: member.phone, password: member.password },
      remoteAddress: '10.20.30.40',
    })
    const id = member.user.id
    const statement = (await operatorCall(ctx.app, `member/statement?member_id=${id}`)).body.data
    expect(statement.items.map((e: { type: string }) => e.type)).toEqual(['bet', 'deposit'])
    const bills = (await operatorCall(ctx.app, `member/bills?member_id=${id}`)).body.data
    expect(bills.items).toMatchObject([{ id: bill.body.data.id }])
    expect((await operatorCall(ctx.app, `member/promotions?member_id=${id}`)).body.data).toEqual([])
    const logins = (await operatorCall(ctx.app, `member/logins?member_id=${id}`)).body.data
    expect(logins).toMatchObject([
      { method: 'password', address: '10.20.30.40', ended_at: null },
      { method: 'register', address: null, ended_at: null },
    ])
    const context = (await operatorCall(ctx.app, `member/context?member_id=${id}`)).body.data
    expect(context).toMatchObject({ id, locked_at: null, locked_reason: null, line: null })
  })
})

describe('lock and unlock', () => {
  it('ends the sessions at once with a Thai message, refuses logins (password and LINE), audited with the reason', async () => {
    const member = await createMember(ctx.app)
    const lineUserId = `U${randomUUID().replaceAll('-', '')}`
    await ctx.deps.db
      .insert(lineAccounts)
      .values({ memberId: member.user.id, lineUserId, displayName: 'Lock Me', linkedAt: ctx.clock.now() })
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(200)
    const cashier = await staffSession(ctx.app, ctx.clock, 'cashier')
    const locked = await operatorCall(
      ctx.app,
      'member/lock',
      { member_id: member.user.id, locked: true, reason: '  บัญชีต้องสงสัยทุจริต  ' },
      cashier.token,
    )
    expect(locked.body.data).toMatchObject({ member_id: member.user.id, locked_reason: 'บัญชีต้องสงสัยทุจริต' })
    expect(locked.body.data.locked_at).not.toBeNull()

    // The session that was live is refused with the lock's message.
    const refused = await get(ctx.app, '/api/get_user_info', member.token)
    expect(refused.status).toBe(401)
    expect(refused.body).toEqual({ error: ErrorCode.UNAUTHORIZED, message: AUTH_MESSAGES.locked })
    const again = await post(ctx.app, '/api/login', { username: member.phone, password: member.password })
    expect(again.body).toEqual({ error: ErrorCode.REFUSED, message: AUTH_MESSAGES.locked })
    // A wrong password still says only that.
    const wrong = await post(ctx.app, '/api/login', { username: member.phone, password: 'wrong password' })
    expect(wrong.body.message).toBe(AUTH_MESSAGES.badCredentials)
    expect(await loginAsLineUser(ctx.deps, { lineUserId, displayName: 'Lock Me' }, null)).toEqual({
      ok: false,
      error: ErrorCode.REFUSED,
      message: AUTH_MESSAGES.locked,
    })
    const context = (await operatorCall(ctx.app, `member/context?member_id=${member.user.id}`)).body.data
    expect(context).toMatchObject({ locked_reason: 'บัญชีต้องสงสัยทุจริต', line: { display_name: 'Lock Me' } })
    const found = await operatorCall(ctx.app, `member/search?q=${member.phone}`)
    expect(found.body.data.items[0].locked).toBe(true)

    // Locking again changes nothing.
    const twice = await operatorCall(ctx.app, 'member/lock', {
      member_id: member.user.id,
      locked: true,
      reason: 'ซ้ำ ซ้ำ',
    })
    expect(twice.body).toEqual({ error: ErrorCode.REFUSED, message: STAFF_MESSAGES.alreadyLocked })

    const unlocked = await operatorCall(ctx.app, 'member/lock', {
      member_id: member.user.id,
      locked: false,
      reason: 'ตรวจสอบแล้ว ไม่พบปัญหา',
    })
    expect(unlocked.body.data).toEqual({ member_id: member.user.id, locked_at: null, locked_reason: null })
    const back = await post(ctx.app, '/api/login', { username: member.phone, password: member.password })
    expect(back.body.error, back.body.message).toBe(0)

    const audit = await auditOf(`member:${member.user.id}`)
    expect(audit.map((a) => [a.actor, a.action, a.outcome])).toEqual([
      [`staff:${cashier.username}`, 'member.lock', 'ok'],
      [expect.stringMatching(/^operator:/), 'member.lock', STAFF_MESSAGES.alreadyLocked],
      [expect.stringMatching(/^operator:/), 'member.unlock', 'ok'],
    ])
    expect(audit[0].before).toEqual({ member_id: member.user.id, locked_at: null, locked_reason: null })
  })

  it('wants a reason of at least 3 characters and an existing member; nothing changes otherwise', async () => {
    const member = await createMember(ctx.app)
    const short = await operatorCall(ctx.app, 'member/lock', {
      member_id: member.user.id,
      locked: true,
      reason: '  ab ',
    })
    expect(short.body).toEqual({ error: ErrorCode.REFUSED, message: STAFF_MESSAGES.shortReason })
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(200)
    const nobody = await operatorCall(ctx.app, 'member/lock', {
      member_id: 999999,
      locked: true,
      reason: 'ไม่มีตัวตน',
    })
    expect(nobody.body).toEqual({ error: ErrorCode.NOT_FOUND, message: STAFF_MESSAGES.memberNotFound })
    const notLocked = await operatorCall(ctx.app, 'member/lock', {
      member_id: member.user.id,
      locked: false,
      reason: 'ปลดล็อก',
    })
    expect(notLocked.body.message).toBe(STAFF_MESSAGES.notLocked)
    expect(
      (await operatorCall(ctx.app, 'member/lock', { member_id: member.user.id, locked: true })).status,
    ).toBe(400)
  })
})

describe('a password-reset code', () => {
  it('goes to the member phone like "forgot password", and the member sets a new password with it', async () => {
    const member = await createMember(ctx.app)
    const cashier = await staffSession(ctx.app, ctx.clock, 'cashier')
    const sent = await operatorCall(
      ctx.app,
      'member/reset_code',
      { member_id: member.user.id },
      cashier.token,
    )
    expect(sent.body.data).toEqual({
      expires_in: 300,
      sent_to: `${member.phone.slice(0, 2)}x-xxx-x${member.phone.slice(-3)}`,
    })
    const outbox = await operatorCall(ctx.app, `outbox?phone=${member.phone}`)
    const code = /\b(\d{6})\b/.exec(outbox.body.data[0].body)?.[1] as string
    const reset = await post(ctx.app, '/api/reset_password_v2', {
      phone: member.phone,
      code,
      new_password: 'a brand new password',
    })
    expect(reset.body.error, reset.body.message).toBe(0)
    const again = await post(ctx.app, '/api/login', {
      username: member.phone,
      password: 'a brand new password',
    })
    expect(again.body.error).toBe(0)
    const audit = await auditOf(`member:${member.user.id}`)
    expect(audit).toMatchObject([
      { actor: `staff:${cashier.username}`, action: 'member.reset_code', outcome: 'ok' },
    ])
    // The audit keeps where it went, never the code.
    expect(JSON.stringify(audit)).not.toContain(code)
  })
})

describe('manual balance adjustment', () => {
  it('stays within the limit an owner sets (0 = none); the limit alone leaves sessions running', async () => {
    const member = await createMember(ctx.app)
    const cashier = await staffSession(ctx.app, ctx.clock, 'cashier')
    const none = await adjust(credit(member, 10), cashier.token)
    expect(none.body).toEqual({ error: ErrorCode.REFUSED, message: STAFF_MESSAGES.noLimit })

    const list = (await operatorCall(ctx.app, 'staff/list')).body.data as { id: number; username: string }[]
    const row = list.find((s) => s.username === cashier.username) as { id: number }
    const badLimit = await operatorCall(ctx.app, 'staff/update', { staff_id: row.id, adjust_limit: 1.005 })
    expect(badLimit.body).toEqual({ error: ErrorCode.REFUSED, message: STAFF_MESSAGES.badLimit })
    const set = await operatorCall(ctx.app, 'staff/update', { staff_id: row.id, adjust_limit: 100 })
    expect(set.body.data).toMatchObject({ adjust_limit: 100, active: true })
    // The cashier's session still works, with the new limit.
    const over = await adjust(credit(member, 100.01), cashier.token)
    expect(over.body).toEqual({ error: ErrorCode.REFUSED, message: STAFF_MESSAGES.overLimit(10_000n) })
    expect(over.body.message).toBe('เกินวงเงินปรับยอดของคุณ (สูงสุด 100.00 บาท ต่อครั้ง)')
    const done = await adjust(credit(member, 100), cashier.token)
    expect(done.body.data).toMatchObject({ amount: 100, balance_after: 100, wallet_type_id: 1 })
    expect(await mainBalance(ctx.app, member.token)).toBe(100)
    const owner = await staffSession(ctx.app, ctx.clock, 'owner')
    // An owner is held to their own limit too (0 until set).
    expect((await adjust(credit(member, 1), owner.token)).body.message).toBe(STAFF_MESSAGES.noLimit)
    const audit = await auditOf(`member:${member.user.id}`)
    expect(audit.map((a) => [a.actor, a.outcome])).toEqual([
      [`staff:${cashier.username}`, STAFF_MESSAGES.noLimit],
      [`staff:${cashier.username}`, STAFF_MESSAGES.overLimit(10_000n)],
      [`staff:${cashier.username}`, 'ok'],
      [`staff:${owner.username}`, STAFF_MESSAGES.noLimit],
    ])
    expect(audit[2].after).toMatchObject({ amount: 100, reason: 'ชดเชยยอดฝากตกหล่น' })
  })

  it("shows in the member's statement with its Thai label, never the staff reason", async () => {
    const member = await createMember(ctx.app)
    await adjust(credit(member, 40))
    await adjust(debit(member, 15))
    const { body } = await get(ctx.app, '/api/member/statement', member.token)
    const items = body.data.items as { label: string; amount: number; detail: unknown }[]
    expect(items.map((i) => [i.label, i.amount, i.detail])).toEqual([
      [LEDGER_KIND_LABELS.adjust, -15, null],
      [LEDGER_KIND_LABELS.adjust, 40, null],
    ])
    expect(LEDGER_KIND_LABELS.adjust).toBe('ปรับยอดโดยเจ้าหน้าที่')
    expect(await mainBalance(ctx.app, member.token)).toBe(25)
    await assertLedgerInvariants(ctx.deps.db)
  })

  it('refuses bad input in Thai and changes nothing', async () => {
    const member = await createMember(ctx.app)
    await adjust(credit(member, 20))
    const cases: [Record<string, unknown>, string][] = [
      [credit(member, 0), STAFF_MESSAGES.badAmount],
      [credit(member, -5), STAFF_MESSAGES.badAmount],
      [credit(member, 1.001), STAFF_MESSAGES.badAmount],
      [credit(member, 5, { reason: ' x ' }), STAFF_MESSAGES.shortReason],
      [debit(member, 20.01), STAFF_MESSAGES.notEnough],
      [credit(member, 5, { member_id: 999999 }), STAFF_MESSAGES.memberNotFound],
    ]
    for (const [body, message] of cases) {
      const { body: reply } = await adjust(body)
      expect(reply.message, JSON.stringify(body)).toBe(message)
    }
    // Schema refusals (unknown wallet type, missing reason, no key) are 400 with a Thai message.
    for (const body of [
      credit(member, 5, { wallet_type_id: 9 }),
      { ...credit(member, 5), reason: undefined },
    ]) {
      const response = await adjust(body)
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/[\u0E00-\u0E7F]/)
    }
    expect((await postKeyed(ctx.app, ADJUST, credit(member, 5), TEST_OPERATOR_TOKEN, null)).status).toBe(400)
    expect(await mainBalance(ctx.app, member.token)).toBe(20)
    expect(await adjustmentRows(member.user.id)).toBe('1')
  })

  it('moves money once per key: a replay answers the first answer, the key with another payload is refused', async () => {
    const member = await createMember(ctx.app)
    const key = randomUUID()
    const first = await adjust(credit(member, 30), TEST_OPERATOR_TOKEN, key)
    const replay = await adjust(credit(member, 30), TEST_OPERATOR_TOKEN, key)
    expect(replay.body).toEqual(first.body)
    const other = await adjust(credit(member, 31), TEST_OPERATOR_TOKEN, key)
    expect(other.body).toEqual({
      error: ErrorCode.IDEMPOTENCY_MISMATCH,
      message: IDEMPOTENCY_MESSAGES.mismatch,
    })
    expect(await mainBalance(ctx.app, member.token)).toBe(30)
    expect(await adjustmentRows(member.user.id)).toBe('1')
  })

  it('20 concurrent replays of one key move the money once (true concurrency on PostgreSQL)', async () => {
    const member = await createMember(ctx.app)
    const key = randomUUID()
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => adjust(credit(member, 12.5), TEST_OPERATOR_TOKEN, key)),
    )
    const ids = new Set(replies.map((r) => r.body.data?.id))
    expect(replies.every((r) => r.body.error === 0)).toBe(true)
    expect(ids.size).toBe(1)
    expect(await mainBalance(ctx.app, member.token)).toBe(12.5)
    expect(await adjustmentRows(member.user.id)).toBe('1')
  })

  it('never takes a wallet below zero: 12 concurrent debits of ฿30 from ฿100 (true concurrency on PostgreSQL)', async () => {
    const member = await createMember(ctx.app)
    await adjust(credit(member, 100))
    const replies = await Promise.all(Array.from({ length: 12 }, () => adjust(debit(member, 30))))
    const done = replies.filter((r) => r.body.error === 0)
    expect(done).toHaveLength(3)
    expect(
      replies.filter((r) => r.body.error !== 0).every((r) => r.body.message === STAFF_MESSAGES.notEnough),
    ).toBe(true)
    expect(done.map((r) => r.body.data.balance_after).sort((a, b) => a - b)).toEqual([10, 40, 70])
    expect(await mainBalance(ctx.app, member.token)).toBe(10)
    expect(await adjustmentRows(member.user.id)).toBe('4')
    await assertLedgerInvariants(ctx.deps.db)
  })
})
