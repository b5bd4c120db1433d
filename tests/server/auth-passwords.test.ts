import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post } from './helpers/factories'
import { assertLedgerInvariants, tableCounts } from './helpers/ledger'

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

describe('POST /api/reset_password and /api/reset_password_v2', () => {
  it('resets the password with the registered bank account and logs out every session', async () => {
    const member = await createMember(ctx.app)
    const step1 = await post(ctx.app, '/api/reset_password', {
      phone: member.phone,
      bank_account_no: member.bankAccountNo,
    })
    expect(step1.body.error).toBe(0)
    expect(step1.body.data).toEqual({
      reset_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expires_in: 900,
    })
    const step2 = await post(ctx.app, '/api/reset_password_v2', {
      reset_token: step1.body.data.reset_token,
      new_password: 'forgotten no more',
    })
    expect(step2.body).toEqual({ error: 0, message: 'เปลี่ยนรหัสผ่านสำเร็จ' })
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

  it('accepts a reset token once, and not after 15 minutes', async () => {
    const member = await createMember(ctx.app)
    const message = 'ลิงก์เปลี่ยนรหัสผ่านหมดอายุหรือถูกใช้งานแล้ว กรุณาทำรายการใหม่'
    const first = (
      await post(ctx.app, '/api/reset_password', {
        phone: member.phone,
        bank_account_no: member.bankAccountNo,
      })
    ).body.data.reset_token
    expect(
      (await post(ctx.app, '/api/reset_password_v2', { reset_token: first, new_password: 'new password 1' }))
        .body.error,
    ).toBe(0)
    expect(
      (await post(ctx.app, '/api/reset_password_v2', { reset_token: first, new_password: 'new password 2' }))
        .body,
    ).toEqual({ error: 1, message })
    const second = (
      await post(ctx.app, '/api/reset_password', {
        phone: member.phone,
        bank_account_no: member.bankAccountNo,
      })
    ).body.data.reset_token
    ctx.clock.advance(15 * 60_000 + 1)
    expect(
      (await post(ctx.app, '/api/reset_password_v2', { reset_token: second, new_password: 'new password 3' }))
        .body,
    ).toEqual({ error: 1, message })
    expect(await login(ctx.app, member.phone, 'new password 1')).toBeTruthy()
  })

  it('invalidates an earlier token when a new one is requested', async () => {
    const member = await createMember(ctx.app)
    const ask = async () =>
      (
        await post(ctx.app, '/api/reset_password', {
          phone: member.phone,
          bank_account_no: member.bankAccountNo,
        })
      ).body.data.reset_token
    const old = await ask()
    const fresh = await ask()
    expect(
      (await post(ctx.app, '/api/reset_password_v2', { reset_token: old, new_password: 'new password 1' }))
        .body.error,
    ).toBe(1)
    expect(
      (await post(ctx.app, '/api/reset_password_v2', { reset_token: fresh, new_password: 'new password 1' }))
        .body.error,
    ).toBe(0)
  })

  it('answers 400 to malformed input without changing anything', async () => {
    const before = await tableCounts(ctx.deps.db)
    for (const payload of [
      { phone: '0800000001' },
      { phone: '0800000001', bank_account_no: 1234567890 },
      { reset_token: 'x'.repeat(500), new_password: 'long enough' },
    ]) {
      expect((await post(ctx.app, '/api/reset_password', payload)).status).toBe(400)
      expect((await post(ctx.app, '/api/reset_password_v2', payload)).status).toBe(400)
    }
    expect(await tableCounts(ctx.deps.db)).toEqual(before)
  })
})
