import { like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baccaratRule, type Coup } from '../../games/rules/baccarat'
import { fishRule, type ShotResult } from '../../games/rules/fish'
import { listSource } from '../../games/rules/floats'
import { hiloRule } from '../../games/rules/hilo'
import type { RoundRule } from '../../games/rules/rule'
import { BAD_STAKE } from '../../games/rules/tables'
import type { PlayAnswer, SessionView } from '../../games/rules/wire'
import { ledgerTransactions } from '../../server/db/schema'
import { fairFloats, seedMatches } from '../../src/contract/fair'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, post } from './helpers/factories'
import { mainBalance } from './helpers/money'
import { fund, gameWallet, launchToken, TEST_PROVIDER_SECRET, tileOf } from './helpers/seamless'

/**
 * The table games against the operator's real seamless wallet (signed calls through app.inject):
 * baccarat, Hi-Lo and fish rounds, fish batch replays, and a football slip from kick-off to payout.
 */
let ctx: TestContext
const calls: { action: string; body: Record<string, unknown> }[] = []
let requests = 0
const requestId = () => `tables-${++requests}-abcdef`

beforeAll(async () => {
  ctx = await setupApp({
    config: { builtinProviderSecret: TEST_PROVIDER_SECRET },
    beforeReady: (app) => {
      app.addHook('preHandler', async (request) => {
        const action = /^\/api\/seamless\/(\w+)/.exec(request.url)?.[1]
        if (action) calls.push({ action, body: request.body as Record<string, unknown> })
      })
    },
  })
})
afterAll(() => ctx.close())

const api = (path: string, body: unknown) => post(ctx.app, `/provider/builtin/api/${path}`, body)
/** A funded member's session of `game`, launched as the site's game/link does. */
async function open(game: string, balance: number): Promise<SessionView & { memberToken: string }> {
  const m = await createMember(ctx.app)
  await fund(ctx.deps, m, balance)
  const tile = await tileOf(ctx.app, game)
  const wallet = await gameWallet(ctx.app, m, tile)
  const { body } = await api('session', {
    game,
    launch_token: await launchToken(ctx.app, m, tile, wallet.id),
  })
  expect(body.error, body.message).toBe(0)
  return { ...body.data, memberToken: m.token }
}
const play = (session: SessionView, input: unknown, request = requestId()) =>
  api(`${session.game_code}/play`, { session: session.session, request_id: request, input })
const betsOf = (round: string) => calls.filter((c) => c.action === 'bet' && c.body.round_id === round)

/** The round recomputed from its revealed seed by the published rule, as the fairness panel does. */
async function recompute<I, O>(rule: RoundRule<I, O>, answer: PlayAnswer<I, O>) {
  const { fair, input } = answer.round
  expect(await seedMatches(fair.server_seed, fair.server_seed_hash)).toBe(true)
  const floats = await fairFloats(
    { serverSeed: fair.server_seed, clientSeed: fair.client_seed, nonce: fair.nonce },
    rule.floats(input),
  )
  return rule.outcome(listSource(floats), input)
}

describe('baccarat and Hi-Lo through the seamless wallet', () => {
  it('debits the table stake and credits the coup payout under one round', async () => {
    const session = await open('baccarat', 1_000)
    const { body } = await play(session, { bets: { player: 100, banker: 50, tie: 10 } })
    expect(body.error).toBe(0)
    const answer: PlayAnswer<{ bets: Record<string, number> }, Coup> = body.data
    expect(answer.round.stake).toBe(160)
    expect(answer.balance).toBe(Math.round((1_000 - 160 + answer.round.win) * 100) / 100)
    expect(await recompute(baccaratRule, answer)).toEqual(answer.round.outcome)
    expect(betsOf(answer.round.round_id)).toHaveLength(1)
  })

  it('rolls Hi-Lo and pays by the published table', async () => {
    const session = await open('hilo', 500)
    const { body } = await play(session, { bets: { high: 20, low: 20, 'single:6': 10 } })
    const answer: PlayAnswer<
      { bets: Record<string, number> },
      { dice: [number, number, number]; total: number }
    > = body.data
    const outcome = await recompute(hiloRule, answer)
    expect(outcome).toEqual(answer.round.outcome)
    expect(Math.round(answer.round.win * 100)).toBe(hiloRule.winSatang(answer.round.input, outcome))
    expect(answer.balance).toBe(Math.round((500 - 50 + answer.round.win) * 100) / 100)
  })

  it('refuses a bet off the table with a Thai message and no wallet call', async () => {
    const session = await open('hilo', 500)
    const before = calls.length
    const { body } = await play(session, { bets: { high: 5 } })
    expect(body).toMatchObject({ error: 1, message: BAD_STAKE })
    const malformed = await play(session, { bets: { high: 'ten' } })
    expect(malformed.status).toBe(400)
    expect(calls.length).toBe(before)
  })
})

describe('fish shooting batches', () => {
  it('makes one bet and one win per batch of shots', async () => {
    const session = await open('fish', 300)
    const shots = Array.from({ length: 40 }, (_, i) => ({ fish: i % 2 ? 'clown' : 'shark', bet: 2 }))
    const { body } = await play(session, { shots })
    const answer: PlayAnswer<{ shots: typeof shots }, ShotResult[]> = body.data
    expect(answer.round.stake).toBe(80)
    expect(answer.round.outcome).toHaveLength(40)
    expect(await recompute(fishRule, answer)).toEqual(answer.round.outcome)
    const round = calls.filter((c) => c.body.round_id === answer.round.round_id)
    expect(round.map((c) => c.action)).toEqual(['bet', 'win'])
    expect(answer.balance).toBe(Math.round((300 - 80 + answer.round.win) * 100) / 100)
  })

  it('pays a batch once when it is resent by its id, one after another and all at once', async () => {
    const session = await open('fish', 100)
    const input = { shots: Array.from({ length: 25 }, () => ({ fish: 'puffer', bet: 1 })) }
    const id = requestId()
    const first = (await play(session, input, id)).body.data as PlayAnswer
    const again = await Promise.all(Array.from({ length: 20 }, () => play(session, input, id)))
    for (const reply of again) expect(reply.body.data.round).toEqual(first.round)
    const player = (await api('balance', { session: session.session })).body.data
    expect(player).toBe(Math.round((100 - 25 + first.round.win) * 100) / 100)
    const moves = calls.filter((c) => c.body.round_id === first.round.round_id)
    expect(new Set(moves.map((c) => c.body.transaction_id)).size).toBe(2)
    // The ledger holds one bet and one win of the batch, and the site's balance agrees.
    const posted = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `game:builtin:${first.round.round_id}:%`))
    expect(posted).toHaveLength(2)
    expect(await mainBalance(ctx.app, session.memberToken)).toBe(player)
  })
})

describe('virtual football through the page API', () => {
  // The demo seed's other jobs (lottery draws and settlements of the months skipped) run too: until none is due.
  const drainJobs = async () => {
    while ((await ctx.app.jobs.runDue()).length > 0) {}
  }

  it('schedules matches, takes a slip until kick-off and settles it with a win call at full time', async () => {
    ctx.clock.set(new Date('2026-04-01T08:00:10Z'))
    await drainJobs()
    const session = await open('football', 1_000)
    const board = (await api('football/board', { session: session.session })).body.data
    expect(board.matches.filter((m: { phase: string }) => m.phase === 'upcoming')).toHaveLength(3)
    const match = board.matches[0]
    const slip = {
      session: session.session,
      request_id: requestId(),
      match_id: match.match_id,
      market: 'over',
      stake: 100,
    }
    const placed = await api('football/slip', slip)
    expect(placed.body.data.balance).toBe(900)
    expect((await api('football/slip', slip)).body.data.slip.slip_id).toBe(placed.body.data.slip.slip_id)
    expect(
      (await api('football/slip', { ...slip, market: 'maybe', request_id: requestId() })).body.message,
    ).toBe('ตัวเลือกการแทงไม่ถูกต้อง')
    // Kick-off closes the book; the live board shows no full result before full time.
    ctx.clock.set(new Date(new Date(match.kickoff_at).getTime() + 45_000))
    const closed = await api('football/slip', { ...slip, request_id: requestId() })
    expect(closed.body.message).toBe('คู่นี้ปิดรับแทงแล้ว')
    const live = (await api('football/board', { session: session.session })).body.data.matches[0]
    expect([live.phase, live.minute, live.fair.server_seed]).toEqual(['live', 45, null])
    // Full time: the settlement job pays the slip by its odds, or 0.
    ctx.clock.set(new Date(new Date(match.kickoff_at).getTime() + 95_000))
    await drainJobs()
    const done = (await api('football/board', { session: session.session })).body.data
    const finished = done.matches.find((m: { match_id: number }) => m.match_id === match.match_id)
    const won = finished.score.home + finished.score.away > 2.5
    expect(done.slips[0].payout).toBe(won ? Math.floor(100 * match.odds.over * 100) / 100 : 0)
    expect((await api('balance', { session: session.session })).body.data).toBe(900 + done.slips[0].payout)
    expect(finished.fair.server_seed).toMatch(/^[0-9a-f]{64}$/)
  })
})
