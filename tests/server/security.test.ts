import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, post, registerBody } from './helpers/factories'
import { tableCounts } from './helpers/ledger'
import { logSink } from './helpers/log'

const FAKE_HASH = 'scrypt$17$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo'

let ctx: TestContext
const sink = logSink()
beforeAll(async () => {
  ctx = await setupApp({
    logger: sink.logger,
    beforeReady: (app) => {
      // A query that fails with a secret among its parameters, as a NUL byte once made one fail.
      app.get('/api/test/failing-query', async () => {
        await ctx.deps.db.execute(sql`select ${FAKE_HASH}::integer`)
        return { error: 0 }
      })
    },
  })
})
afterAll(async () => ctx.close())

describe('NUL characters in input', () => {
  it('refuses them in username, bank_account_name, ref and queries with 400 and a Thai message, changing nothing', async () => {
    const member = await createMember(ctx.app)
    const before = await tableCounts(ctx.deps.db)
    const attempts: [string, Record<string, unknown>][] = [
      ['/api/login', { username: `${member.phone}\u0000`, password: member.password }],
      ['/api/login', { username: '0812345678', password: 'pass\u0000word' }],
      ['/api/register', registerBody({ bank_account_name: 'สมชาย\u0000ใจดี' })],
      ['/api/register', registerBody({ ref: 'ABC\u0000' })],
      ['/api/check_account', { phone: '08\u000012345678' }],
      ['/api/reset_password', { phone: member.phone, bank_account_no: `${member.bankAccountNo}\u0000` }],
    ]
    for (const [url, payload] of attempts) {
      const { status, body } = await post(ctx.app, url, payload)
      expect({ url, status, body }).toEqual({
        url,
        status: 400,
        body: { error: 400, message: 'ข้อมูลไม่ถูกต้อง' },
      })
    }
    const query = await ctx.app.inject({
      url: '/api/member/statement?type=%00',
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(query.statusCode).toBe(400)
    expect(await tableCounts(ctx.deps.db)).toEqual(before)
  })

  it('never logs a failing query with its parameters (a password hash, a token)', async () => {
    const response = await ctx.app.inject({ url: '/api/test/failing-query' })
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain(FAKE_HASH)
    const logged = sink.lines.join('\n')
    expect(logged).toContain('request failed')
    expect(logged).not.toContain(FAKE_HASH)
  })
})

describe('TRUST_PROXY hops and HSTS', () => {
  const apps = new Map<number, TestContext>()
  beforeAll(async () => {
    for (const hops of [0, 1, 2]) {
      apps.set(
        hops,
        await setupApp({
          config: { trustProxy: hops },
          seed: false,
          beforeReady: (a) => a.get('/api/test/ip', async (request) => ({ ip: request.ip })),
        }),
      )
    }
  }, 120_000)
  afterAll(async () => {
    for (const app of apps.values()) await app.close()
  })

  async function proxied(hops: number, headers: Record<string, string>) {
    const response = await (apps.get(hops) as TestContext).app.inject({ url: '/api/test/ip', headers })
    return { ip: response.json().ip as string, hsts: response.headers['strict-transport-security'] }
  }
  it('takes the client from the right of X-Forwarded-For by the number of hops, never the spoofable left end', async () => {
    const xff = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }
    expect((await proxied(0, xff)).ip).toBe('127.0.0.1')
    expect((await proxied(1, xff)).ip).toBe('203.0.113.9')
    expect((await proxied(2, { 'x-forwarded-for': '6.6.6.6, 198.51.100.1, 10.0.0.2' })).ip).toBe(
      '198.51.100.1',
    )
  })

  it('sends HSTS when the request came over HTTPS through a trusted proxy, and only then', async () => {
    const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' }
    expect((await proxied(1, https)).hsts).toBe('max-age=31536000; includeSubDomains')
    expect((await proxied(0, https)).hsts).toBeUndefined()
    expect((await proxied(1, { 'x-forwarded-proto': 'http' })).hsts).toBeUndefined()
  })
})
