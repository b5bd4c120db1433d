import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, login, type TestMember } from './helpers/factories'
import { expectNo5xxForQueries, expectRawRefused, GENERIC_BODIES, HUGE, sweep } from './helpers/hostile'
import { assertLedgerInvariants, tableCounts } from './helpers/ledger'

// Every definition outside the money sweep (money-hostile.test.ts): a new call is swept here at once.
const { posts: POSTS, gets: GETS } = sweep(false)

// (A JSON `null` body counts as no body at all, like an empty POST.)
const BODIES: unknown[] = [
  ...GENERIC_BODIES,
  { phone: 800000001, password: true, username: ['0800000001'], bank_code: 4, bank_account_no: -1234567890 },
  {
    phone: HUGE,
    password: HUGE,
    username: HUGE,
    bank_account_no: HUGE,
    code: HUGE,
    old_password: HUGE,
    new_password: HUGE,
  },
  { phone: '0800000001', password: 'demo1234', bank_code: '004', bank_account_no: '1234567890', extra: 'x' },
]
const RAW = ['{"phone":', '{"a":1}{"b":2}', '\u0000\u0001', '[1,2', '{"phone":"08\u0000"}']
const QUERIES = [
  '?code=&agent_code=',
  `?code=${'x'.repeat(3000)}&agent_code=${'x'.repeat(3000)}`,
  '?code[]=1&agent_code[x]=2',
  '?code=%00%ff&agent_code=%E0%B8',
]

let ctx: TestContext
let member: TestMember
beforeAll(async () => {
  ctx = await setupApp()
  member = await createMember(ctx.app)
})
afterAll(async () => ctx.close())

describe('hostile input on every endpoint', () => {
  it('never answers 5xx to hostile POST bodies and never changes a row', async () => {
    const before = await tableCounts(ctx.deps.db)
    for (const url of POSTS) {
      for (const token of [undefined, member.token]) {
        const headers = {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        }
        for (const body of BODIES) {
          const response = await ctx.app.inject({
            method: 'POST',
            url,
            headers,
            payload: JSON.stringify(body),
          })
          expect([400, 401], `${url} ${JSON.stringify(body).slice(0, 80)}`).toContain(response.statusCode)
          expect(response.json().message).toMatch(/[\u0E00-\u0E7F]/)
        }
        await expectRawRefused(ctx.app, url, headers, RAW)
      }
    }
    expect(await tableCounts(ctx.deps.db)).toEqual(before)
    await assertLedgerInvariants(ctx.deps.db)
  })

  it('never answers 5xx to hostile query strings and headers', async () => {
    await expectNo5xxForQueries(ctx.app, GETS, QUERIES, member.token)
    for (const url of GETS) {
      for (const authorization of [
        `Bearer ${'ก'.repeat(50)}`,
        `Bearer ${member.token}x`,
        `bearer ${member.token}`,
        'Bearer ../../etc/passwd',
      ]) {
        const response = await ctx.app.inject({ url, headers: { authorization } })
        expect(response.statusCode, `${url} ${authorization}`).toBeLessThan(500)
      }
    }
  })

  it('keeps the hostile member able to use the site afterwards', async () => {
    const response = await ctx.app.inject({
      url: '/api/get_user_info',
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(response.json().data.phone).toBe(member.phone)
    // Deep bodies sent to /api/login itself leave the member's own login working.
    expect(await login(ctx.app, member.phone, member.password)).toMatch(/\S/)
  })
})
