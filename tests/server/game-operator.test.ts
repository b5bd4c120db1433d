import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { get } from './helpers/factories'
import { operatorCall } from './helpers/money'
import { queryRows, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({
    config: { builtinProviderSecret: TEST_PROVIDER_SECRET, gameOrigins: ['https://games.acme.test'] },
  })
})
afterAll(async () => ctx.close())

const provider = (overrides: Record<string, unknown> = {}) => ({
  code: 'acme',
  name: 'Acme Gaming',
  logo: '/images/games/provider-builtin.svg',
  adapter: 'example',
  launch_url: 'https://games.acme.test/v1',
  secret: 'acme-secret-acme-secret-acme-secret-0001',
  active: true,
  ...overrides,
})

const auditOf = async (target: string) =>
  queryRows<{ action: string; outcome: string; after: unknown }>(
    ctx.deps,
    sql`select action, outcome, after from operator_audit where target = ${target} order by id`,
  )

describe('operator game providers', () => {
  it('lists the built-in provider without any secret', async () => {
    const { body } = await operatorCall(ctx.app, 'game/providers')
    expect(body.data).toEqual([
      expect.objectContaining({
        code: 'builtin',
        adapter: 'builtin',
        has_secret: true,
        active: true,
        launch_url: null,
      }),
    ])
    expect(JSON.stringify(body)).not.toContain(TEST_PROVIDER_SECRET)
  })

  it('saves an external provider, audits it without the secret, and its signed calls are then accepted', async () => {
    const saved = await operatorCall(ctx.app, 'game/provider/save', provider())
    expect(saved.body.error, saved.body.message).toBe(0)
    expect(saved.body.data).toMatchObject({
      code: 'acme',
      has_secret: true,
      launch_url: 'https://games.acme.test/v1',
    })
    const audit = await auditOf('game_provider:acme')
    expect(audit.map((a) => [a.action, a.outcome])).toEqual([['game.provider.save', 'ok']])
    expect(JSON.stringify(audit)).not.toContain('acme-secret')
    // Its secret signs its calls (an unknown session token, but a valid signature: not a 401).
    const reply = await seamless(
      ctx.app,
      'balance',
      { session_token: 'nope' },
      { provider: 'acme', secret: provider().secret },
    )
    expect(reply).toEqual({ status: 200, body: { status: 'INVALID_TOKEN' } })
    // Another provider's secret does not.
    expect((await seamless(ctx.app, 'balance', { session_token: 'nope' }, { provider: 'acme' })).status).toBe(
      401,
    )
  })

  it('refuses unframeable or unsigned external providers and a secret for the built-in one, in Thai', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { launch_url: 'https://elsewhere.test/v1' },
        'ต้นทางของ launch_url ต้องอยู่ใน GAME_ORIGINS ก่อน จึงจะเปิดเกมในหน้าเว็บได้',
      ],
      [{ launch_url: 'http://games.acme.test/v1' }, 'ผู้ให้บริการภายนอกต้องมี launch_url ที่ขึ้นต้นด้วย https://'],
      [{ code: 'newco', secret: undefined }, 'ผู้ให้บริการภายนอกต้องมีรหัสลับ (secret) ก่อนเปิดใช้งาน'],
      [
        { code: 'builtin', adapter: 'builtin', launch_url: null },
        'รหัสลับของผู้ให้บริการ builtin ตั้งค่าด้วย BUILTIN_PROVIDER_SECRET เท่านั้น',
      ],
      [{ code: 'other', adapter: 'builtin' }, 'ตัวเชื่อมต่อ builtin ใช้ได้กับผู้ให้บริการ builtin เท่านั้น'],
      [{ logo: 'javascript:alert(1)' }, 'ที่อยู่รูปภาพหรือลิงก์ต้องขึ้นต้นด้วย / หรือ https://'],
    ]
    for (const [overrides, message] of cases) {
      const body = provider(overrides)
      const { body: reply } = await operatorCall(
        ctx.app,
        'game/provider/save',
        JSON.parse(JSON.stringify(body)),
      )
      expect(reply, JSON.stringify(overrides)).toEqual({ error: 1, message })
    }
  })
})

describe('operator games and lobby configs', () => {
  it('adds a game that the lobby then lists, and refuses a built-in game the provider does not serve', async () => {
    const game = {
      provider_code: 'acme',
      code: 'roulette',
      name: 'รูเล็ต',
      category: 'casino',
      thumbnail: '/images/games/builtin-slot.svg',
      has_demo: true,
      wallet_types: [1, 3],
      active: true,
      sort: 5,
    }
    const saved = await operatorCall(ctx.app, 'game/game/save', game)
    expect(saved.body.data).toMatchObject({ code: 'roulette', provider_code: 'acme', active: true, sort: 5 })
    const list = await get(ctx.app, '/api/game/list?category=casino&provider=acme')
    expect(list.body.data.games.map((g: { code: string }) => g.code)).toEqual(['roulette'])
    const all = await operatorCall(ctx.app, 'game/games?provider=acme')
    expect(all.body.data).toHaveLength(1)

    const missing = await operatorCall(ctx.app, 'game/game/save', {
      ...game,
      provider_code: 'builtin',
      code: 'poker',
    })
    expect(missing.body).toEqual({ error: 1, message: 'ผู้ให้บริการ builtin ไม่มีเกมรหัสนี้' })
    const wallet = await operatorCall(ctx.app, 'game/game/save', { ...game, wallet_types: [9] })
    expect(wallet.body).toEqual({ error: 1, message: 'ประเภทกระเป๋าเงินไม่ถูกต้อง' })
    const unknown = await operatorCall(ctx.app, 'game/game/save', { ...game, provider_code: 'nobody' })
    expect(unknown.body).toEqual({ error: 2, message: 'ไม่พบผู้ให้บริการเกมนี้' })
    expect((await auditOf('game:acme:roulette')).map((a) => a.outcome)).toEqual([
      'ok',
      'ประเภทกระเป๋าเงินไม่ถูกต้อง',
    ])
  })

  it('saves a lobby config the site then reads', async () => {
    const saved = await operatorCall(ctx.app, 'game/lobby_config/save', {
      lobby_key: 'casino',
      title: 'คาสิโนสด',
      banners: [{ image: '/images/games/lobby-casino.svg', link: null }],
      categories: [{ key: 'casino', name: 'คาสิโน' }],
    })
    expect(saved.body.error).toBe(0)
    const read = await get(ctx.app, '/api/lobby/configs?lobby_key=casino')
    expect(read.body.data).toMatchObject({
      title: 'คาสิโนสด',
      banners: [{ image: '/images/games/lobby-casino.svg', link: null }],
    })
    const stored = await operatorCall(ctx.app, 'game/lobby_configs')
    expect(stored.body.data.map((c: { lobby_key: string }) => c.lobby_key)).toEqual([
      'all',
      'casino',
      'fishing',
      'freespin',
      'slot',
      'sport',
    ])
    const bad = await operatorCall(ctx.app, 'game/lobby_config/save', {
      lobby_key: 'slot',
      title: 'x',
      banners: [{ image: 'data:image/png;base64,AA', link: null }],
      categories: [],
    })
    expect(bad.body).toEqual({ error: 1, message: 'ที่อยู่รูปภาพหรือลิงก์ต้องขึ้นต้นด้วย / หรือ https://' })
  })

  it('answers 401 without the operator token', async () => {
    for (const url of ['game/providers', 'game/games', 'game/lobby_configs']) {
      expect((await operatorCall(ctx.app, url, undefined, 'wrong-token-wrong-token-wrong')).status).toBe(401)
    }
  })
})
