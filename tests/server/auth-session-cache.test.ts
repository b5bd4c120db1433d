import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../server/db/schema'
import { SessionCache } from '../../server/modules/auth/session-cache'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post } from './helpers/factories'

/**
 * Authenticated reads are served from an in-process session cache (server/modules/auth/session-cache.ts).
 * A member must never notice it: a session that ends is refused on the very next call, here and on
 * every other instance.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterAll(async () => ctx.close())

const wallets = (token: string) => post(ctx.app, '/api/member/wallets', {}, token)
const sessionOf = async (memberId: number) =>
  (await ctx.deps.db.select().from(sessions).where(eq(sessions.memberId, memberId)))[0]

describe('session cache', () => {
  it('refuses a session revoked by another instance as soon as its bus message arrives', async () => {
    const member = await createMember(ctx.app)
    expect((await wallets(member.token)).status).toBe(200)
    const session = await sessionOf(member.user.id)
    // On PostgreSQL the message comes back through this instance's LISTEN connection a moment later.
    const arrived = new Promise<void>((resolve) => {
      const stop = ctx.deps.bus.subscribe('session.revoked', () => {
        stop()
        resolve()
      })
    })
    // What another instance does on logout: revoke the row and publish in the same transaction.
    await ctx.deps.db.transaction(async (tx) => {
      await tx.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, session.id))
      await ctx.deps.bus.publish(tx, 'session.revoked', {
        member_id: member.user.id,
        session_ids: [session.id],
      })
    })
    await arrived
    const after = await wallets(member.token)
    expect(after.status).toBe(401)
    expect(after.body.message).toBe('เซสซั่นหมดอายุ กรุณาลองใหม่')
  })

  it('refuses the session on the next call after logout and after a password change', async () => {
    const member = await createMember(ctx.app)
    const other = (await post(ctx.app, '/api/login', { username: member.phone, password: member.password }))
      .body.access_token as string
    expect((await get(ctx.app, '/api/get_user_info', other)).status).toBe(200)
    expect(
      (
        await post(
          ctx.app,
          '/api/member/change_password',
          { old_password: member.password, new_password: 'another pass 2' },
          member.token,
        )
      ).body.error,
    ).toBe(0)
    expect((await get(ctx.app, '/api/get_user_info', other)).status).toBe(401)
    expect((await wallets(member.token)).status).toBe(200)
    expect((await post(ctx.app, '/api/logout', {}, member.token)).status).toBe(200)
    expect((await wallets(member.token)).status).toBe(401)
  })

  it('re-reads the database within 30 seconds even if a revocation message was lost', async () => {
    const member = await createMember(ctx.app)
    expect((await wallets(member.token)).status).toBe(200)
    const session = await sessionOf(member.user.id)
    // Revoked by hand, with no message on the bus.
    await ctx.deps.db.update(sessions).set({ revokedAt: ctx.clock.now() }).where(eq(sessions.id, session.id))
    ctx.clock.advance(31_000)
    expect((await wallets(member.token)).status).toBe(401)
  })

  it('writes last-seen at most once a minute, however many calls', async () => {
    const member = await createMember(ctx.app)
    const created = (await sessionOf(member.user.id)).lastSeenAt.getTime()
    ctx.clock.advance(30_000)
    for (let i = 0; i < 5; i++) expect((await wallets(member.token)).status).toBe(200)
    expect((await sessionOf(member.user.id)).lastSeenAt.getTime()).toBe(created)
    ctx.clock.advance(31_000)
    await Promise.all([wallets(member.token), wallets(member.token), wallets(member.token)])
    expect((await sessionOf(member.user.id)).lastSeenAt.getTime()).toBe(ctx.clock.now().getTime())
  })
})

describe('SessionCache', () => {
  const entry = { memberId: 1, sessionId: 7, createdAtMs: 0, lastSeenAtMs: 0, cachedAtMs: 0 }

  it('does not keep a read that raced a revocation', () => {
    const cache = new SessionCache()
    const before = cache.mark()
    cache.dropSessions([7])
    cache.store('hash', entry, before)
    expect(cache.get('hash', 0)).toBeNull()
    cache.store('hash', entry, cache.mark())
    expect(cache.get('hash', 0)).toEqual(entry)
  })

  it('forgets everything on a bus gap and a session by id on revocation', () => {
    const cache = new SessionCache()
    cache.store('a', entry, cache.mark())
    cache.store('b', { ...entry, sessionId: 8 }, cache.mark())
    cache.dropSessions([7])
    expect(cache.get('a', 0)).toBeNull()
    expect(cache.get('b', 0)).not.toBeNull()
    cache.clear()
    expect(cache.size).toBe(0)
  })
})
