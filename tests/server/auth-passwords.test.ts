import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { latestReset } from '../../server/modules/auth/passwords'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, tableCounts } from './helpers/ledger'
import { operatorCall } from './helpers/money'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

describe('POST /api/member/change_password', () => {
  it('changes the password and logs out every other session', async () => {
    const member = await createMember(ctx.app)
    const other = await login(ctx.app, member.phone, member.password)
    const { body } = await post(
      ctx.app,
      '/api/member/change_password',
      { old_password: member.password, new_password: 'a brand new one' },
      member.token,
    )
    expect(body).toEqual({ error: 0, message: 'เปลี่ยนรหัสผ่านสำเร็จ' })
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(200)
    expect((await get(ctx.app, '/api/get_user_info', other)).status).toBe(401)
    expect(
      (await post(ctx.app, '/api/login', { username: member.phone, password: member.password })).body.error,
    ).toBe(1)
    expect(
      (await post(ctx.app, '/api/login', { username: member.phone, password: 'a brand new one' })).body.error,
    ).toBe(0)
  })

  it('refuses a wrong old password and a new password equal to the old one', async () => {
    const member = await createMember(ctx.app)
    const wrong = await post(
      ctx.app,
      '/api/member/change_password',
      { old_password: 'not-mine-1', new_password: 'whatever123' },
      member.token,
    )
    expect(wrong.body).toEqual({ error: 1, message: 'รหัสผ่านเดิมไม่ถูกต้อง' })
    const same = await post(
      ctx.app,
      '/api/member/change_password',
      { old_password: member.password, new_password: member.password },
      member.token,
    )
    expect(same.body).toEqual({ error: 1, message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม' })
    expect(await login(ctx.app, member.phone, member.password)).toBeTruthy()
  })

  it('answers 401 without a session and 400 to a short new password', async () => {
    const member = await createMember(ctx.app)
    expect(
      (
        await post(ctx.app, '/api/member/change_password', {
          old_password: member.password,
          new_password: 'new password',
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await post(
          ctx.app,
          '/api/member/change_password',
          { old_password: member.password, new_password: 'short' },
          member.token,
        )
      ).status,
    ).toBe(400)
  })
})

/** The code the demo sender wrote to the outbox for this phone (read through the operator API). */
async function codeFromOutbox(phone: string): Promise<string> {
  const { body } = await operatorCall(ctx.app, `outbox?phone=${phone}`)
  const match = /\b(\d{6})\b/.exec(body.data[0]?.body ?? '')
  if (!match) throw new Error(`no code in the outbox for ${phone}`)
  return match[1]
}

const askCode = (member: TestMember) =>
  post(ctx.app, '/api/reset_password', { phone: member.phone, bank_account_no: member.bankAccountNo })

const submitCode = (member: TestMember, code: string, password = 'forgotten no more') =>
  post(ctx.app, '/api/reset_password_v2', { phone: member.phone, code, new_password: password })

const EXPIRED = 'รหัส OTP หมดอายุหรือถูกใช้ครบจำนวนครั้งแล้ว กรุณาขอรหัสใหม่'

describe('POST /api/reset_password and /api/reset_password_v2', () => {
  it('sends a 6-digit code to the phone, never in a reply, and resets the password with it', async () => {
    const member = await createMember(ctx.app)
    const step1 = await askCode(member)
    expect(step1.body).toEqual({
      error: 0,
      data: { expires_in: 300, sent_to: `${member.phone.slice(0, 2)}x-xxx-x${member.phone.slice(-3)}` },
    })
    const code = await codeFromOutbox(member.phone)
    const step2 = await submitCode(member, code)
    expect(step2.body).toEqual({ error: 0, message: 'เปลี่ยนรหัสผ่านสำเร็จ' })
    for (const reply of [step1, step2]) {
      expect(JSON.stringify(reply.body)).not.toContain(code)
      expect(JSON.stringify(reply.headers)).not.toContain(code)
    }
    const stored = await latestReset(ctx.deps, member.user.id)
    expect(stored?.tokenHash).not.toContain(code)
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(401)
    expect(await login(ctx.app, member.phone, 'forgotten no more')).toBeTruthy()
  })

  it('gives the same refusal for an unknown phone and a wrong account, so members are not revealed', async () => {
    const member = await createMember(ctx.app)
    const unknown = await post(ctx.app, '/api/reset_password', {
      phone: '0877777777',
      bank_account_no: member.bankAccountNo,
    })
    const wrongAccount = await post(ctx.app, '/api/reset_password', {
      phone: member.phone,
      bank_account_no: '9876543210',
    })
    const message = 'ข้อมูลไม่ตรงกับที่ลงทะเบียนไว้ กรุณาตรวจสอบเบอร์โทรศัพท์และเลขบัญชี'
    expect(unknown.body).toEqual({ error: 1, message })
    expect(wrongAccount.body).toEqual({ error: 1, message })
  })

  it('accepts a code once, and not after 5 minutes', async () => {
    const member = await createMember(ctx.app)
    await askCode(member)
    const first = await codeFromOutbox(member.phone)
    expect((await submitCode(member, first, 'new password 1')).body.error).toBe(0)
    expect((await submitCode(member, first, 'new password 2')).body).toEqual({ error: 1, message: EXPIRED })
    await askCode(member)
    const second = await codeFromOutbox(member.phone)
    ctx.clock.advance(5 * 60_000 + 1)
    expect((await submitCode(member, second, 'new password 3')).body).toEqual({ error: 1, message: EXPIRED })
    expect(await login(ctx.app, member.phone, 'new password 1')).toBeTruthy()
  })

  it('allows 5 guesses per code, even in parallel, and hashes no password for a wrong code', async () => {
    const member = await createMember(ctx.app)
    await askCode(member)
    const code = await codeFromOutbox(member.phone)
    const wrong = code === '000000' ? '000001' : '000000'
    expect((await submitCode(member, wrong)).body).toEqual({
      error: 1,
      message: 'รหัส OTP ไม่ถูกต้อง (ลองได้อีก 4 ครั้ง)',
    })
    const started = performance.now()
    const replies = await Promise.all(Array.from({ length: 20 }, () => submitCode(member, wrong)))
    expect(replies.every((r) => r.body.error === 1)).toBe(true)
    expect(replies.filter((r) => r.body.message === EXPIRED).length).toBeGreaterThanOrEqual(16)
    // 20 scrypt hashes would take seconds; the wrong codes cost none.
    expect(performance.now() - started).toBeLessThan(5_000)
    expect((await submitCode(member, code)).body).toEqual({ error: 1, message: EXPIRED })
    expect(await login(ctx.app, member.phone, member.password)).toBeTruthy()
  })

  it('invalidates an earlier code when a new one is requested', async () => {
    const member = await createMember(ctx.app)
    await askCode(member)
    const old = await codeFromOutbox(member.phone)
    await askCode(member)
    const fresh = await codeFromOutbox(member.phone)
    if (old !== fresh) expect((await submitCode(member, old)).body.error).toBe(1)
    expect((await submitCode(member, fresh)).body.error).toBe(0)
  })

  it('refuses with a Thai message when no code sender is configured', async () => {
    const off = await setupApp({ config: { codeSender: 'none' } })
    try {
      const member = await createMember(off.app)
      const { body } = await post(off.app, '/api/reset_password', {
        phone: member.phone,
        bank_account_no: member.bankAccountNo,
      })
      expect(body).toEqual({ error: 1, message: 'ขณะนี้ไม่สามารถส่งรหัส OTP ได้ กรุณาติดต่อเจ้าหน้าที่' })
    } finally {
      await off.close()
    }
  })

  it('answers 400 to malformed input without changing anything', async () => {
    const before = await tableCounts(ctx.deps.db)
    for (const payload of [
      { phone: '0800000001' },
      { phone: '0800000001', bank_account_no: 1234567890 },
      { reset_token: 'x'.repeat(500), new_password: 'long enough' },
      { phone: '0800000001', code: '12345', new_password: 'long enough' },
      { phone: '0800000001', code: '1234567', new_password: 'long enough' },
    ]) {
      expect((await post(ctx.app, '/api/reset_password', payload)).status).toBe(400)
      expect((await post(ctx.app, '/api/reset_password_v2', payload)).status).toBe(400)
    }
    expect(await tableCounts(ctx.deps.db)).toEqual(before)
  })
})
