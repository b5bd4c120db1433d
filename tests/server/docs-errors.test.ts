import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'

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

describe('GET /api/docs', () => {
  it('serves the OpenAPI page and a document where every route has tags, a summary and responses', async () => {
    expect((await ctx.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400)
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json()
    const operations = Object.entries(
      doc.paths as Record<
        string,
        Record<string, { tags?: string[]; summary?: string; responses?: Record<string, unknown> }>
      >,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, ...op })),
    )
    const routes = operations.map((o) => o.route)
    for (const route of [
      'POST /api/login',
      'POST /api/register',
      'GET /api/get_user_info',
      'POST /api/agent/config',
      'GET /api/banner',
      'POST /api/member/wallets',
    ]) {
      expect(routes).toContain(route)
    }
    expect(routes).not.toContain('GET /api/test/crash')
    for (const op of operations) {
      expect(op.tags?.length, op.route).toBeGreaterThan(0)
      expect(op.summary, op.route).toBeTruthy()
      expect(Object.keys(op.responses ?? {}), op.route).toContain('200')
    }
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
