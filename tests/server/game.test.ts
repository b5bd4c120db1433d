import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILTIN_GAMES } from '../../server/provider/games'
import type { GameTile } from '../../src/contract/game'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { operatorCall } from './helpers/money'
import { fund, gameWallet, launchToken, seamless, TEST_PROVIDER_SECRET, tileOf } from './helpers/seamless'

let ctx: TestContext
let member: TestMember
let slot: GameTile
const SESSION_EXPIRED = { error: 401, message: 'เซสซั่นหมดอายุ กรุณาลองใหม่' }

beforeAll(async () => {
  ctx = await setupApp({
    config: { builtinProviderSecret: TEST_PROVIDER_SECRET, gameOrigins: ['https://games.acme.test'] },
  })
  member = await createMember(ctx.app)
  slot = await tileOf(ctx.app, 'slot')
  // Two more games of another provider, for filters and search.
  await operatorCall(ctx.app, 'game/provider/save', {
    code: 'acme',
    name: 'Acme',
    logo: '/images/games/provider-builtin.svg',
    adapter: 'example',
    launch_url: 'https://games.acme.test/play',
    secret: 'acme-secret-acme-secret-acme-secret-0001',
    active: true,
  })
  for (const [code, name, category] of [
    ['roulette', 'รูเล็ต', 'casino'],
    ['dragon', 'มังกรทอง', 'slot'],
  ])
    await operatorCall(ctx.app, 'game/game/save', {
      provider_code: 'acme',
      code,
      name,
      category,
      thumbnail: `/images/games/builtin-slot.svg`,
      has_demo: false,
      wallet_types: [1],
      active: true,
    })
}, 120_000)
afterAll(async () => ctx.close())

const linkBody = (overrides: Record<string, unknown> = {}) => ({
  game_id: slot.game_id,
  provider_id: slot.provider_id,
  is_mobile: true,
  source: 'lobby',
  ...overrides,
})

describe('GET /api/game/list', () => {
  it('lists the built-in slot with its Thai name, thumbnail, demo and wallet types', async () => {
    const { body } = await get(ctx.app, '/api/game/list')
    expect(body.error).toBe(0)
    // Every game the built-in provider serves, and the test provider's two.
    expect(body.data.total).toBe(BUILTIN_GAMES.length + 2)
    expect((body.data.games as GameTile[]).find((g) => g.code === 'slot')).toEqual({
      game_id: slot.game_id,
      provider_id: slot.provider_id,
      provider_code: 'builtin',
      sub_provider_id: null,
      code: 'slot',
      name: 'สล็อต',
      category: 'slot',
      thumbnail: '/images/games/builtin-slot.svg',
      has_demo: true,
      wallet_types: [1, 2, 3],
    })
  })

  it('filters by provider (code or id), category and search, and pages with limit and offset', async () => {
    const names = async (query: string) =>
      ((await get(ctx.app, `/api/game/list?${query}`)).body.data.games as GameTile[]).map((g) => g.code)
    expect(await names('provider=acme')).toEqual(['roulette', 'dragon'])
    expect((await names(`provider=${slot.provider_id}`)).sort()).toEqual(
      BUILTIN_GAMES.map((g) => g.code).sort(),
    )
    expect(await names('category=slot')).toEqual(['slot', 'dragon'])
    const all = await names('category=all')
    expect(all).toHaveLength(BUILTIN_GAMES.length + 2)
    expect(await names(`search=${encodeURIComponent('มังกร')}`)).toEqual(['dragon'])
    expect(await names('limit=1&offset=1')).toEqual([all[1]])
    const paged = (await get(ctx.app, '/api/game/list?limit=1')).body.data
    expect(paged.total).toBe(BUILTIN_GAMES.length + 2)
  })

  it('refuses a malformed filter with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'category=lotto', 'offset=-1', 'unknown=1']) {
      expect((await get(ctx.app, `/api/game/list?${query}`)).status, query).toBe(400)
    }
  })
})

describe('POST /api/game/wallets', () => {
  it('answers the member’s wallets the game accepts', async () => {
    const { body } = await post(
      ctx.app,
      '/api/game/wallets',
      { game_id: slot.game_id, provider_id: slot.provider_id },
      member.token,
    )
    expect(body.error).toBe(0)
    expect(body.data.map((w: { wallet_type_id: number }) => w.wallet_type_id)).toEqual([1, 2])
    const dragon = await tileOf(ctx.app, 'dragon')
    const only = await post(
      ctx.app,
      '/api/game/wallets',
      { game_id: dragon.game_id, provider_id: dragon.provider_id },
      member.token,
    )
    expect(only.body.data.map((w: { wallet_type_id: number }) => w.wallet_type_id)).toEqual([1])
  })

  it('refuses an unknown game in Thai, and answers 401 without a session', async () => {
    const unknown = await post(
      ctx.app,
      '/api/game/wallets',
      { game_id: 999_999, provider_id: slot.provider_id },
      member.token,
    )
    expect(unknown.body).toEqual({ error: 2, message: 'ไม่พบเกมนี้' })
    const mismatched = await post(
      ctx.app,
      '/api/game/wallets',
      { game_id: slot.game_id, provider_id: 999 },
      member.token,
    )
    expect(mismatched.body.message).toBe('ไม่พบเกมนี้')
    const anonymous = await post(ctx.app, '/api/game/wallets', {
      game_id: slot.game_id,
      provider_id: slot.provider_id,
    })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual(SESSION_EXPIRED)
  })
})

describe('POST /api/game/link', () => {
  it('answers the built-in page with a single-use launch token, never the bearer token', async () => {
    const wallet = await gameWallet(ctx.app, member, slot)
    const { body } = await post(ctx.app, '/api/game/link', linkBody({ wallet_id: wallet.id }), member.token)
    expect(body.error).toBe(0)
    expect(body.data.link).toMatch(/^\/provider\/builtin\/slot\/\?token=[A-Za-z0-9_-]{43}$/)
    expect(body.data.link).not.toContain(member.token)
  })

  it('builds an external provider’s URL through its adapter', async () => {
    const roulette = await tileOf(ctx.app, 'roulette')
    const wallet = await gameWallet(ctx.app, member, roulette)
    const { body } = await post(
      ctx.app,
      '/api/game/link',
      { ...linkBody({ wallet_id: wallet.id }), game_id: roulette.game_id, provider_id: roulette.provider_id },
      member.token,
    )
    const url = new URL(body.data.link)
    expect(url.origin + url.pathname).toBe('https://games.acme.test/play/launch')
    expect(url.searchParams.get('game')).toBe('roulette')
    expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses another member’s wallet, a wallet the game does not take, an empty bonus wallet', async () => {
    const other = await createMember(ctx.app)
    const theirs = await gameWallet(ctx.app, other, slot)
    const foreign = await post(ctx.app, '/api/game/link', linkBody({ wallet_id: theirs.id }), member.token)
    expect(foreign.body).toEqual({ error: 2, message: 'ไม่พบกระเป๋าเงินนี้' })
    const freeCredit = await gameWallet(ctx.app, member, slot, 2)
    const empty = await post(ctx.app, '/api/game/link', linkBody({ wallet_id: freeCredit.id }), member.token)
    expect(empty.body).toEqual({ error: 1, message: 'กระเป๋าเงินนี้ไม่มียอดเงินสำหรับเล่นเกม' })
    const dragon = await tileOf(ctx.app, 'dragon')
    const refused = await post(
      ctx.app,
      '/api/game/link',
      { ...linkBody({ wallet_id: freeCredit.id }), game_id: dragon.game_id, provider_id: dragon.provider_id },
      member.token,
    )
    expect(refused.body).toEqual({ error: 1, message: 'เกมนี้ไม่รองรับกระเป๋าเงินนี้' })
    const anonymous = await post(ctx.app, '/api/game/link', linkBody({ wallet_id: theirs.id }))
    expect(anonymous.status).toBe(401)
  })

  it('refuses a game the operator switched off', async () => {
    const dragon = await tileOf(ctx.app, 'dragon')
    const wallet = await gameWallet(ctx.app, member, dragon)
    await operatorCall(ctx.app, 'game/game/save', {
      provider_code: 'acme',
      code: 'dragon',
      name: 'มังกรทอง',
      category: 'slot',
      thumbnail: '/images/games/builtin-slot.svg',
      has_demo: false,
      wallet_types: [1],
      active: false,
    })
    const { body } = await post(
      ctx.app,
      '/api/game/link',
      { ...linkBody({ wallet_id: wallet.id }), game_id: dragon.game_id, provider_id: dragon.provider_id },
      member.token,
    )
    expect(body).toEqual({ error: 1, message: 'เกมนี้ปิดให้บริการชั่วคราว' })
    const list = (await get(ctx.app, '/api/game/list?provider=acme')).body.data.games as GameTile[]
    expect(list.map((g) => g.code)).toEqual(['roulette'])
  })
})

describe('POST /api/game/demo', () => {
  const demoBody = (overrides: Record<string, unknown> = {}) => ({
    game_id: slot.game_id,
    provider_id: slot.provider_id,
    is_mobile: false,
    source: 'lobby',
    agent_code: 'bw222',
    ...overrides,
  })

  it('answers the demo page to a visitor, with no token in it', async () => {
    const { body } = await post(ctx.app, '/api/game/demo', demoBody())
    expect(body).toEqual({ error: 0, data: { link: '/provider/builtin/slot/?demo=1' } })
  })

  it('refuses a game without demo, an unknown game and another agent code in Thai', async () => {
    const roulette = await tileOf(ctx.app, 'roulette')
    const noDemo = await post(
      ctx.app,
      '/api/game/demo',
      demoBody({ game_id: roulette.game_id, provider_id: roulette.provider_id }),
    )
    expect(noDemo.body).toEqual({ error: 1, message: 'เกมนี้ไม่มีโหมดทดลองเล่น' })
    const unknown = await post(ctx.app, '/api/game/demo', demoBody({ game_id: 424242 }))
    expect(unknown.body).toEqual({ error: 2, message: 'ไม่พบเกมนี้' })
    const agent = await post(ctx.app, '/api/game/demo', demoBody({ agent_code: 'xx999' }))
    expect(agent.body).toEqual({ error: 2, message: 'ไม่พบรหัสเอเย่นต์นี้' })
    expect((await post(ctx.app, '/api/game/demo', demoBody({ is_mobile: 'yes' }))).status).toBe(400)
  })
})

// Last: it moves the clock a day on (member sessions expire).
describe('GET /api/game/lobby and /api/lobby/configs', () => {
  it('gives providers, hot games from real rounds and, with a token, the member’s last played', async () => {
    const visitor = (await get(ctx.app, '/api/game/lobby')).body.data
    expect(visitor.providers.map((p: { code: string }) => p.code)).toEqual(['builtin', 'acme'])
    expect(visitor.last).toEqual([])
    expect(visitor.hot).toEqual([])

    const player = await createMember(ctx.app)
    await fund(ctx.deps, player, 10)
    const wallet = await gameWallet(ctx.app, player, slot)
    const token = await launchToken(ctx.app, player, slot, wallet.id)
    const session = (await seamless(ctx.app, 'authenticate', { launch_token: token })).body.session_token
    await seamless(ctx.app, 'bet', {
      session_token: session,
      transaction_id: 'hot-1',
      round_id: 'hot-round-1',
      game_code: 'slot',
      amount: 1,
    })
    ctx.clock.advance(61_000)
    const lobby = (await get(ctx.app, '/api/game/lobby', player.token)).body.data
    expect(lobby.hot.map((g: GameTile) => g.code)).toEqual(['slot'])
    expect(lobby.last.map((g: GameTile) => g.code)).toEqual(['slot'])
    // A day later the round no longer makes the game hot.
    ctx.clock.advance(24 * 3600 * 1000)
    expect((await get(ctx.app, '/api/game/lobby', player.token)).body.data.hot).toEqual([])
  })

  it('answers each lobby’s title, demo banners, tabs and providers', async () => {
    const slotLobby = (await get(ctx.app, '/api/lobby/configs?lobby_key=slot')).body.data
    expect(slotLobby).toEqual({
      lobby_key: 'slot',
      title: 'สล็อต',
      banners: [{ image: '/images/games/lobby-slot.svg', link: '/promotions' }],
      categories: [{ key: 'slot', name: 'สล็อต' }],
      // acme's only slot (dragon) was switched off above: its logo leaves the slot lobby.
      providers: [expect.objectContaining({ code: 'builtin' })],
    })
    const casino = (await get(ctx.app, '/api/lobby/configs?lobby_key=casino')).body.data
    // The built-in baccarat and Hi-Lo, and acme's roulette.
    expect(casino.providers.map((p: { code: string }) => p.code).sort()).toEqual(['acme', 'builtin'])
    const all = (await get(ctx.app, '/api/lobby/configs')).body.data
    expect(all.lobby_key).toBe('all')
    expect(all.categories.map((c: { key: string }) => c.key)).toEqual([
      'all',
      'casino',
      'slot',
      'sport',
      'fishing',
      'freespin',
    ])
    expect((await get(ctx.app, '/api/lobby/configs?lobby_key=lotto')).status).toBe(400)
  })
})
