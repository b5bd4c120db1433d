import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listSource } from '../../games/rules/floats'
import { BUY_PRICE, type FreespinOutcome, freespinRule } from '../../games/rules/freespin'
import { type SlotOutcome, slotRule } from '../../games/rules/slot'
import type { PlayAnswer, RoundView, SessionView } from '../../games/rules/wire'
import { ledgerTransactions } from '../../server/db/schema'
import { PROVIDER_TEXTS } from '../../server/provider/texts'
import { fairFloats, seedMatches } from '../../src/contract/fair'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, post } from './helpers/factories'
import { mainBalance } from './helpers/money'
import { fund, gameWallet, launchToken, TEST_PROVIDER_SECRET, tileOf } from './helpers/seamless'

/**
 * The built-in provider's page API against the operator's real seamless wallet (signed calls through
 * app.inject): sessions from launch tokens, spins that bet and win, refusals, replays, fairness.
 */
let ctx: TestContext
let requests = 0
const requestId = () => `req-${++requests}-abcdef`
/** Wallet calls seen, and the next seamless actions to fail with a 500 (an outage). */
const calls: { action: string; body: Record<string, unknown> }[] = []
const outage = new Map<string, number>()

beforeAll(async () => {
  ctx = await setupApp({
    config: { builtinProviderSecret: TEST_PROVIDER_SECRET },
    beforeReady: (app) => {
      app.addHook('preHandler', async (request, reply) => {
        const action = /^\/api\/seamless\/(\w+)/.exec(request.url)?.[1]
        if (!action) return
        calls.push({ action, body: request.body as Record<string, unknown> })
        const left = outage.get(action) ?? 0
        if (left > 0) {
          outage.set(action, left - 1)
          return reply.code(500).send({ status: 'UNKNOWN_ERROR' })
        }
      })
    },
  })
})
afterAll(() => ctx.close())

const api = (path: string, body: unknown) => post(ctx.app, `/provider/builtin/api/${path}`, body)

/** A member with `balance` baht and a launch token for `game`, as the site's game/link makes it. */
async function member(balance: number, game: string) {
  const m = await createMember(ctx.app)
  await fund(ctx.deps, m, balance)
  const tile = await tileOf(ctx.app, game)
  const wallet = await gameWallet(ctx.app, m, tile)
  return { member: m, token: await launchToken(ctx.app, m, tile, wallet.id) }
}

async function open(
  game: string,
  launch?: { balance: number },
): Promise<SessionView & { memberToken?: string }> {
  let memberToken: string | undefined
  let body: Record<string, unknown> = { game, demo: true }
  if (launch) {
    const made = await member(launch.balance, game)
    memberToken = made.member.token
    body = { game, launch_token: made.token }
  }
  const { status, body: answer } = await api('session', body)
  expect(status).toBe(200)
  expect(answer.error, answer.message).toBe(0)
  return { ...answer.data, memberToken }
}

const play = (session: SessionView, input: unknown, request = requestId()) =>
  api(`${session.game_code}/play`, { session: session.session, request_id: request, input })

describe('demo sessions', () => {
  it('plays with play money and makes no wallet call', async () => {
    const before = calls.length
    const session = await open('slot')
    expect(session.demo).toBe(true)
    expect(session.balance).toBe(50_000)
    const { body } = await play(session, { bet: 10 })
    expect(body.error).toBe(0)
    const answer: PlayAnswer = body.data
    expect(answer.round.stake).toBe(10)
    expect(answer.balance).toBe(50_000 - 10 + answer.round.win)
    expect(calls.length).toBe(before)
  })
})

describe('real sessions through the seamless wallet', () => {
  it('opens from the launch token once (single use) and shows the wallet balance', async () => {
    const { token } = await member(500, 'slot')
    const first = await api('session', { game: 'slot', launch_token: token })
    expect(first.body.data.balance).toBe(500)
    expect(first.body.data.demo).toBe(false)
    const again = await api('session', { game: 'slot', launch_token: token })
    expect(again.body).toMatchObject({ error: 401, message: PROVIDER_TEXTS.launchInvalid })
  })

  it('refuses a launch token made for another game', async () => {
    const { token } = await member(500, 'freespin')
    const { body } = await api('session', { game: 'slot', launch_token: token })
    expect(body.message).toBe(PROVIDER_TEXTS.wrongGame)
  })

  it('debits the stake and credits the win of each spin under one round id', async () => {
    const session = await open('slot', { balance: 1000 })
    let expected = 1000
    for (let i = 0; i < 10; i++) {
      const { body } = await play(session, { bet: 20 })
      expect(body.error).toBe(0)
      const round: RoundView = body.data.round
      expected = Math.round((expected - 20 + round.win) * 100) / 100
      expect(body.data.balance).toBe(expected)
      const mine = calls.filter((c) => c.body.round_id === round.round_id)
      expect(mine.map((c) => [c.action, c.body.amount, c.body.game_code])).toEqual([
        ['bet', 20, 'slot'],
        ['win', round.win, 'slot'],
      ])
    }
    const balance = await api('balance', { session: session.session })
    expect(balance.body.data).toBe(expected)
    // The member's own wallet (the site's header balance) and the ledger agree with the game.
    expect(await mainBalance(ctx.app, session.memberToken!)).toBe(expected)
    const posted = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, 'game:builtin:bg-%'))
    expect(posted.length).toBeGreaterThanOrEqual(10)
  })

  it('answers insufficient funds in Thai and pays nothing', async () => {
    const session = await open('slot', { balance: 15 })
    const wins = calls.filter((c) => c.action === 'win').length
    const { body } = await play(session, { bet: 20 })
    expect(body).toMatchObject({ error: 1, message: PROVIDER_TEXTS.insufficientFunds })
    expect(calls.filter((c) => c.action === 'win')).toHaveLength(wins)
    expect((await api('balance', { session: session.session })).body.data).toBe(15)
    const history = await api('history', { session: session.session })
    expect(history.body.data).toEqual([])
  })

  it('answers a resent play with the same round and moves money once', async () => {
    const session = await open('slot', { balance: 100 })
    const id = requestId()
    const answers = await Promise.all(Array.from({ length: 20 }, () => play(session, { bet: 5 }, id)))
    const rounds = new Set(answers.map((a) => a.body.data.round.round_id))
    expect(rounds.size).toBe(1)
    const [roundId] = rounds
    const bets = calls.filter((c) => c.action === 'bet' && c.body.round_id === roundId)
    expect(new Set(bets.map((b) => b.body.transaction_id)).size).toBe(1)
    const after = await api('balance', { session: session.session })
    expect(after.body.data).toBe(answers[0].body.data.balance)
  })

  it('gives concurrent plays distinct nonces and seeds', async () => {
    const session = await open('slot', { balance: 1000 })
    const answers = await Promise.all(Array.from({ length: 10 }, () => play(session, { bet: 1 })))
    const nonces = answers.map((a) => a.body.data.round.fair.nonce).sort((a, b) => a - b)
    expect(nonces).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(new Set(answers.map((a) => a.body.data.round.fair.server_seed)).size).toBe(10)
    const won = answers.reduce((sum, a) => sum + a.body.data.round.win, 0)
    expect(await mainBalance(ctx.app, session.memberToken!)).toBe(Math.round((1000 - 10 + won) * 100) / 100)
  })

  it('rolls back a bet the wallet did not answer and tells the member in Thai', async () => {
    const session = await open('slot', { balance: 100 })
    outage.set('bet', 2)
    const { body } = await play(session, { bet: 10 })
    expect(body).toMatchObject({ error: 1, message: PROVIDER_TEXTS.walletDown })
    const rollback = calls.at(-1)
    expect(rollback?.action).toBe('rollback')
    expect(String(rollback?.body.rolled_back_transaction_id)).toMatch(/:bet$/)
    expect((await api('balance', { session: session.session })).body.data).toBe(100)
  })

  it('pays a win the wallet missed once it is back, exactly once', async () => {
    const session = await open('slot', { balance: 100 })
    outage.set('win', 2)
    const { body } = await play(session, { bet: 50 })
    expect(body.error).toBe(0)
    const round: RoundView = body.data.round
    expect(round.status).toBe('open')
    expect(await mainBalance(ctx.app, session.memberToken!)).toBe(50)
    ctx.clock.advance(2 * 60_000)
    await open('slot')
    await open('slot')
    expect(await mainBalance(ctx.app, session.memberToken!)).toBe(50 + round.win)
    const reveal = await api('round', { session: session.session, round_id: round.round_id })
    expect(reveal.body.data.status).toBe('settled')
  })

  it('buys the free spins at the stated price and pays them once, with the round', async () => {
    const session = await open('freespin', { balance: 1000 })
    const { body } = await play(session, { bet: 2, buy: true })
    expect(body.error).toBe(0)
    const round: RoundView<unknown, FreespinOutcome> = body.data.round
    expect(round.stake).toBe(2 * BUY_PRICE)
    expect(round.outcome.free).toHaveLength(10)
    const mine = calls.filter((c) => c.body.round_id === round.round_id)
    expect(mine.map((c) => c.action)).toEqual(['bet', 'win'])
    expect(mine[1].body.amount).toBe(round.win)
  })
})

describe('provable fairness', () => {
  it('commits to the seed before the round and reveals one that recomputes the outcome', async () => {
    const session = await open('slot', { balance: 100 })
    const seed = await api('seed', { session: session.session, client_seed: 'my lucky seed' })
    expect(seed.body.data.client_seed).toBe('my lucky seed')
    const shown = seed.body.data.server_seed_hash
    const { body } = await play(session, { bet: 1 })
    const round: RoundView<{ bet: number }, SlotOutcome> = body.data.round
    expect(round.fair.server_seed_hash).toBe(shown)
    expect(await seedMatches(round.fair.server_seed, shown)).toBe(true)
    expect(body.data.next.server_seed_hash).not.toBe(shown)
    const floats = await fairFloats(
      { serverSeed: round.fair.server_seed, clientSeed: 'my lucky seed', nonce: round.fair.nonce },
      slotRule.floats(round.input),
    )
    const outcome = slotRule.outcome(listSource(floats), round.input)
    expect(outcome).toEqual(round.outcome)
    expect(slotRule.winSatang(round.input, outcome) / 100).toBe(round.win)
    const reveal = await api('round', { session: session.session, round_id: round.round_id })
    expect(reveal.body.data).toEqual(round)
  })

  it('recomputes a free-spin round the same way', async () => {
    const session = await open('freespin')
    const { body } = await play(session, { bet: 1, buy: false })
    const round: RoundView<{ bet: number; buy: boolean }, FreespinOutcome> = body.data.round
    const floats = await fairFloats(
      { serverSeed: round.fair.server_seed, clientSeed: round.fair.client_seed, nonce: round.fair.nonce },
      freespinRule.floats(round.input),
    )
    expect(freespinRule.outcome(listSource(floats), round.input)).toEqual(round.outcome)
  })

  it("never shows a round to another player's session", async () => {
    const mine = await open('slot', { balance: 100 })
    const theirs = await open('slot', { balance: 100 })
    const { body } = await play(mine, { bet: 1 })
    const reveal = await api('round', { session: theirs.session, round_id: body.data.round.round_id })
    expect(reveal.body).toMatchObject({ error: 2, message: PROVIDER_TEXTS.roundNotFound })
    expect((await api('history', { session: theirs.session })).body.data).toEqual([])
    expect((await api('history', { session: mine.session })).body.data).toHaveLength(1)
  })
})

describe('refusals', () => {
  it('refuses bet sizes the game does not offer and malformed plays as 400', async () => {
    const session = await open('slot')
    expect((await play(session, { bet: 3 })).status).toBe(400)
    expect((await play(session, { bet: 1, extra: 1 })).status).toBe(400)
    expect((await api('slot/play', { session: session.session, input: { bet: 1 } })).status).toBe(400)
  })

  it('answers an unknown or idle session in Thai', async () => {
    const unknown = await play({ session: 'x'.repeat(40), game_code: 'slot' } as SessionView, { bet: 1 })
    expect(unknown.body).toMatchObject({ error: 401, message: PROVIDER_TEXTS.sessionExpired })
    const session = await open('slot')
    ctx.clock.advance(3 * 3600_000)
    const idle = await play(session, { bet: 1 })
    expect(idle.body).toMatchObject({ error: 401, message: PROVIDER_TEXTS.sessionExpired })
  })

  it('answers CORS so a sandboxed page (origin null) can call it', async () => {
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/provider/builtin/api/session',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('*')
  })
})
