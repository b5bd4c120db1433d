import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, TEST_OPERATOR_TOKEN, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({
    seed: 'minimal',
    beforeReady: (app) => {
      app.get('/api/test/crash', { schema: { hide: true } }, async () => {
        throw new Error('connection string postgres://secret@db/prod failed')
      })
    },
  })
})
afterAll(async () => ctx.close())

type Paths = Record<
  string,
  Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>
>

/** Every operation of an OpenAPI document as `METHOD /path` with its tags, summary and responses. */
const operationsOf = (doc: { paths: Paths }) =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, ...op })),
  )

/** The document's paths that only the operator or a game provider may call (or the e2e harness). */
const privatePaths = (doc: { paths: Paths }) =>
  Object.keys(doc.paths).filter((path) => /^\/(api\/operator|api\/seamless|e2e)\//.test(path))

const MEMBER_ROUTES = [
  'POST /api/login',
  'POST /api/register',
  'GET /api/get_user_info',
  'POST /api/agent/config',
  'GET /api/banner',
  'POST /api/member/wallets',
]

describe('GET /api/docs', () => {
  it('serves the OpenAPI page and a document where every route has tags, a summary and responses', async () => {
    expect((await ctx.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400)
    const full = await ctx.app.inject({
      url: '/api/operator/docs',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    })
    for (const doc of [(await ctx.app.inject({ url: '/api/docs/json' })).json(), full.json()]) {
      const operations = operationsOf(doc)
      const routes = operations.map((o) => o.route)
      for (const route of MEMBER_ROUTES) expect(routes).toContain(route)
      expect(routes).not.toContain('GET /api/test/crash')
      for (const op of operations) {
        expect(op.tags?.length, op.route).toBeGreaterThan(0)
        expect(op.summary, op.route).toBeTruthy()
        expect(Object.keys(op.responses ?? {}), op.route).toContain('200')
      }
    }
  })

  it('shows the public only the member calls: no operator, provider or test-harness call', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json()
    expect(privatePaths(doc)).toEqual([])
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['bearer'])
    const yaml = (await ctx.app.inject({ url: '/api/docs/yaml' })).body
    expect(yaml).toContain('/api/login:')
    expect(yaml).not.toMatch(/\/api\/(operator|seamless)\//)
  })

  it('gives the whole document, operator and provider calls included, only to the operator token', async () => {
    const full = await ctx.app.inject({
      url: '/api/operator/docs',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    })
    expect(full.statusCode).toBe(200)
    const routes = operationsOf(full.json()).map((o) => o.route)
    for (const route of ['POST /api/operator/payment/confirm', 'POST /api/seamless/bet', ...MEMBER_ROUTES])
      expect(routes).toContain(route)
    const member = await createMember(ctx.app)
    for (const authorization of [
      undefined,
      `Bearer ${TEST_OPERATOR_TOKEN}x`,
      `Bearer ${member.token}`,
      `bearer ${TEST_OPERATOR_TOKEN}`,
    ]) {
      const response = await ctx.app.inject({
        url: '/api/operator/docs',
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode, authorization).toBe(401)
      expect(response.json()).toEqual({ error: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' })
      expect(response.body).not.toContain('/api/operator/')
    }
  })
})

describe('GET /api/docs without OPERATOR_TOKEN', () => {
  let bare: TestContext
  beforeAll(async () => {
    bare = await setupApp({ seed: 'minimal', config: { operatorToken: null } })
  })
  afterAll(async () => bare.close())

  it('has no operator document at all (404), and the public one still shows no provider call', async () => {
    const response = await bare.app.inject({
      url: '/api/operator/docs',
      headers: { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` },
    })
    expect(response.statusCode).toBe(404)
    expect(privatePaths((await bare.app.inject({ url: '/api/docs/json' })).json())).toEqual([])
  })
})

describe('central error handling', () => {
  it('answers a crash with a Thai 500 that leaks nothing', async () => {
    const response = await ctx.app.inject({ url: '/api/test/crash' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ error: 500, message: 'ระบบขัดข้อง กรุณาลองใหม่ภายหลัง' })
    expect(response.body).not.toContain('secret')
  })

  it('answers malformed JSON, a wrong content type and an oversized body with 400', async () => {
    const cases = [
      { payload: '{"username":', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: 'username=a', type: 'application/x-www-form-urlencoded' },
      { payload: JSON.stringify({ username: 'a'.repeat(200_000), password: 'x' }), type: 'application/json' },
    ]
    for (const c of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: c.payload,
        headers: { 'content-type': c.type },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ error: 400, message: 'ข้อมูลไม่ถูกต้อง' })
    }
  })
})
