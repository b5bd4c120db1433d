import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { createBus } from '../../server/db/bus'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { queryRows } from './helpers/seamless'

const HOUR = 3600_000
let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

describe('POST /api/login', () => {
  it('logs the demo member in with the seeded password', async () => {
    const { status, body } = await post(ctx.app, '/api/login', {
      username: '0800000001',
      password: 'demo1234',
    })
    expect(status).toBe(200)
    expect(body.error).toBe(0)
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.data).toMatchObject({
      username: '0800000001',
      full_name: 'สมชาย ใจดี',
      last_login_at: ctx.clock.now().toISOString(),
    })
    expect(JSON.stringify(body)).not.toContain('scrypt')
  })

  it('refuses a wrong password and an unknown phone with the same Thai message', async () => {
    const wrong = await post(ctx.app, '/api/login', { username: '0800000001', password: 'wrong-password' })
    const unknown = await post(ctx.app, '/api/login', { username: '0811111111', password: 'demo1234' })
    expect(wrong.body).toEqual({ error: 1, message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง' })
    expect(unknown.body).toEqual(wrong.body)
  })

  it('makes an account wait after five failures, longer each time, and never locks it for good', async () => {
    const member = await createMember(ctx.app)
    const attempt = (password: string) => post(ctx.app, '/api/login', { username: member.phone, password })
    for (let i = 0; i < 5; i++) expect((await attempt('bad-password')).body.error).toBe(1)
    const blocked = await attempt(member.password)
    expect(blocked.body).toEqual({ error: 3, message: 'เข้าสู่ระบบผิดหลายครั้ง กรุณารอ 2 วินาที แล้วลองใหม่' })
    ctx.clock.advance(2_000)
    expect((await attempt('bad-password')).body.error).toBe(1)
    expect((await attempt(member.password)).body.message).toBe('เข้าสู่ระบบผิดหลายครั้ง กรุณารอ 4 วินาที แล้วลองใหม่')
    for (let i = 0; i < 10; i++) {
      ctx.clock.advance(10 * 60_000)
      await attempt('bad-password')
    }
    const capped = await attempt(member.password)
    expect(capped.body).toEqual({ error: 3, message: 'เข้าสู่ระบบผิดหลายครั้ง กรุณารอ 5 นาที แล้วลองใหม่' })
    ctx.clock.advance(5 * 60_000)
    expect((await attempt(member.password)).body.error).toBe(0)
    // Success resets the counter: one more failure does not make the member wait.
    expect((await attempt('bad-password')).body.error).toBe(1)
    expect((await attempt(member.password)).body.error).toBe(0)
  })

  it('delays only the address that guessed: the member logs in from another address at once', async () => {
    const member = await createMember(ctx.app)
    const from = async (remoteAddress: string, password: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: member.phone, password },
          remoteAddress,
        })
      ).json()
    for (let i = 0; i < 8; i++) await from('198.51.100.7', 'bad-password')
    expect((await from('198.51.100.7', member.password)).error).toBe(3)
    expect((await from('203.0.113.20', member.password)).error).toBe(0)
  })

  it('checks at most five of 25 parallel wrong guesses; the rest wait', async () => {
    const member = await createMember(ctx.app)
    const replies = await Promise.all(
      Array.from({ length: 25 }, () =>
        post(ctx.app, '/api/login', { username: member.phone, password: 'bad-guess-1' }),
      ),
    )
    const checked = replies.filter((r) => r.body.error === 1)
    expect(checked.length).toBeLessThanOrEqual(5)
    expect(replies.filter((r) => r.body.error === 3)).toHaveLength(25 - checked.length)
  })

  it('answers 400 to malformed input', async () => {
    for (const payload of [
      { username: '0800000001' },
      { username: 1, password: 'x' },
      { username: '0800000001', password: 'demo1234', remember: true },
    ]) {
      const { status, body } = await post(ctx.app, '/api/login', payload)
      expect(status).toBe(400)
      expect(body).toEqual({ error: 400, message: 'ข้อมูลไม่ถูกต้อง' })
    }
  })
})

describe('per-address rate limit', () => {
  it('answers 429 with a Thai message past the limit on login', async () => {
    const limited = await setupApp({ config: { authRateLimitPerMinute: 3 }, seed: 'minimal' })
    try {
      const replies = []
      for (let i = 0; i < 4; i++)
        replies.push(
          await post(limited.app, '/api/login', { username: '0800000001', password: 'bad-password' }),
        )
      expect(replies.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200])
      expect(replies[3].status).toBe(429)
      expect(replies[3].body).toEqual({ error: 3, message: 'มีการใช้งานถี่เกินไป กรุณารอสักครู่แล้วลองใหม่' })
    } finally {
      await limited.close()
    }
  })

  it('counts one address on two instances together (the counts live in the database), and forgets them after the window', async () => {
    const limited = await setupApp({ config: { authRateLimitPerMinute: 3 }, seed: 'minimal' })
    // A second instance of the server on the same database (its own memory, its own bus).
    const other = await buildApp({
      ...limited.deps,
      bus: createBus({ start: async () => undefined, stop: async () => undefined }),
    })
    await other.ready()
    try {
      const login = (app: typeof other) =>
        post(app, '/api/login', { username: '0800000001', password: 'bad-password' })
      const statuses = [
        (await login(limited.app)).status,
        (await login(other)).status,
        (await login(limited.app)).status,
        (await login(other)).status,
      ]
      expect(statuses).toEqual([200, 200, 200, 429])
      // Another route keeps its own count.
      expect((await post(other, '/api/check_account', { phone: '0800000009' })).status).toBe(200)
      limited.clock.advance(60_000)
      expect((await login(other)).status).toBe(200)
    } finally {
      await other.close()
      await limited.close()
    }
  })

  it('limits every other call that hashes a password: change_password, update_sub_bank_account, the reset', async () => {
    const limited = await setupApp({ config: { authRateLimitPerMinute: 3 }, seed: 'minimal' })
    try {
      const member = await createMember(limited.app)
      const calls: [string, Record<string, unknown>][] = [
        ['/api/member/change_password', { old_password: 'wrong-old-pass', new_password: 'new-password-1' }],
        [
          '/api/member/update_sub_bank_account',
          { bank_code: '025', bank_account_no: '7001002999', password: 'wrong' },
        ],
        ['/api/reset_password_v2', { phone: member.phone, code: '000000', new_password: 'new-password-1' }],
      ]
      for (const [url, payload] of calls) {
        const statuses = []
        for (let i = 0; i < 4; i++)
          statuses.push((await post(limited.app, url, payload, member.token)).status)
        expect({ url, statuses }).toEqual({ url, statuses: [200, 200, 200, 429] })
      }
    } finally {
      await limited.close()
    }
  })
})

describe('GET /api/get_user_info', () => {
  it('answers the member behind the token, never another one', async () => {
    const a = await createMember(ctx.app)
    const b = await createMember(ctx.app)
    expect((await get(ctx.app, '/api/get_user_info', a.token)).body.data.phone).toBe(a.phone)
    expect((await get(ctx.app, '/api/get_user_info', b.token)).body.data.phone).toBe(b.phone)
  })

  it('writes nothing on a read; a session first used on a new Bangkok day records that login day once', async () => {
    const member = await createMember(ctx.app)
    const days = () =>
      queryRows<{ day: string; logged_in: boolean }>(
        ctx.deps,
        sql`select day::text as day, logged_in from member_days where member_id = ${member.user.id} order by day`,
      )
    const registered = await days()
    expect(registered).toHaveLength(1)
    // The site checks its session on every layout mount: those reads change nothing.
    for (let i = 0; i < 3; i++)
      expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(200)
    expect(await days()).toEqual(registered)
    // The next Bangkok day, the session's first use marks the day (the "log in N days in a row" quests).
    ctx.clock.advance(24 * HOUR)
    await get(ctx.app, '/api/get_user_info', member.token)
    await get(ctx.app, '/api/get_user_info', member.token)
    const after = await days()
    expect(after).toHaveLength(2)
    expect(after.every((d) => d.logged_in)).toBe(true)
  })

  it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Basic abc',
      'Bearer x'.repeat(500),
      `Bearer ${'A'.repeat(43)}`,
    ]) {
      const response = await ctx.app.inject({
        url: '/api/get_user_info',
        headers: authorization ? { authorization } : {},
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ error: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' })
    }
  })

  it('expires a session after 24 idle hours', async () => {
    const member = await createMember(ctx.app)
    ctx.clock.advance(23 * HOUR)
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(200)
    ctx.clock.advance(23 * HOUR)
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(200)
    ctx.clock.advance(24 * HOUR + 1000)
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(401)
  })

  it('expires a session 30 days after login even when used every day', async () => {
    const member = await createMember(ctx.app)
    for (let day = 0; day < 29; day++) {
      ctx.clock.advance(24 * HOUR - 60_000)
      expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(200)
    }
    ctx.clock.advance(2 * 24 * HOUR - 60_000 * 60)
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(401)
  })
})

describe('POST /api/logout', () => {
  it('revokes only this session', async () => {
    const member = await createMember(ctx.app)
    const other = await login(ctx.app, member.phone, member.password)
    expect((await post(ctx.app, '/api/logout', {}, member.token)).body).toEqual({
      error: 0,
      message: 'ออกจากระบบสำเร็จ',
    })
    expect((await get(ctx.app, '/api/get_user_info', member.token)).status).toBe(401)
    expect((await get(ctx.app, '/api/get_user_info', other)).status).toBe(200)
    expect((await post(ctx.app, '/api/logout', {}, member.token)).status).toBe(401)
  })

  it('accepts a logout without a body and refuses unknown fields', async () => {
    const member = await createMember(ctx.app)
    expect((await post(ctx.app, '/api/logout', { everywhere: true }, member.token)).status).toBe(400)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${member.token}` },
    })
    expect(response.json()).toEqual({ error: 0, message: 'ออกจากระบบสำเร็จ' })
  })
})
