import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

describe('POST /api/member/update_sub_bank_account', () => {
  it('saves a second account in the member own name and shows it in the user info', async () => {
    const member = await createMember(ctx.app)
    const { body } = await post(
      ctx.app,
      '/api/member/update_sub_bank_account',
      { bank_code: '002', bank_account_no: '7001002003', password: member.password },
      member.token,
    )
    expect(body.error).toBe(0)
    expect(body.message).toBe('บันทึกบัญชีสำรองสำเร็จ')
    expect(body.data.sub_bank).toEqual({
      bank_code: '002',
      bank_name: 'กรุงเทพ',
      account_no: '7001002003',
      account_name: member.user.full_name,
    })
    const replaced = await post(
      ctx.app,
      '/api/member/update_sub_bank_account',
      { bank_code: '025', bank_account_no: '7001002004', password: member.password },
      member.token,
    )
    expect(replaced.body.data.sub_bank.bank_name).toBe('กรุงศรีอยุธยา')
    expect((await get(ctx.app, '/api/get_user_info', member.token)).body.data.sub_bank.account_no).toBe(
      '7001002004',
    )
  })

  it('refuses a wrong password, the main account, and an account of another member', async () => {
    const member = await createMember(ctx.app)
    const other = await createMember(ctx.app)
    const call = (body: Record<string, unknown>) =>
      post(ctx.app, '/api/member/update_sub_bank_account', body, member.token)
    expect(
      (await call({ bank_code: '002', bank_account_no: '7001002999', password: 'not my password' })).body,
    ).toEqual({ error: 1, message: 'รหัสผ่านไม่ถูกต้อง' })
    expect(
      (await call({ bank_code: '014', bank_account_no: member.bankAccountNo, password: member.password }))
        .body,
    ).toEqual({ error: 1, message: 'บัญชีนี้เป็นบัญชีหลักของคุณอยู่แล้ว' })
    expect(
      (await call({ bank_code: '014', bank_account_no: other.bankAccountNo, password: member.password }))
        .body,
    ).toEqual({ error: 1, message: 'เลขบัญชีนี้ถูกใช้งานแล้ว' })
    expect(
      (await call({ bank_code: '999', bank_account_no: '7001002999', password: member.password })).body,
    ).toEqual({ error: 1, message: 'ไม่รองรับธนาคารนี้' })
    expect((await get(ctx.app, '/api/get_user_info', member.token)).body.data.sub_bank).toBeNull()
    expect((await get(ctx.app, '/api/get_user_info', other.token)).body.data.sub_bank).toBeNull()
  })

  it('answers 401 without a session and 400 to hostile input', async () => {
    const member = await createMember(ctx.app)
    expect(
      (
        await post(ctx.app, '/api/member/update_sub_bank_account', {
          bank_code: '002',
          bank_account_no: '7001002003',
          password: member.password,
        })
      ).status,
    ).toBe(401)
    for (const patch of [
      { bank_account_no: '-100' },
      { bank_code: 2 },
      { member_id: 1 },
      { bank_account_no: '1'.repeat(100) },
    ]) {
      const response = await post(
        ctx.app,
        '/api/member/update_sub_bank_account',
        { bank_code: '002', bank_account_no: '7001002003', password: member.password, ...patch },
        member.token,
      )
      expect(response.status).toBe(400)
    }
    expect((await get(ctx.app, '/api/get_user_info', member.token)).body.data.sub_bank).toBeNull()
  })
})
