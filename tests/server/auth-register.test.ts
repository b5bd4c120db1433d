import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, post, registerBody } from './helpers/factories'
import { assertLedgerInvariants, tableCounts } from './helpers/ledger'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

describe('POST /api/register', () => {
  it('creates a logged-in member with a main and a free-credit wallet at zero', async () => {
    const body = registerBody({ bank_account_name: '  สมหญิง   รักเรียน ' })
    const { status, body: reply } = await post(ctx.app, '/api/register', body)
    expect(status).toBe(200)
    expect(reply.error).toBe(0)
    expect(reply.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(reply.data).toMatchObject({
      username: body.phone,
      phone: body.phone,
      full_name: 'สมหญิง รักเรียน',
      bank: {
        bank_code: '014',
        bank_name: 'ไทยพาณิชย์',
        account_no: body.bank_account_no,
        account_name: 'สมหญิง รักเรียน',
      },
      sub_bank: null,
    })
    expect(reply.data.ref_code).toMatch(/^[A-Z0-9]{8}$/)
    const wallets = await post(ctx.app, '/api/member/wallets', {}, reply.access_token)
    expect(wallets.body.data).toEqual([
      { id: expect.any(Number), wallet_name: 'กระเป๋าหลัก', balance: 0, wallet_type_id: 1 },
      { id: expect.any(Number), wallet_name: 'เครดิตฟรี', balance: 0, wallet_type_id: 2 },
    ])
    const me = await ctx.app.inject({
      url: '/api/get_user_info',
      headers: { authorization: `Bearer ${reply.access_token}` },
    })
    expect(me.json().data.phone).toBe(body.phone)
  })

  it('records the referrer when a valid ref code is given', async () => {
    const referrer = await createMember(ctx.app)
    const { body } = await post(
      ctx.app,
      '/api/register',
      registerBody({ ref: referrer.user.ref_code.toLowerCase() }),
    )
    expect(body.error).toBe(0)
  })

  const refusals: Array<[string, () => Promise<Parameters<typeof registerBody>[0]>, string]> = [
    ['a taken phone', async () => ({ phone: '0800000001' }), 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว'],
    [
      'a taken bank account',
      async () => ({ bank_account_no: '1234567890', bank_code: '002' }),
      'เลขบัญชีนี้ถูกใช้งานแล้ว',
    ],
    ['a missing age confirmation', async () => ({ accept_age: false }), 'กรุณายืนยันว่าคุณมีอายุ 20 ปีขึ้นไป'],
    ['an unknown bank', async () => ({ bank_code: '999' }), 'ไม่รองรับธนาคารนี้'],
    ['an unknown referral code', async () => ({ ref: 'NOPE0000' }), 'ไม่พบรหัสผู้แนะนำนี้'],
    ['a blank account name', async () => ({ bank_account_name: '     ' }), 'กรุณากรอกชื่อบัญชีให้ถูกต้อง'],
  ]
  for (const [what, overrides, message] of refusals) {
    it(`refuses ${what} with a Thai message and creates nothing`, async () => {
      const before = await tableCounts(ctx.deps.db)
      const { status, body } = await post(ctx.app, '/api/register', registerBody(await overrides()))
      expect(status).toBe(200)
      expect(body).toEqual({ error: 1, message })
      expect(await tableCounts(ctx.deps.db)).toEqual(before)
    })
  }

  it('lets only one of two simultaneous registrations with the same phone through', async () => {
    const phone = registerBody().phone
    const replies = await Promise.all([
      post(ctx.app, '/api/register', registerBody({ phone })),
      post(ctx.app, '/api/register', registerBody({ phone })),
    ])
    expect(replies.map((r) => r.body.error).sort()).toEqual([0, 1])
    expect(replies.find((r) => r.body.error === 1)?.body.message).toBe('เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว')
  })

  const malformed: Array<[string, Record<string, unknown>]> = [
    ['a phone that is not a Thai mobile', { phone: '12345' }],
    ['a short password', { password: 'short' }],
    ['an account number with letters', { bank_account_no: '12345abcde' }],
    ['an account number of 9 digits', { bank_account_no: '123456789' }],
    ['a huge name', { bank_account_name: 'ก'.repeat(5000) }],
    ['a number as phone', { phone: 812345678 }],
    ['a string as accept_age', { accept_age: 'true' }],
    ['an unknown field', { is_admin: true }],
    ['a missing field', { phone: undefined }],
  ]
  for (const [what, patch] of malformed) {
    it(`answers 400 to ${what} and creates nothing`, async () => {
      const before = await tableCounts(ctx.deps.db)
      const { status, body } = await post(ctx.app, '/api/register', { ...registerBody(), ...patch })
      expect(status).toBe(400)
      expect(body).toEqual({ error: 400, message: 'ข้อมูลไม่ถูกต้อง' })
      expect(await tableCounts(ctx.deps.db)).toEqual(before)
    })
  }
})

describe('POST /api/check_account', () => {
  it('tells whether a phone and a bank account are free', async () => {
    const member = await createMember(ctx.app)
    const taken = await post(ctx.app, '/api/check_account', {
      phone: member.phone,
      bank_account_no: member.bankAccountNo,
    })
    expect(taken.body).toEqual({ error: 0, data: { phone_available: false, bank_account_available: false } })
    const free = await post(ctx.app, '/api/check_account', {
      phone: '0899999999',
      bank_code: '014',
      bank_account_no: '9999999999',
    })
    expect(free.body).toEqual({ error: 0, data: { phone_available: true, bank_account_available: true } })
  })

  it('answers 400 to hostile input', async () => {
    for (const payload of [
      { phone: 'x'.repeat(100_000) },
      { phone: ['0800000001'] },
      { extra: 1 },
      '{"phone":',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/check_account',
        payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toBe(400)
    }
  })
})
