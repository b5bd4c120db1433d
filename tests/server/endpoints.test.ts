import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember, post } from './helpers/factories'
import {
  ALL_ENDPOINTS,
  GENERIC_BODIES,
  isMoneyEndpoint,
  isProviderCall,
  isStream,
  sweep,
} from './helpers/hostile'
import { tableCounts } from './helpers/ledger'

interface Operation {
  tags?: string[]
  security?: unknown[]
  parameters?: { in: string; name: string; required?: boolean }[]
  responses?: Record<string, unknown>
}

let ctx: TestContext
let operations: Map<string, Operation>
beforeAll(async () => {
  ctx = await setupApp({ seed: 'minimal' })
  // The whole document (operator and provider calls included): the public /api/docs shows members' only.
  const full = await ctx.app.inject({
    url: '/api/operator/docs',
    headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
  })
  const doc = full.json() as {
    paths: Record<string, Record<string, Operation>>
  }
  operations = new Map(
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]): [string, Operation] => [
        `${method.toUpperCase()} ${path}`,
        op,
      ]),
    ),
  )
})
afterAll(async () => ctx.close())

const routeOf = (e: (typeof ALL_ENDPOINTS)[number]) => `${e.def.method} ${e.url}`

describe('the endpoint definitions and the server', () => {
  it('registers no /api route that is not a contract definition (and so not swept for hostile input)', () => {
    const defined = new Set(ALL_ENDPOINTS.map(routeOf))
    const strays = [...operations.keys()].filter((route) => !defined.has(route) && !route.startsWith('HEAD '))
    expect(strays, 'add these to src/contract/endpoints/ and register them with registerEndpoint').toEqual([])
  })

  it('registers every definition, documented with its auth and Idempotency-Key', () => {
    for (const e of ALL_ENDPOINTS) {
      const op = operations.get(routeOf(e))
      expect(op, routeOf(e)).toBeDefined()
      const responses = Object.keys(op?.responses ?? {})
      const guarded = e.def.auth !== 'public'
      expect(responses.includes('401'), `${routeOf(e)} documents 401`).toBe(guarded)
      expect(Boolean(op?.security), `${routeOf(e)} security`).toBe(guarded)
      const key = op?.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key')
      expect(Boolean(key?.required), `${routeOf(e)} Idempotency-Key`).toBe(e.def.idempotent)
    }
  })

  it('sweeps every definition but the event stream and the provider calls in exactly one hostile-input test', () => {
    const money = sweep(true)
    const rest = sweep(false)
    const swept = [...money.posts, ...money.gets, ...rest.posts, ...rest.gets].sort()
    const streams = ALL_ENDPOINTS.filter(isStream)
    expect(streams.map((e) => e.url).sort()).toEqual(['/api/live', '/api/operator/live'])
    // The seamless wallet's calls have their own sweep (seamless-hostile.test.ts).
    expect(ALL_ENDPOINTS.filter(isProviderCall).every((e) => e.url.startsWith('/api/seamless/'))).toBe(true)
    expect(swept).toEqual(
      ALL_ENDPOINTS.filter((e) => !isStream(e) && !isProviderCall(e))
        .map((e) => e.url)
        .sort(),
    )
    // Money-moving POSTs must be in the money sweep, which also replays hostile Idempotency-Keys.
    for (const e of ALL_ENDPOINTS.filter((x) => x.def.idempotent))
      expect(isMoneyEndpoint(e), e.name).toBe(true)
  })
})

describe('member calls check the session before the request', () => {
  const members = ALL_ENDPOINTS.filter((e) => e.def.auth === 'member')
  const SESSION_EXPIRED = { error: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' }

  it('answers 401 without a token whatever the body, query or headers (an expired session goes to /login)', async () => {
    const before = await tableCounts(ctx.deps.db)
    for (const e of members) {
      const attempts =
        e.def.method === 'GET'
          ? [{ url: `${e.url}?order_id=x&channel_id=&page=-1` }, { url: `${e.url}?${'a'.repeat(3000)}=1` }]
          : [
              ...GENERIC_BODIES.map((body) => ({ payload: JSON.stringify(body) })),
              { payload: '{"amount":' },
              { payload: '{}' },
            ]
      for (const attempt of attempts) {
        const response = await ctx.app.inject({
          method: e.def.method,
          url: e.url,
          headers: { 'content-type': 'application/json' },
          ...attempt,
        })
        expect(response.statusCode, `${routeOf(e)} ${JSON.stringify(attempt).slice(0, 60)}`).toBe(401)
        expect(response.json()).toEqual(SESSION_EXPIRED)
      }
    }
    expect(await tableCounts(ctx.deps.db)).toEqual(before)
  })

  it('answers 401 to a logged-out token even with a malformed body', async () => {
    const member = await createMember(ctx.app)
    expect((await post(ctx.app, '/api/logout', {}, member.token)).status).toBe(200)
    for (const e of members.filter((x) => x.def.method === 'POST')) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: e.url,
        headers: {
          authorization: `Bearer ${member.token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        payload: '{"not": "valid"',
      })
      expect(response.statusCode, routeOf(e)).toBe(401)
    }
  })

  it('still answers 400 to a malformed body from a live session', async () => {
    const member = await createMember(ctx.app)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/wallets',
      headers: { authorization: `Bearer ${member.token}`, 'content-type': 'application/json' },
      payload: '{"wallet_id": 1}',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ error: 400, message: 'ข้อมูลไม่ถูกต้อง' })
  })
})

describe('operator calls check the operator token before the request', () => {
  it("answers 401 without it, and to a member's own token, whatever the body; nothing changes", async () => {
    const member = await createMember(ctx.app)
    const before = await tableCounts(ctx.deps.db)
    for (const e of ALL_ENDPOINTS.filter((x) => x.def.auth === 'operator')) {
      for (const authorization of [undefined, `Bearer ${member.token}`]) {
        for (const payload of ['{"order_id":1,"withdraw_id":1}', '{"amount":', '[]']) {
          const response = await ctx.app.inject({
            method: e.def.method,
            url: e.url,
            headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
            ...(e.def.method === 'POST' ? { payload } : {}),
          })
          expect(response.statusCode, `${routeOf(e)} ${authorization ? 'member token' : 'no token'}`).toBe(
            401,
          )
        }
      }
    }
    expect(await tableCounts(ctx.deps.db)).toEqual(before)
  })
})
