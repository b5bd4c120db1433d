import { and, asc, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { lottoRounds } from '../../server/db/schema'
import { LOTTO_MESSAGES as M } from '../../server/modules/lotto/messages'
import { ErrorCode } from '../../src/contract/envelope'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, login, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { cancelBill, createBill, fund, govResult, line, openRound } from './helpers/lotto'
import { mainBalance, operatorCall } from './helpers/money'
import { staffSession } from './helpers/staff'

// The back office's lottery desk: what a proposed result would pay, and the exposure per number.
let ctx: TestContext
let alice: TestMember
let bob: TestMember
let carol: TestMember
let lottery: string
let readOnly: string

beforeAll(async () => {
  ctx = await setupApp()
  alice = await createMember(ctx.app)
  bob = await createMember(ctx.app)
  carol = await createMember(ctx.app)
  for (const m of [alice, bob, carol]) await fund(ctx.deps, m, 10_000)
  lottery = (await staffSession(ctx.app, ctx.clock, 'lottery')).token
  readOnly = (await staffSession(ctx.app, ctx.clock, 'read_only')).token
  // The demo seed, three members and two staff logins (scrypt): longer than one hook's default on a busy machine.
}, 120_000)
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

/** GET operator/lotto/result/preview with the proposed result's fields. */
const preview = (roundId: number, fields: Record<string, string>, token = lottery) =>
  operatorCall(
    ctx.app,
    `lotto/result/preview?${new URLSearchParams({ round_id: String(roundId), ...fields })}`,
    undefined,
    token,
  )

const exposure = (query: string, token = lottery) =>
  operatorCall(ctx.app, `lotto/exposure?${query}`, undefined, token)

/** The government result of govResult('123', '45') as the preview's query takes it. */
const GOV_123_45 = { first: '820123', front3: '111,222', back3: '333, 444', bottom2: '45' }

describe('the preview of a proposed result', () => {
  it('counts what settlement then pays, line for line, and stores nothing', async () => {
    const gov = await openRound(ctx, 'gov')
    const a1 = await createBill(ctx.app, alice.token, gov.id, [
      line('3top', '123', 10),
      line('2bottom', '45', 10),
      line('2bottom', '54', 10),
    ])
    const a2 = await createBill(ctx.app, alice.token, gov.id, [line('3tod', '321', 3.33)])
    const b1 = await createBill(ctx.app, bob.token, gov.id, [
      line('2bottom', '45', 20),
      line('3top', '124', 10),
    ])
    const c1 = await createBill(ctx.app, carol.token, gov.id, [line('3top', '998', 5)])
    const cancelled = await createBill(ctx.app, carol.token, gov.id, [line('3top', '123', 100)])
    for (const made of [a1, a2, b1, c1, cancelled]) expect(made.body.error, made.body.message).toBe(0)
    expect((await cancelBill(ctx.app, carol.token, cancelled.body.data.id)).body.error).toBe(0)

    // Before the close the result cannot be entered, so there is nothing to preview either.
    expect((await preview(gov.id, GOV_123_45)).body).toEqual({ error: 1, message: M.resultBeforeClose })
    const closed = await operatorCall(
      ctx.app,
      'lotto/round/times',
      { round_id: gov.id, close_at: ctx.clock.now().toISOString() },
      lottery,
    )
    expect(closed.body.error, closed.body.message).toBe(0)

    // A wrong field is refused as entering it would be (Thai), and a category's unknown field too.
    const { front3: _, ...withoutFront } = GOV_123_45
    expect((await preview(gov.id, withoutFront)).body).toEqual({ error: 1, message: 'กรุณากรอกเลขหน้า 3 ตัว' })
    expect((await preview(gov.id, { ...GOV_123_45, front3: '111' })).body).toEqual({
      error: 1,
      message: 'เลขหน้า 3 ตัว ต้องมี 2 ชุด',
    })
    expect((await preview(gov.id, { ...GOV_123_45, digits4: '1234' })).body.message).toMatch(/^ผลของ.+ไม่มี/)
    expect((await preview(gov.id, { ...GOV_123_45, bottom2: '4x' })).body.error).toBe(1)

    const seen = await preview(gov.id, GOV_123_45, readOnly)
    expect(seen.body.error, seen.body.message).toBe(0)
    const rates = { '3top': 900, '2bottom': 90 }
    const tod = seen.body.data.winners.find((w: { bet_type: string }) => w.bet_type === '3tod')
    expect(seen.body.data).toMatchObject({
      round_id: gov.id,
      numbers: { top3: '123', top2: '23', bottom2: '45', front3: ['111', '222'], back3: ['333', '444'] },
      bills: 4,
      staked: 10 + 10 + 10 + 3.33 + 20 + 10 + 5,
      winning_lines: 4,
      winning_bills: 3,
      members: 2,
    })
    expect(seen.body.data.winners.slice(0, 2)).toEqual([
      { bet_type: '3top', number: '123', lines: 1, staked: 10, payout: 10 * rates['3top'] },
      { bet_type: '2bottom', number: '45', lines: 2, staked: 30, payout: 30 * rates['2bottom'] },
    ])
    expect(tod).toMatchObject({ number: '321', lines: 1, staked: 3.33 })
    expect(seen.body.data.payout).toBeCloseTo(9000 + 2700 + tod.payout, 2)

    // Nothing stored: the round still waits for its result.
    const [round] = await ctx.deps.db.select().from(lottoRounds).where(eq(lottoRounds.id, gov.id))
    expect(round.status).toBe('open')
    expect(round.result).toBeNull()

    // Entering that result, settlement pays exactly the preview.
    const entered = await operatorCall(
      ctx.app,
      'lotto/result',
      { round_id: gov.id, ...govResult('123', '45') },
      lottery,
    )
    expect(entered.body.error, entered.body.message).toBe(0)
    const before = await mainBalance(ctx.app, alice.token)
    const settled = await operatorCall(ctx.app, 'lotto/settle', { round_id: gov.id }, lottery)
    expect(settled.body.data).toMatchObject({ settled: 4, won: 3, paid: seen.body.data.payout, waiting: 0 })
    expect(await mainBalance(ctx.app, alice.token)).toBeCloseTo(before + 9000 + 900 + tod.payout, 2)

    // Once resulted, a preview is refused like a second result.
    expect((await preview(gov.id, GOV_123_45)).body).toEqual({ error: 1, message: M.resultTwice })
  })

  it('refuses an unknown round (not found), a Yeekee round and malformed queries', async () => {
    expect((await preview(999_999, { top3: '123' })).body).toEqual({
      error: ErrorCode.NOT_FOUND,
      message: M.roundNotFound,
    })
    const [yeekee] = await ctx.deps.db
      .select()
      .from(lottoRounds)
      .where(and(eq(lottoRounds.market, 'yeekee'), eq(lottoRounds.status, 'open')))
      .orderBy(asc(lottoRounds.closeAt))
      .limit(1)
    if (ctx.clock.now() < yeekee.closeAt) ctx.clock.set(new Date(yeekee.closeAt.getTime() + 1000))
    expect((await preview(yeekee.id, { top3: '123', bottom2: '45' })).body).toEqual({
      error: 1,
      message: M.yeekeeResult,
    })
    const bad = await operatorCall(ctx.app, 'lotto/result/preview?round_id=abc', undefined, lottery)
    expect(bad.status).toBe(400)
  })
})

describe('the exposure per number', () => {
  it("sums each number's stake and payout, the largest payout first, with its เลขอั้น", async () => {
    alice.token = await login(ctx.app, alice.phone, alice.password)
    bob.token = await login(ctx.app, bob.phone, bob.password)
    carol.token = await login(ctx.app, carol.phone, carol.password)
    const gsb = await openRound(ctx, 'gsb')
    const empty = await exposure(`round_id=${gsb.id}`)
    expect(empty.body.data).toEqual({ round_id: gsb.id, staked: 0, numbers: 0, items: [] })

    const cap = await operatorCall(
      ctx.app,
      'lotto/limited/set',
      { round_id: gsb.id, bet_type: '2top', number: '23', kind: 'cap', cap: 500 },
      lottery,
    )
    expect(cap.body.error, cap.body.message).toBe(0)
    const bills = [
      await createBill(ctx.app, alice.token, gsb.id, [line('2top', '23', 100), line('3top', '123', 5)]),
      await createBill(ctx.app, bob.token, gsb.id, [line('2top', '23', 50), line('2bottom', '07', 10)]),
      await createBill(ctx.app, carol.token, gsb.id, [line('3top', '123', 20)]),
      await createBill(ctx.app, carol.token, gsb.id, [line('2top', '99', 1000)]),
    ]
    for (const made of bills) expect(made.body.error, made.body.message).toBe(0)
    expect((await cancelBill(ctx.app, carol.token, bills[3].body.data.id)).body.error).toBe(0)

    const seen = await exposure(`round_id=${gsb.id}`, readOnly)
    expect(seen.body.error, seen.body.message).toBe(0)
    expect(seen.body.data).toMatchObject({ round_id: gsb.id, staked: 185, numbers: 3 })
    const items = seen.body.data.items
    // Each line's stake × the rate it was accepted at (3 ตัวบน 900, 2 ตัวบน and ล่าง 90).
    expect(items).toEqual([
      { bet_type: '3top', number: '123', staked: 25, payout: 22_500, lines: 2, members: 2, limited: null },
      {
        bet_type: '2top',
        number: '23',
        staked: 150,
        payout: 13_500,
        lines: 2,
        members: 2,
        limited: { kind: 'cap', rate: null, cap: 500 },
      },
      { bet_type: '2bottom', number: '07', staked: 10, payout: 900, lines: 1, members: 1, limited: null },
    ])

    const one = await exposure(`round_id=${gsb.id}&bet_type=2top&limit=1`)
    expect(one.body.data).toMatchObject({ staked: 150, numbers: 1 })
    expect(one.body.data.items).toHaveLength(1)
    const limited = await exposure(`round_id=${gsb.id}&limit=1`)
    expect(limited.body.data).toMatchObject({ staked: 185, numbers: 3 })
    expect(limited.body.data.items.map((i: { number: string }) => i.number)).toEqual(['123'])
  })

  it('refuses an unknown round in Thai and bad queries as malformed', async () => {
    expect((await exposure('round_id=999999')).body).toEqual({
      error: ErrorCode.NOT_FOUND,
      message: M.roundNotFound,
    })
    expect((await exposure('round_id=1&bet_type=9top')).status).toBe(400)
    expect((await exposure('round_id=1&limit=501')).status).toBe(400)
  })
})
