import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lineLoginAttempts, lineSignups } from '../../server/db/schema'
import { standInUserId } from '../../server/line-stand-in'
import { createStandInKeys, signIdToken } from '../../server/line-stand-in/keys'
import { AUTH_MESSAGES } from '../../server/modules/auth/messages'
import { LINE_RETENTION_MS, pruneLineJob } from '../../server/modules/line/jobs'
import { LINE_MESSAGES } from '../../server/modules/line/messages'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, registerBody } from './helpers/factories'
import { CHANNEL_ID, CHANNEL_SECRET, ISSUER, type LineStandIn, startLineStandIn } from './helpers/line'

let ctx: TestContext
let line: LineStandIn
beforeAll(async () => {
  line = await startLineStandIn(() => ctx.clock)
  ctx = await setupApp({ config: line.config })
})
afterAll(async () => {
  await ctx.close()
  await line.close()
})

const newLineUser = () => `U${randomBytes(16).toString('hex')}`
const signupFields = () => {
  const { password: _password, ...fields } = registerBody()
  return fields
}
const lineLogin = (idToken: string) => post(ctx.app, '/api/line/login', { id_token: idToken })

/** A LINE user registered with LINE (LIFF path): their session, phone and LINE user id. */
async function lineMember(name = 'สมชาย ไลน์') {
  const sub = newLineUser()
  const first = await lineLogin(await line.liffToken(sub, { name }))
  expect(first.body.error, first.body.message).toBe(0)
  const fields = signupFields()
  const reg = await post(ctx.app, '/api/line/register', { ticket: first.body.signup.ticket, ...fields })
  expect(reg.body.error, reg.body.message).toBe(0)
  return { sub, token: reg.body.access_token as string, phone: fields.phone, id: reg.body.data.id as number }
}

describe('log in with LINE inside LINE (POST /api/line/login)', () => {
  it('offers LINE login when the channel is configured', async () => {
    expect((await get(ctx.app, '/api/line/config')).body).toEqual({
      error: 0,
      data: { enabled: true, demo: false },
    })
  })

  it('gives a new LINE user a signup ticket, then "สมัครด้วย LINE" makes a logged-in member with no password', async () => {
    const sub = newLineUser()
    const first = await lineLogin(await line.liffToken(sub, { name: 'มานี ใจดี' }))
    expect(first.body).toEqual({
      error: 0,
      signup: { ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), display_name: 'มานี ใจดี' },
    })
    expect(first.body.access_token).toBeUndefined()

    const fields = signupFields()
    const reg = await post(ctx.app, '/api/line/register', { ticket: first.body.signup.ticket, ...fields })
    expect(reg.body.error, reg.body.message).toBe(0)
    expect(reg.body.data).toMatchObject({ phone: fields.phone, full_name: fields.bank_account_name })
    const me = await get(ctx.app, '/api/get_user_info', reg.body.access_token)
    expect(me.body.data.phone).toBe(fields.phone)
    const status = await get(ctx.app, '/api/line/status', reg.body.access_token)
    expect(status.body.data).toEqual({
      enabled: true,
      linked: true,
      display_name: 'มานี ใจดี',
      has_password: false,
    })

    // The ticket is good once.
    const again = await post(ctx.app, '/api/line/register', {
      ticket: first.body.signup.ticket,
      ...signupFields(),
    })
    expect(again.body).toEqual({ error: 1, message: LINE_MESSAGES.ticketExpired })

    // Next time inside LINE: logged in with no typing, a session like a password login's.
    const next = await lineLogin(await line.liffToken(sub))
    expect(next.body.error).toBe(0)
    expect(next.body.signup).toBeUndefined()
    expect(next.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(next.body.data.id).toBe(reg.body.data.id)
    expect((await post(ctx.app, '/api/member/wallets', {}, next.body.access_token)).body.error).toBe(0)

    // No password to guess: a phone + password login is refused like a wrong password.
    const byPassword = await post(ctx.app, '/api/login', {
      username: fields.phone,
      password: 'decoy-password',
    })
    expect(byPassword.body.error).toBe(1)
  })

  it('leaves nothing behind when "สมัครด้วย LINE" is refused, and the ticket stays usable', async () => {
    const taken = await createMember(ctx.app)
    const first = await lineLogin(await line.liffToken(newLineUser()))
    const refused = await post(ctx.app, '/api/line/register', {
      ticket: first.body.signup.ticket,
      ...signupFields(),
      phone: taken.phone,
    })
    expect(refused.body).toEqual({ error: 1, message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' })
    const ok = await post(ctx.app, '/api/line/register', {
      ticket: first.body.signup.ticket,
      ...signupFields(),
    })
    expect(ok.body.error, ok.body.message).toBe(0)
  })

  it('refuses an expired ticket', async () => {
    const first = await lineLogin(await line.liffToken(newLineUser()))
    ctx.clock.advance(31 * 60_000)
    const late = await post(ctx.app, '/api/line/register', {
      ticket: first.body.signup.ticket,
      ...signupFields(),
    })
    expect(late.body).toEqual({ error: 1, message: LINE_MESSAGES.ticketExpired })
  })

  describe('never accepts an ID token that fails a check', () => {
    const refused = { error: 1, message: LINE_MESSAGES.badToken }
    it('expired', async () => {
      const sub = newLineUser()
      const token = await line.liffToken(sub)
      ctx.clock.advance(2 * 3600_000)
      expect((await lineLogin(token)).body).toEqual(refused)
    })
    it('for another channel (wrong audience)', async () => {
      expect((await lineLogin(await line.liffToken(newLineUser(), { aud: '1650009999' }))).body).toEqual(
        refused,
      )
    })
    it('from another issuer', async () => {
      expect(
        (await lineLogin(await line.liffToken(newLineUser(), { iss: 'https://evil.example' }))).body,
      ).toEqual(refused)
    })
    it('signed by another key under the same key id (bad signature)', async () => {
      const other = { ...(await createStandInKeys()), kid: line.keys.kid }
      expect((await lineLogin(await line.liffToken(newLineUser(), {}, other))).body).toEqual(refused)
    })
    it('HS256 with a wrong secret, or a body changed after signing', async () => {
      const now = Math.floor(ctx.clock.now().getTime() / 1000)
      const claims = { iss: ISSUER, sub: newLineUser(), aud: CHANNEL_ID, iat: now, exp: now + 600 }
      const wrong = await signIdToken(claims, { alg: 'HS256', secret: `${CHANNEL_SECRET}x` })
      expect((await lineLogin(wrong)).body).toEqual(refused)
      const good = await signIdToken(claims, { alg: 'HS256', secret: CHANNEL_SECRET })
      const [h, , sig] = good.split('.')
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: newLineUser() })).toString('base64url')
      expect((await lineLogin(`${h}.${forged}.${sig}`)).body).toEqual(refused)
      // The genuine one passes (the checks above are the signature's, not something else's).
      expect((await lineLogin(good)).body.error).toBe(0)
    })
    it('unsigned (alg none)', async () => {
      const now = Math.floor(ctx.clock.now().getTime() / 1000)
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
      const none = `${part({ alg: 'none' })}.${part({ iss: ISSUER, sub: newLineUser(), aud: CHANNEL_ID, iat: now, exp: now + 600 })}.x`
      expect((await lineLogin(none)).body).toEqual(refused)
    })
  })
})

describe('LINE Login in a browser (authorize → LINE → /line/callback)', () => {
  const authorize = async () => {
    const reply = await post(ctx.app, '/api/line/authorize', {})
    expect(reply.body.error, reply.body.message).toBe(0)
    return reply.body.data.url as string
  }

  it('sends the browser to LINE with PKCE, state and nonce, and logs a linked member in', async () => {
    const url = new URL(await authorize())
    expect(`${url.origin}${url.pathname}`).toBe(line.config.lineAuthorizeUrl)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CHANNEL_ID,
      redirect_uri: 'http://localhost:80/line/callback',
      scope: 'openid profile',
      code_challenge_method: 'S256',
    })
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // A first-time LINE user: a ticket; "มีบัญชีอยู่แล้ว" links the existing member with their password.
    const member = await createMember(ctx.app)
    const back = await line.consent(url.toString(), 'วิชัย บราวเซอร์')
    const first = await post(ctx.app, '/api/line/callback', {
      code: back.get('code'),
      state: back.get('state'),
    })
    expect(first.body.signup.display_name).toBe('วิชัย บราวเซอร์')
    const linked = await post(ctx.app, '/api/line/link_existing', {
      ticket: first.body.signup.ticket,
      username: member.phone,
      password: member.password,
    })
    expect(linked.body.error, linked.body.message).toBe(0)
    expect(linked.body.data.id).toBe(member.user.id)

    // The round trip again: straight in.
    const again = await line.consent(await authorize(), 'วิชัย บราวเซอร์')
    const session = await post(ctx.app, '/api/line/callback', {
      code: again.get('code'),
      state: again.get('state'),
    })
    expect(session.body.error).toBe(0)
    expect(session.body.data.id).toBe(member.user.id)
    expect((await get(ctx.app, '/api/get_user_info', session.body.access_token)).body.data.id).toBe(
      member.user.id,
    )
  })

  it('refuses a replayed state, an expired one and a state nobody issued', async () => {
    const back = await line.consent(await authorize(), 'ซ้ำ ซ้ำ')
    const body = { code: back.get('code'), state: back.get('state') }
    expect((await post(ctx.app, '/api/line/callback', body)).body.error).toBe(0)
    expect((await post(ctx.app, '/api/line/callback', body)).body).toEqual({
      error: 1,
      message: LINE_MESSAGES.badState,
    })

    const late = await line.consent(await authorize(), 'ช้า ช้า')
    ctx.clock.advance(11 * 60_000)
    const lateReply = await post(ctx.app, '/api/line/callback', {
      code: late.get('code'),
      state: late.get('state'),
    })
    expect(lateReply.body).toEqual({ error: 1, message: LINE_MESSAGES.badState })

    const made = await post(ctx.app, '/api/line/callback', {
      code: 'x',
      state: randomBytes(32).toString('base64url'),
    })
    expect(made.body).toEqual({ error: 1, message: LINE_MESSAGES.badState })
  })

  it("refuses an ID token carrying another login's nonce (a replayed token)", async () => {
    const earlier = new URL(await authorize()).searchParams.get('nonce')
    line.tamper((claims) => ({ ...claims, nonce: earlier ?? '' }))
    try {
      const back = await line.consent(await authorize(), 'นอนซ์ เก่า')
      const reply = await post(ctx.app, '/api/line/callback', {
        code: back.get('code'),
        state: back.get('state'),
      })
      expect(reply.body).toEqual({ error: 1, message: LINE_MESSAGES.badToken })
    } finally {
      line.tamper(null)
    }
  })

  it('refuses the ID token of the code exchange when its audience or issuer is wrong', async () => {
    for (const bad of [{ aud: '1650009999' }, { iss: 'https://evil.example' }]) {
      line.tamper((claims) => ({ ...claims, ...bad }))
      try {
        const back = await line.consent(await authorize(), 'ผิด ผิด')
        const reply = await post(ctx.app, '/api/line/callback', {
          code: back.get('code'),
          state: back.get('state'),
        })
        expect(reply.body).toEqual({ error: 1, message: LINE_MESSAGES.badToken })
      } finally {
        line.tamper(null)
      }
    }
  })

  it('a cancelled consent brings back no code', async () => {
    const back = await line.consent(await authorize(), 'ไม่ ยอม', 'deny')
    expect(back.get('error')).toBe('access_denied')
    expect(back.get('code')).toBeNull()
  })
})

describe('the profile: link, unlink, first password', () => {
  it('links LINE inside LINE, refuses a LINE account of another member, unlinks', async () => {
    const member = await createMember(ctx.app)
    expect((await get(ctx.app, '/api/line/status', member.token)).body.data).toEqual({
      enabled: true,
      linked: false,
      display_name: null,
      has_password: true,
    })
    const sub = newLineUser()
    const linked = await post(
      ctx.app,
      '/api/line/link',
      { id_token: await line.liffToken(sub, { name: 'ลิงก์ ได้' }) },
      member.token,
    )
    expect(linked.body).toEqual({
      error: 0,
      message: LINE_MESSAGES.linked,
      data: { enabled: true, linked: true, display_name: 'ลิงก์ ได้', has_password: true },
    })
    // A second LINE account for the same member, or this LINE account for another member: refused.
    const second = await post(
      ctx.app,
      '/api/line/link',
      { id_token: await line.liffToken(newLineUser()) },
      member.token,
    )
    expect(second.body).toEqual({ error: 1, message: LINE_MESSAGES.memberHasLine })
    const other = await createMember(ctx.app)
    const stolen = await post(ctx.app, '/api/line/link', { id_token: await line.liffToken(sub) }, other.token)
    expect(stolen.body).toEqual({ error: 1, message: LINE_MESSAGES.lineTaken })

    const unlinked = await post(ctx.app, '/api/line/unlink', {}, member.token)
    expect(unlinked.body.data.linked).toBe(false)
    // Unlinked: the LINE user is a stranger again.
    expect((await lineLogin(await line.liffToken(sub))).body.signup).toBeDefined()
  })

  it('keeps the last way in: a LINE-only member sets a password before unlinking', async () => {
    const m = await lineMember()
    expect((await post(ctx.app, '/api/line/unlink', {}, m.token)).body).toEqual({
      error: 1,
      message: LINE_MESSAGES.lastWayIn,
    })
    // The calls that confirm with a password say what to do instead of 'wrong password'.
    const noPassword = { error: 1, message: AUTH_MESSAGES.noPasswordYet }
    expect(
      (
        await post(
          ctx.app,
          '/api/member/change_password',
          { old_password: 'x', new_password: 'new password 1' },
          m.token,
        )
      ).body,
    ).toEqual(noPassword)
    expect(
      (
        await post(
          ctx.app,
          '/api/member/update_sub_bank_account',
          { bank_code: '002', bank_account_no: '7001002099', password: 'x' },
          m.token,
        )
      ).body,
    ).toEqual(noPassword)
    expect(AUTH_MESSAGES.noPasswordYet).toBe(
      'บัญชีนี้เข้าสู่ระบบด้วย LINE และยังไม่ได้ตั้งรหัสผ่าน กรุณาตั้งรหัสผ่านในหน้าโปรไฟล์ก่อน',
    )
    const set = await post(ctx.app, '/api/member/set_password', { password: 'my first pass' }, m.token)
    expect(set.body).toEqual({
      error: 0,
      message: LINE_MESSAGES.passwordSet,
      data: { enabled: true, linked: true, display_name: 'สมชาย ไลน์', has_password: true },
    })
    expect(
      (await post(ctx.app, '/api/member/set_password', { password: 'another pass' }, m.token)).body,
    ).toEqual({
      error: 1,
      message: LINE_MESSAGES.hasPassword,
    })
    expect(
      (await post(ctx.app, '/api/login', { username: m.phone, password: 'my first pass' })).body.error,
    ).toBe(0)
    expect((await post(ctx.app, '/api/line/unlink', {}, m.token)).body.error).toBe(0)
  })

  it('links from the profile through the browser round trip, bound to the member who started it', async () => {
    const member = await createMember(ctx.app)
    const start = await post(ctx.app, '/api/line/link/authorize', {}, member.token)
    const back = await line.consent(start.body.data.url, 'โปรไฟล์ ลิงก์')
    const body = { code: back.get('code'), state: back.get('state') }
    // Another member cannot finish it, nor can the login callback.
    const other = await createMember(ctx.app)
    expect((await post(ctx.app, '/api/line/link/callback', body, other.token)).body).toEqual({
      error: 1,
      message: LINE_MESSAGES.badState,
    })
    const start2 = await post(ctx.app, '/api/line/link/authorize', {}, member.token)
    const back2 = await line.consent(start2.body.data.url, 'โปรไฟล์ ลิงก์')
    expect(
      (await post(ctx.app, '/api/line/callback', { code: back2.get('code'), state: back2.get('state') }))
        .body,
    ).toEqual({
      error: 1,
      message: LINE_MESSAGES.badState,
    })
    const start3 = await post(ctx.app, '/api/line/link/authorize', {}, member.token)
    const back3 = await line.consent(start3.body.data.url, 'โปรไฟล์ ลิงก์')
    const done = await post(
      ctx.app,
      '/api/line/link/callback',
      { code: back3.get('code'), state: back3.get('state') },
      member.token,
    )
    expect(done.body.error, done.body.message).toBe(0)
    const login = await lineLogin(await line.liffToken(standInUserId('โปรไฟล์ ลิงก์')))
    expect(login.body.data.id).toBe(member.user.id)
  })

  it('one LINE account claimed by two members at the same moment: one wins', async () => {
    const [a, b] = await Promise.all([createMember(ctx.app), createMember(ctx.app)])
    const sub = newLineUser()
    const [ta, tb] = await Promise.all([line.liffToken(sub), line.liffToken(sub)])
    const replies = await Promise.all([
      post(ctx.app, '/api/line/link', { id_token: ta }, a.token),
      post(ctx.app, '/api/line/link', { id_token: tb }, b.token),
    ])
    const errors = replies.map((r) => r.body.error).sort()
    expect(errors).toEqual([0, 1])
    expect(replies.find((r) => r.body.error === 1)?.body.message).toBe(LINE_MESSAGES.lineTaken)
    const winner = replies[0].body.error === 0 ? a : b
    expect((await lineLogin(await line.liffToken(sub))).body.data.id).toBe(winner.user.id)
  })

  it('one LINE user registering twice at the same moment: one member', async () => {
    const sub = newLineUser()
    const [t1, t2] = await Promise.all([
      lineLogin(await line.liffToken(sub)),
      lineLogin(await line.liffToken(sub)),
    ])
    const replies = await Promise.all([
      post(ctx.app, '/api/line/register', { ticket: t1.body.signup.ticket, ...signupFields() }),
      post(ctx.app, '/api/line/register', { ticket: t2.body.signup.ticket, ...signupFields() }),
    ])
    expect(replies.map((r) => r.body.error).sort()).toEqual([0, 1])
    expect(replies.find((r) => r.body.error === 1)?.body.message).toBe(LINE_MESSAGES.lineTaken)
  })
})

describe('line.prune', () => {
  it('deletes login attempts and signup tickets a day past their expiry, and nothing live', async () => {
    await post(ctx.app, '/api/line/authorize', {})
    await lineLogin(await line.liffToken(newLineUser()))
    const count = async () => {
      const [a] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(lineLoginAttempts)
      const [s] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(lineSignups)
      return a.n + s.n
    }
    const before = await count()
    await pruneLineJob.run(ctx.deps, undefined as never)
    expect(await count()).toBe(before)
    ctx.clock.advance(LINE_RETENTION_MS + 3600_000)
    await pruneLineJob.run(ctx.deps, undefined as never)
    expect(await count()).toBe(0)
  })
})

describe('without a LINE channel', () => {
  it('offers no LINE login and every call answers in Thai', async () => {
    const bare = await setupApp({ seed: 'minimal' })
    try {
      expect((await get(bare.app, '/api/line/config')).body).toEqual({
        error: 0,
        data: { enabled: false, demo: false },
      })
      const token = await line.liffToken(newLineUser())
      expect((await post(bare.app, '/api/line/login', { id_token: token })).body).toEqual({
        error: 1,
        message: LINE_MESSAGES.disabled,
      })
      expect((await post(bare.app, '/api/line/authorize', {})).body).toEqual({
        error: 1,
        message: LINE_MESSAGES.disabled,
      })
    } finally {
      await bare.close()
    }
  })
})
