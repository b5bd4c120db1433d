import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cashbackOffers } from '../../server/db/schema'
import { CASHBACK_MESSAGES } from '../../server/modules/cashback/messages'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, type TestMember } from './helpers/factories'
import { mainBalance, operatorCall, postKeyed } from './helpers/money'
import { assertReturnsInvariants, CASINO, fund, LOTTO, play, SLOT } from './helpers/returns'

let ctx: TestContext
const m: Record<string, TestMember> = {}
const id = (name: string) => m[name].user.id

beforeAll(async () => {
  ctx = await setupApp()
  for (const name of ['loser', 'small', 'winner', 'whale', 'tiny']) m[name] = await createMember(ctx.app)
  for (const name of Object.keys(m)) await fund(ctx.deps, id(name), 30_000_000n)
  // 15 January 2026, noon in Bangkok (05:00 UTC): the day the offers are for.
  ctx.clock.set('2026-01-15T05:00:00.000Z')
  await play(ctx.deps, id('loser'), SLOT, 100_000n, 30_000n) // slot: lost 700
  await play(ctx.deps, id('loser'), LOTTO, 50_000n) // lotto: lost 500
  await play(ctx.deps, id('loser'), LOTTO, 20_000n, 0n, 20_000n) // refunded: lost 0
  await play(ctx.deps, id('small'), CASINO, 10_000n, 5_000n) // lost 50
  await play(ctx.deps, id('winner'), SLOT, 10_000n, 15_000n) // won 50
  await play(ctx.deps, id('whale'), CASINO, 20_000_000n) // lost 200,000
  await play(ctx.deps, id('tiny'), SLOT, 1_000n) // lost 10
  // The Bangkok day's last second counts for the 15th; the next second is the 16th.
  ctx.clock.set('2026-01-15T16:59:59.000Z')
  await play(ctx.deps, id('loser'), SLOT, 10_000n) // slot: lost 100 more on the 15th
  ctx.clock.set('2026-01-15T17:00:00.000Z')
  await play(ctx.deps, id('loser'), SLOT, 99_000n) // the 16th: not in the 15th's offer
  // 00:06 on the 16th in Bangkok: the daily job has run for the 15th.
  ctx.clock.set('2026-01-15T17:06:00.000Z')
  await ctx.app.jobs.runDue()
})
afterEach(async () => assertReturnsInvariants(ctx.deps))
afterAll(async () => ctx.close())

const offersOf = async (memberId: number, kind = 'daily_loss') =>
  ctx.deps.db
    .select()
    .from(cashbackOffers)
    .where(and(eq(cashbackOffers.memberId, memberId), eq(cashbackOffers.kind, kind)))

/** Sessions idle out after a day: after moving the clock, members log in again. */
async function relogin() {
  for (const member of Object.values(m)) member.token = await login(ctx.app, member.phone, member.password)
}

const claim = (member: TestMember, body: object = {}, key: string = randomUUID()) =>
  postKeyed(ctx.app, '/api/cashback/loss/claim', body, member.token, key)

describe('daily cashback job (net loss of the Bangkok day, tiers, minimum, cap)', () => {
  it('matches the hand-computed table', async () => {
    // loss = stakes - wins - refunds of the 15th; 5 % below ฿1,000, 7 % from ฿1,000, 10 % from ฿10,000;
    // cap ฿10,000; nothing under ฿1.
    const table = [
      { who: 'loser', base: 130_000n, rate: 700, amount: 9_100n }, // 1,300 × 7 % = 91.00
      { who: 'small', base: 5_000n, rate: 500, amount: 250n }, // 50 × 5 % = 2.50
      { who: 'whale', base: 20_000_000n, rate: 1000, amount: 1_000_000n }, // 20,000 capped at 10,000
    ]
    for (const row of table) {
      const offers = await offersOf(id(row.who))
      expect(offers, row.who).toHaveLength(1)
      expect(offers[0]).toMatchObject({
        periodStart: '2026-01-15',
        baseSatang: row.base,
        rateBp: row.rate,
        amountSatang: row.amount,
        status: 'open',
      })
    }
    expect(await offersOf(id('winner'))).toHaveLength(0) // won: no loss
    expect(await offersOf(id('tiny'))).toHaveLength(0) // ฿0.50 is under the ฿1 minimum
  })

  it('turnover return: 0.2 % of stakes less refunds', async () => {
    const [offer] = await offersOf(id('loser'), 'turnover')
    // 1,000 + 500 + 200 + 100 staked, 200 refunded on the 15th = 1,600 → 3.20
    expect(offer).toMatchObject({ baseSatang: 160_000n, amountSatang: 320n })
  })

  it('a rerun of the day (operator) makes nothing new', async () => {
    const rerun = await operatorCall(ctx.app, 'returns/run', { job: 'daily_loss', day: '2026-01-15' })
    expect(rerun.body).toMatchObject({ error: 0, data: { made: 0 } })
    expect(await offersOf(id('loser'))).toHaveLength(1)
  })

  it('refuses to compute a day that has not ended in Bangkok', async () => {
    const today = await operatorCall(ctx.app, 'returns/run', { job: 'daily_loss', day: '2026-01-16' })
    expect(today.body).toMatchObject({ error: 1, message: CASHBACK_MESSAGES.dayNotClosed })
  })
})

describe('GET /api/cashback/loss/history', () => {
  it('lists the day with its loss, rate, amount and how it was computed game by game', async () => {
    const { body } = await get(ctx.app, '/api/cashback/loss/history', m.loser.token)
    expect(body.error).toBe(0)
    expect(body.data.claimable).toBe(91)
    expect(body.data.program).toMatchObject({ kind: 'daily_loss', claim_days: 3, cap: 10_000 })
    const [day] = body.data.items
    expect(day).toMatchObject({ period_start: '2026-01-15', base: 1300, rate: 7, amount: 91, status: 'open' })
    const games = Object.fromEntries(day.games.map((g: { game: string }) => [g.game, g]))
    expect(games['builtin:slot']).toMatchObject({
      bets: 2,
      stake: 1100,
      win: 300,
      net_loss: 800,
      category_name: 'สล็อต',
    })
    expect(games['lotto:gov']).toMatchObject({ bets: 2, stake: 700, refund: 200, net_loss: 500 })
  })

  it('filters by status and day', async () => {
    const open = await get(ctx.app, '/api/cashback/loss/history?status=claimed', m.small.token)
    expect(open.body.data.items).toHaveLength(0)
    const later = await get(ctx.app, '/api/cashback/loss/history?from=2026-01-16', m.small.token)
    expect(later.body.data.items).toHaveLength(0)
    const bad = await get(ctx.app, '/api/cashback/loss/history?status=nope', m.small.token)
    expect(bad.status).toBe(400)
  })

  it('answers 401 without a session', async () => {
    expect((await get(ctx.app, '/api/cashback/loss/history')).status).toBe(401)
  })
})

describe('POST /api/cashback/loss/claim', () => {
  it('credits the main wallet once; a replay answers the same; a second claim finds nothing', async () => {
    const before = await mainBalance(ctx.app, m.loser.token)
    const key = randomUUID()
    const first = await claim(m.loser, {}, key)
    expect(first.body).toMatchObject({ error: 0, data: { amount: 91 } })
    expect(first.body.data.claimed[0]).toMatchObject({ status: 'claimed', period_start: '2026-01-15' })
    const replay = await claim(m.loser, {}, key)
    expect(replay.body).toEqual(first.body)
    const again = await claim(m.loser)
    expect(again.body).toMatchObject({ error: 1, message: CASHBACK_MESSAGES.nothingToClaim })
    expect(await mainBalance(ctx.app, m.loser.token)).toBeCloseTo(before + 91, 2)
    const statement = await get(ctx.app, '/api/member/statement?type=cashback', m.loser.token)
    expect(statement.body.data.items.map((i: { amount: number }) => i.amount)).toEqual([91])
  })

  it('claims one offer by id, and says why another cannot be claimed', async () => {
    const [offer] = await offersOf(id('loser'), 'turnover')
    const byId = await claim(m.loser, { id: offer.id })
    expect(byId.body).toMatchObject({ error: 0, data: { amount: 3.2 } })
    expect((await claim(m.loser, { id: offer.id })).body.message).toBe(CASHBACK_MESSAGES.alreadyClaimed)
    const [other] = await offersOf(id('small'))
    expect((await claim(m.loser, { id: other.id })).body).toMatchObject({
      error: 2,
      message: CASHBACK_MESSAGES.notFound,
    })
  })

  it('refuses an offer past its claim window (3 days after the day)', async () => {
    const [offer] = await offersOf(id('whale'))
    ctx.clock.set('2026-01-18T17:00:00.000Z') // 00:00 on the 19th in Bangkok
    await relogin()
    const late = await claim(m.whale, { id: offer.id })
    expect(late.body).toMatchObject({ error: 1, message: CASHBACK_MESSAGES.expired })
    const history = await get(ctx.app, '/api/cashback/loss/history?status=expired', m.whale.token)
    expect(history.body.data.items[0]).toMatchObject({ status: 'expired', amount: 10_000 })
    ctx.clock.set('2026-01-15T17:06:00.000Z')
    await relogin()
  })

  it('pays once when one key is replayed 20 times at once, and once for 20 keys at once', async () => {
    const before = await mainBalance(ctx.app, m.small.token)
    const key = randomUUID()
    const same = await Promise.all(Array.from({ length: 20 }, () => claim(m.small, {}, key)))
    expect(same.every((a) => a.body.error === 0)).toBe(true)
    expect(new Set(same.map((a) => JSON.stringify(a.body))).size).toBe(1)
    expect(await mainBalance(ctx.app, m.small.token)).toBeCloseTo(before + 2.5, 2)
    const whaleBefore = await mainBalance(ctx.app, m.whale.token)
    const keys = await Promise.all(Array.from({ length: 20 }, () => claim(m.whale)))
    expect(keys.filter((a) => a.body.error === 0)).toHaveLength(1)
    expect(
      keys
        .filter((a) => a.body.error !== 0)
        .every((a) => a.body.message === CASHBACK_MESSAGES.nothingToClaim),
    ).toBe(true)
    expect(await mainBalance(ctx.app, m.whale.token)).toBeCloseTo(whaleBefore + 10_000, 2)
  })

  it('answers 400 without an Idempotency-Key or with an unknown field', async () => {
    expect((await claim(m.small, {}, null as unknown as string)).status).toBe(400)
    expect((await claim(m.small, { amount: 5 })).status).toBe(400)
  })
})

describe('weekly win/loss return and GET /api/cashback/winloss', () => {
  it('offers the week (Monday 12 - Sunday 18 January) after it ends, at 3 %', async () => {
    ctx.clock.set('2026-01-18T17:20:00.000Z') // 00:20 Monday 19th in Bangkok
    await ctx.app.jobs.runDue()
    await relogin()
    const [week] = await offersOf(id('loser'), 'weekly_loss')
    // The 15th lost 1,300 and the 16th 990: 2,290 × 3 % = 68.70
    expect(week).toMatchObject({
      periodStart: '2026-01-12',
      periodEnd: '2026-01-18',
      baseSatang: 229_000n,
      amountSatang: 6_870n,
    })
    const history = await get(ctx.app, '/api/cashback/loss/history?period=weekly', m.loser.token)
    expect(history.body.data.items[0]).toMatchObject({ kind: 'weekly_loss', amount: 68.7 })
    const paid = await claim(m.loser, { kind: 'weekly_loss' })
    expect(paid.body).toMatchObject({ error: 0, data: { amount: 68.7 } })
  })

  it('gives the same totals as the statement, per day, week and category', async () => {
    const { body } = await get(ctx.app, '/api/cashback/winloss?period=day&date=2026-01-15', m.loser.token)
    expect(body.data.totals).toEqual({ bets: 4, stake: 1800, win: 300, refund: 200, net: -1300 })
    const statement = await get(
      ctx.app,
      '/api/member/statement?from=2026-01-15&to=2026-01-15&page_size=100',
      m.loser.token,
    )
    const sum = (type: string) =>
      statement.body.data.items
        .filter((i: { type: string }) => i.type === type)
        .reduce((s: number, i: { amount: number }) => s + i.amount, 0)
    expect(-sum('bet')).toBeCloseTo(body.data.totals.stake, 2)
    expect(sum('win')).toBeCloseTo(body.data.totals.win, 2)
    expect(sum('bet_refund')).toBeCloseTo(body.data.totals.refund, 2)
    const week = await get(ctx.app, '/api/cashback/winloss?period=week&date=2026-01-15', m.loser.token)
    expect(week.body.data).toMatchObject({ start: '2026-01-12', end: '2026-01-18' })
    expect(week.body.data.totals.net).toBe(-2290)
    expect(week.body.data.categories.map((c: { name: string }) => c.name).sort()).toEqual(['สล็อต', 'หวย'])
  })
})

describe('programmes (operator)', () => {
  it('turns the turnover return off: its history says so and no new offers are made', async () => {
    const off = await operatorCall(ctx.app, 'cashback/program', {
      kind: 'turnover',
      enabled: false,
      tiers: [{ from: 0, rate: 0.2 }],
      min_amount: 1,
      cap: 5000,
      claim_days: 3,
      wallet_type_id: 1,
    })
    expect(off.body.error).toBe(0)
    const history = await get(ctx.app, '/api/cashback/turnover/history', m.loser.token)
    expect(history.body.data.program).toBeNull()
    const programs = await get(ctx.app, '/api/cashback/programs')
    expect(programs.body.data.map((p: { kind: string }) => p.kind)).toEqual(['daily_loss', 'weekly_loss'])
  })

  it('refuses a rate or an amount with a third decimal in Thai and keeps the programme', async () => {
    const before = await get(ctx.app, '/api/cashback/programs')
    const program = {
      kind: 'daily_loss',
      enabled: true,
      tiers: [{ from: 0, rate: 5 }],
      min_amount: 1,
      cap: 10_000,
      claim_days: 3,
      wallet_type_id: 1,
    }
    // 0.125 % would have been stored as 0.13 %; 0.1 + 0.2 baht is 0.30000000000000004 on the wire.
    for (const [change, message] of [
      [{ tiers: [{ from: 0, rate: 0.125 }] }, CASHBACK_MESSAGES.badRate],
      [
        {
          tiers: [
            { from: 0, rate: 5 },
            { from: 1_000, rate: 7.001 },
          ],
        },
        CASHBACK_MESSAGES.badRate,
      ],
      [{ min_amount: 0.1 + 0.2 }, CASHBACK_MESSAGES.badAmount],
    ] as const) {
      const refused = await operatorCall(ctx.app, 'cashback/program', { ...program, ...change })
      expect(refused.body).toMatchObject({ error: 1, message })
    }
    expect(CASHBACK_MESSAGES.badRate).toContain('ทศนิยมไม่เกิน 2 ตำแหน่ง')
    expect((await get(ctx.app, '/api/cashback/programs')).body).toEqual(before.body)
  })
})
