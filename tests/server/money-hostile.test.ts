import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { expectNo5xxForQueries, expectRawRefused, GENERIC_BODIES, HUGE, sweep } from './helpers/hostile'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'

// Every definition tagged payment, withdraw, statement, promotion, coupon or operator.
const { posts: POSTS, gets: GETS } = sweep(true)
const BODIES: unknown[] = [
  ...GENERIC_BODIES,
  { amount: '300', channel_id: '1', order_id: '1', withdraw_id: '1' },
  { amount: HUGE, channel_id: HUGE, order_id: HUGE, withdraw_id: HUGE },
  { amount: 300, channel_id: 1, order_id: 1, withdraw_id: 1, member_id: 2 },
  { amount: Number.MAX_VALUE, channel_id: 2 ** 40, order_id: -1, withdraw_id: 0 },
]
const RAW = ['{"amount":', '{"a":1}{"b":2}', '\u0000\u0001', '[1,2', '{"amount":"3\u0000"}']
const QUERIES = [
  '?channel_id=&order_id=&page=&type=&from=&to=',
  `?channel_id=${'9'.repeat(400)}&order_id=${'x'.repeat(3000)}&type=${'a'.repeat(3000)}`,
  '?channel_id[]=1&order_id[x]=2&page[]=1',
  '?channel_id=%00%ff&type=%E0%B8&from=2026-13-45&page_size=-1',
  '?channel_id=1e3&order_id=1.5&page=99999999999',
  '?channel_id=2147483648&order_id=99999999999',
]
const KEYS = [undefined, 'short', '../../etc/passwd', 'ก'.repeat(40), randomUUID()]

let ctx: TestContext
let member: TestMember
beforeAll(async () => {
  ctx = await setupApp()
  member = await createMember(ctx.app)
})
afterAll(async () => ctx.close())

describe('hostile input on every money endpoint', () => {
  it('answers 400 to ids beyond a database integer', async () => {
    const headers = { authorization: `Bearer ${member.token}`, 'idempotency-key': randomUUID() }
    const cases: [string, Record<string, unknown>][] = [
      ['/api/member/payment/generate_qr', { channel_id: 2 ** 31, amount: 500 }],
      ['/api/member/payment/generate_qr', { channel_id: 1, sub_channel_id: 2 ** 40, amount: 500 }],
      ['/api/member/payment/generate_qr', { channel_id: 1, promotion_id: 2 ** 31, amount: 500 }],
      ['/api/operator/payment/confirm', { order_id: 2 ** 31 }],
      ['/api/operator/withdraw/approve', { withdraw_id: 2 ** 53 }],
      ['/api/operator/withdraw/reject', { withdraw_id: 2 ** 31 }],
    ]
    for (const [url, payload] of cases) {
      const authorization = `Bearer ${url.startsWith('/api/operator/') ? TEST_OPERATOR_TOKEN : member.token}`
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, authorization },
        payload,
      })
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400)
    }
    for (const url of [
      '/api/member/payment/info?channel_id=2147483648',
      '/api/member/payment/inquiry_status?order_id=2147483648',
    ]) {
      const response = await ctx.app.inject({ url, headers: { authorization: `Bearer ${member.token}` } })
      expect(response.statusCode, url).toBe(400)
    }
  })

  // One test per call: the sweep grows with the contract, and each call's share stays well inside a
  // test's time on a busy machine.
  let before: Awaited<ReturnType<typeof moneyCounts>>
  it('counts the money before the sweep', async () => {
    before = await moneyCounts(ctx.deps.db)
  })
  for (const url of POSTS) {
    it(`${url}: never answers 5xx to hostile bodies or Idempotency-Keys`, async () => {
      const operator = url.startsWith('/api/operator/') ? [TEST_OPERATOR_TOKEN] : []
      for (const token of [undefined, member.token, ...operator]) {
        for (const key of KEYS) {
          const headers: Record<string, string> = { 'content-type': 'application/json' }
          if (token) headers.authorization = `Bearer ${token}`
          if (key) headers['idempotency-key'] = key
          for (const body of BODIES) {
            const response = await ctx.app.inject({
              method: 'POST',
              url,
              headers,
              payload: JSON.stringify(body),
            })
            const label = `${url} ${key} ${JSON.stringify(body).slice(0, 60)}`
            expect(response.statusCode, label).toBeLessThan(500)
            const reply = response.json()
            expect(reply.error, label).not.toBe(0)
            expect(reply.message, label).toMatch(/[\u0E00-\u0E7F]/)
          }
          await expectRawRefused(ctx.app, url, headers, RAW)
        }
      }
    })
  }
  it('moved no money in the sweep', async () => {
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    await assertLedgerInvariants(ctx.deps.db)
  })

  it('never answers 5xx to hostile query strings', async () => {
    await expectNo5xxForQueries(ctx.app, GETS, QUERIES, member.token)
  })
})
