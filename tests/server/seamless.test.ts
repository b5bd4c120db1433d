import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { assertLedgerInvariants, moneyCounts } from './helpers/ledger'
import { logSink } from './helpers/log'
import { mainBalance, operatorCall } from './helpers/money'
import {
  fund,
  gameWallet,
  launchToken,
  openSession,
  queryRows,
  seamless,
  TEST_PROVIDER_SECRET,
  tileOf,
} from './helpers/seamless'

let ctx: TestContext
let n = 0
const txId = (label: string) => `${label}-${++n}`

const log = logSink()
beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET }, logger: log.logger })
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

async function richMember(amount = 100): Promise<TestMember> {
  const member = await createMember(ctx.app)
  await fund(ctx.deps, member, amount)
  return member
}

const ledgerRefs = async (reference: string) => {
  const rows = await queryRows<{ kind: string }>(
    ctx.deps,
    sql`select kind from ledger_transactions where reference = ${reference} order by id`,
  )
  return rows.map((r) => r.kind)
}

describe('POST /api/seamless/authenticate', () => {
  it('exchanges the launch token once for a session with the wallet, balance and game', async () => {
    const member = await richMember(250)
    const tile = await tileOf(ctx.app)
    const wallet = await gameWallet(ctx.app, member, tile)
    const token = await launchToken(ctx.app, member, tile, wallet.id)
    const first = await seamless(ctx.app, 'authenticate', { launch_token: token })
    expect(first.body).toMatchObject({
      status: 'OK',
      player_id: String(member.user.id),
      wallet_id: wallet.id,
      currency: 'THB',
      balance: 250,
      game_code: 'slot',
    })
    expect(first.body.session_token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    expect((await seamless(ctx.app, 'authenticate', { launch_token: token })).body).toEqual({
      status: 'INVALID_TOKEN',
    })
    expect((await seamless(ctx.app, 'authenticate', { launch_token: 'not-a-token' })).body.status).toBe(
      'INVALID_TOKEN',
    )
  })

  it('refuses a launch token after 2 minutes', async () => {
    const member = await richMember()
    const tile = await tileOf(ctx.app)
    const wallet = await gameWallet(ctx.app, member, tile)
    const token = await launchToken(ctx.app, member, tile, wallet.id)
    ctx.clock.advance(121_000)
    expect((await seamless(ctx.app, 'authenticate', { launch_token: token })).body).toEqual({
      status: 'TOKEN_EXPIRED',
    })
  })
})

describe('bet and win', () => {
  it('debits the bet and credits the win in the launched wallet, with product and reference', async () => {
    const member = await richMember(100)
    const { sessionToken } = await openSession(ctx.app, member)
    const bet = {
      session_token: sessionToken,
      transaction_id: txId('bet'),
      round_id: txId('r'),
      game_code: 'slot',
    }
    const placed = await seamless(ctx.app, 'bet', { ...bet, amount: 10 })
    expect(placed.body).toEqual({ status: 'OK', balance: 90, transaction_id: bet.transaction_id })
    const winId = txId('win')
    const won = await seamless(ctx.app, 'win', { ...bet, transaction_id: winId, amount: 25.5 })
    expect(won.body).toEqual({ status: 'OK', balance: 115.5, transaction_id: winId })
    expect(await mainBalance(ctx.app, member.token)).toBe(115.5)
    expect(await ledgerRefs(`game:builtin:${bet.transaction_id}`)).toEqual(['bet'])
    expect(await ledgerRefs(`game:builtin:${winId}`)).toEqual(['win'])
    const daily = await queryRows(
      ctx.deps,
      sql`select category, game, stake_satang::int as stake, win_satang::int as win from play_daily where member_id = ${member.user.id}`,
    )
    expect(daily).toEqual([{ category: 'slot', game: 'builtin:slot', stake: 1000, win: 2550 }])
    expect((await seamless(ctx.app, 'balance', { session_token: sessionToken })).body).toEqual({
      status: 'OK',
      balance: 115.5,
    })
  })

  it('refuses a bet the wallet cannot cover, answering the balance', async () => {
    const member = await richMember(5)
    const { sessionToken } = await openSession(ctx.app, member)
    const before = await moneyCounts(ctx.deps.db)
    const reply = await seamless(ctx.app, 'bet', {
      session_token: sessionToken,
      transaction_id: txId('big'),
      round_id: txId('r'),
      game_code: 'slot',
      amount: 5.01,
    })
    expect(reply.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 5 })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('a bet refused for missing money in a new round: its replay answers the same, a win for the round finds no bet, nothing moves', async () => {
    const member = await richMember(5)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: txId('r'), game_code: 'slot' }
    const before = await moneyCounts(ctx.deps.db)
    const bet = { ...round, transaction_id: txId('big'), amount: 6 }
    const refused = await seamless(ctx.app, 'bet', bet)
    expect(refused.body).toEqual({ status: 'INSUFFICIENT_FUNDS', balance: 5 })
    expect((await seamless(ctx.app, 'bet', bet)).body).toEqual(refused.body)
    const win = await seamless(ctx.app, 'win', { ...round, transaction_id: txId('w'), amount: 5 })
    expect(win.body).toEqual({ status: 'TRANSACTION_NOT_FOUND', balance: 5 })
    // A covered bet in the same round afterwards is the round's first.
    const ok = await seamless(ctx.app, 'bet', { ...round, transaction_id: txId('b'), amount: 5 })
    expect(ok.body.status).toBe('OK')
    const paid = await seamless(ctx.app, 'win', { ...round, transaction_id: txId('w'), amount: 7 })
    expect(paid.body).toMatchObject({ status: 'OK', balance: 7 })
    expect(await mainBalance(ctx.app, member.token)).toBe(7)
    expect((await moneyCounts(ctx.deps.db)).ledger_transactions).toBe(before.ledger_transactions + 2)
    await assertLedgerInvariants(ctx.deps.db)
  })

  it('answers a replayed bet and win with their stored answers and moves nothing again', async () => {
    const member = await richMember(20)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: txId('r'), game_code: 'slot' }
    const bet = { ...round, transaction_id: txId('b'), amount: 10 }
    const win = { ...round, transaction_id: txId('w'), amount: 4 }
    const betAnswer = (await seamless(ctx.app, 'bet', bet)).body
    const winAnswer = (await seamless(ctx.app, 'win', win)).body
    expect([betAnswer, winAnswer]).toEqual([
      { status: 'OK', balance: 10, transaction_id: bet.transaction_id },
      { status: 'OK', balance: 14, transaction_id: win.transaction_id },
    ])
    const before = await moneyCounts(ctx.deps.db)
    expect((await seamless(ctx.app, 'bet', bet)).body).toEqual(betAnswer)
    expect((await seamless(ctx.app, 'win', win)).body).toEqual(winAnswer)
    // The same id with other content, or as another kind, is refused and stores nothing.
    expect((await seamless(ctx.app, 'bet', { ...bet, amount: 11 })).body).toEqual({
      status: 'INVALID_REQUEST',
    })
    expect((await seamless(ctx.app, 'win', { ...bet })).body).toEqual({ status: 'INVALID_REQUEST' })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    expect(await mainBalance(ctx.app, member.token)).toBe(14)
  })

  it('a zero win moves no money but closes the round', async () => {
    const member = await richMember(20)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: txId('r'), game_code: 'slot' }
    await seamless(ctx.app, 'bet', { ...round, transaction_id: txId('b'), amount: 2 })
    const before = await moneyCounts(ctx.deps.db)
    const zero = await seamless(ctx.app, 'win', { ...round, transaction_id: txId('w'), amount: 0 })
    expect(zero.body.status).toBe('OK')
    expect(zero.body.balance).toBe(18)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    const again = await seamless(ctx.app, 'win', { ...round, transaction_id: txId('w'), amount: 5 })
    expect(again.body).toEqual({ status: 'INVALID_REQUEST', balance: 18 })
    const late = await seamless(ctx.app, 'bet', { ...round, transaction_id: txId('b'), amount: 1 })
    expect(late.body).toEqual({ status: 'INVALID_REQUEST', balance: 18 })
  })

  it('refuses a win for a round without a bet', async () => {
    const member = await richMember(20)
    const { sessionToken } = await openSession(ctx.app, member)
    const before = await moneyCounts(ctx.deps.db)
    const reply = await seamless(ctx.app, 'win', {
      session_token: sessionToken,
      transaction_id: txId('w'),
      round_id: 'no-such-round',
      game_code: 'slot',
      amount: 50,
    })
    expect(reply.body).toEqual({ status: 'TRANSACTION_NOT_FOUND', balance: 20 })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('refuses bets 30 minutes after the last call but still pays the round’s win', async () => {
    const member = await richMember(50)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: txId('r'), game_code: 'slot' }
    expect(
      (await seamless(ctx.app, 'bet', { ...round, transaction_id: txId('b'), amount: 10 })).body.status,
    ).toBe('OK')
    ctx.clock.advance(31 * 60_000)
    const late = await seamless(ctx.app, 'bet', { ...round, transaction_id: txId('b'), amount: 10 })
    expect(late.body).toEqual({ status: 'TOKEN_EXPIRED', balance: 40 })
    const won = await seamless(ctx.app, 'win', { ...round, transaction_id: txId('w'), amount: 30 })
    expect(won.body.status).toBe('OK')
    expect(won.body.balance).toBe(70)
    expect((await seamless(ctx.app, 'balance', { session_token: sessionToken })).body.status).toBe(
      'TOKEN_EXPIRED',
    )
  })

  it('refuses amounts with a third decimal, zero or negative bets as INVALID_REQUEST and keeps nothing', async () => {
    const member = await richMember(50)
    const { sessionToken } = await openSession(ctx.app, member)
    const before = await moneyCounts(ctx.deps.db)
    for (const amount of [0, -1, 1.001, Number.MAX_VALUE]) {
      const reply = await seamless(ctx.app, 'bet', {
        session_token: sessionToken,
        transaction_id: 'same-id',
        round_id: txId('r'),
        game_code: 'slot',
        amount,
      })
      expect(reply.body, String(amount)).toEqual({ status: 'INVALID_REQUEST' })
    }
    const other = await seamless(ctx.app, 'bet', {
      session_token: sessionToken,
      transaction_id: txId('b'),
      round_id: txId('r'),
      game_code: 'baccarat-x',
      amount: 1,
    })
    expect(other.body).toEqual({ status: 'INVALID_REQUEST', balance: 50 })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })
})

describe('the maximum win', () => {
  const play = async (member: TestMember, stake: number) => {
    const { sessionToken } = await openSession(ctx.app, member)
    const round = txId('limit-round')
    const bet = await seamless(ctx.app, 'bet', {
      session_token: sessionToken,
      transaction_id: txId('limit-bet'),
      round_id: round,
      game_code: 'slot',
      amount: stake,
    })
    expect(bet.body.status).toBe('OK')
    return (amount: number, id = txId('limit-win')) =>
      seamless(ctx.app, 'win', {
        session_token: sessionToken,
        transaction_id: id,
        round_id: round,
        game_code: 'slot',
        amount,
      })
  }

  it('refuses a win above 10,000 times the round’s stakes, moves nothing and logs it for the operator', async () => {
    const member = await richMember(100)
    const win = await play(member, 1)
    const before = await moneyCounts(ctx.deps.db)
    const over = await win(10_000.01, 'limit-over')
    expect(over.body).toEqual({ status: 'WIN_LIMIT_EXCEEDED', balance: 99 })
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    const warning = log.lines.map((l) => JSON.parse(l)).find((l) => l.transaction_id === 'limit-over')
    expect(warning).toMatchObject({
      level: 40,
      provider: 'builtin',
      game_code: 'slot',
      win_satang: '1000001',
      stakes_satang: '100',
      max_win_multiple: 10_000,
      msg: 'seamless win refused: above the maximum win multiple of the round stakes',
    })
    // The same id answers the same; the round is still open for a win within the limit.
    expect((await win(10_000.01, 'limit-over')).body).toEqual(over.body)
    expect((await win(10_000)).body).toMatchObject({ status: 'OK', balance: 10_099 })
  })

  it('takes a game’s own multiple, set by the operator, before the provider’s', async () => {
    const saveSlot = async (max_win_multiple: number | null) => {
      const listed = await operatorCall(ctx.app, 'game/games?provider=builtin')
      const slot = listed.body.data.find((g: { code: string }) => g.code === 'slot')
      const saved = await operatorCall(ctx.app, 'game/game/save', {
        provider_code: 'builtin',
        code: 'slot',
        name: slot.name,
        category: slot.category,
        thumbnail: slot.thumbnail,
        has_demo: slot.has_demo,
        wallet_types: slot.wallet_types,
        active: true,
        max_win_multiple,
      })
      expect(saved.body).toMatchObject({ error: 0, data: { code: 'slot', max_win_multiple } })
    }
    await saveSlot(50)
    try {
      const member = await richMember(100)
      const win = await play(member, 2)
      expect((await win(100.01)).body).toEqual({ status: 'WIN_LIMIT_EXCEEDED', balance: 98 })
      expect((await win(100)).body).toMatchObject({ status: 'OK', balance: 198 })
    } finally {
      await saveSlot(null)
    }
  })
})

describe('rollback', () => {
  it('refunds a bet once and answers its replays the same', async () => {
    const member = await richMember(30)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: txId('r') }
    const betId = txId('b')
    await seamless(ctx.app, 'bet', { ...round, transaction_id: betId, game_code: 'slot', amount: 12 })
    const rb = { ...round, transaction_id: txId('rb'), rolled_back_transaction_id: betId }
    const first = await seamless(ctx.app, 'rollback', rb)
    expect(first.body).toEqual({ status: 'OK', balance: 30, transaction_id: rb.transaction_id })
    expect((await seamless(ctx.app, 'rollback', rb)).body).toEqual(first.body)
    const second = await seamless(ctx.app, 'rollback', { ...rb, transaction_id: txId('rb') })
    expect(second.body.status).toBe('OK')
    expect(await mainBalance(ctx.app, member.token)).toBe(30)
    expect(await ledgerRefs(`game:builtin:${rb.transaction_id}`)).toEqual(['bet_refund'])
    // The round has no bet left: its win is refused.
    const win = await seamless(ctx.app, 'win', {
      ...round,
      transaction_id: txId('w'),
      game_code: 'slot',
      amount: 5,
    })
    expect(win.body.status).toBe('TRANSACTION_NOT_FOUND')
  })

  it('records a rollback that comes before its bet, and refuses the bet when it arrives', async () => {
    const member = await richMember(30)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: txId('r') }
    const betId = txId('late')
    const rb = await seamless(ctx.app, 'rollback', {
      ...round,
      transaction_id: txId('rb'),
      rolled_back_transaction_id: betId,
    })
    expect(rb.body.status).toBe('OK')
    const before = await moneyCounts(ctx.deps.db)
    const bet = { ...round, transaction_id: betId, game_code: 'slot', amount: 10 }
    const refused = await seamless(ctx.app, 'bet', bet)
    expect(refused.body).toEqual({ status: 'TRANSACTION_ROLLED_BACK', balance: 30, transaction_id: betId })
    expect((await seamless(ctx.app, 'bet', bet)).body).toEqual(refused.body)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('refuses a rollback that names itself and moves nothing', async () => {
    const member = await richMember(30)
    const { sessionToken } = await openSession(ctx.app, member)
    const id = txId('rb')
    const before = await moneyCounts(ctx.deps.db)
    const rb = {
      session_token: sessionToken,
      round_id: txId('r'),
      transaction_id: id,
      rolled_back_transaction_id: id,
    }
    const refused = await seamless(ctx.app, 'rollback', rb)
    expect(refused.body).toEqual({ status: 'INVALID_REQUEST', balance: 30 })
    expect((await seamless(ctx.app, 'rollback', rb)).body).toEqual(refused.body)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
  })

  it('does not roll back a bet whose round a win closed', async () => {
    const member = await richMember(30)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: txId('r') }
    const betId = txId('b')
    await seamless(ctx.app, 'bet', { ...round, transaction_id: betId, game_code: 'slot', amount: 10 })
    await seamless(ctx.app, 'win', { ...round, transaction_id: txId('w'), game_code: 'slot', amount: 0 })
    const rb = await seamless(ctx.app, 'rollback', {
      ...round,
      transaction_id: txId('rb'),
      rolled_back_transaction_id: betId,
    })
    expect(rb.body).toEqual({ status: 'INVALID_REQUEST', balance: 20 })
    expect(await mainBalance(ctx.app, member.token)).toBe(20)
  })
})

describe('signatures', () => {
  it('refuses a missing or wrong signature, another provider’s secret or code, and changes nothing', async () => {
    const member = await richMember(40)
    const { sessionToken } = await openSession(ctx.app, member)
    const bet = {
      session_token: sessionToken,
      transaction_id: txId('b'),
      round_id: txId('r'),
      game_code: 'slot',
      amount: 5,
    }
    const before = await moneyCounts(ctx.deps.db)
    const attempts = [
      { signature: '' },
      { signature: 'ab'.repeat(32) },
      { secret: 'another-secret-another-secret-another-secret' },
      { provider: 'nobody' },
      { signature: 'zz'.repeat(32) },
    ]
    for (const attempt of attempts) {
      for (const action of ['bet', 'win', 'rollback', 'balance', 'authenticate']) {
        const reply = await seamless(ctx.app, action, bet, attempt)
        expect(reply.status, `${action} ${JSON.stringify(attempt)}`).toBe(401)
        expect(reply.body).toEqual({ status: 'INVALID_SIGNATURE' })
      }
    }
    // Signed for one body, sent with another.
    const tampered = await seamless(ctx.app, 'bet', bet, {
      raw: JSON.stringify({ ...bet, amount: 0.01 }),
      signature: (await import('../../server/modules/game/seamless/signature')).signBody(
        TEST_PROVIDER_SECRET,
        JSON.stringify(bet),
      ),
    })
    expect(tampered.status).toBe(401)
    expect(await moneyCounts(ctx.deps.db)).toEqual(before)
    // The same transaction id still works once signed properly: nothing was kept.
    expect((await seamless(ctx.app, 'bet', bet)).body.status).toBe('OK')
  })

  it('answers 400 INVALID_REQUEST to a signed body that is not JSON or breaks the schema', async () => {
    for (const raw of ['{"session_token":', '[]', '{"session_token":"x","extra":1}', '']) {
      const reply = await seamless(ctx.app, 'balance', null, { raw })
      expect(reply.status, raw).toBe(400)
      expect(reply.body).toEqual({ status: 'INVALID_REQUEST' })
    }
  })
})
