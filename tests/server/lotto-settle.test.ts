import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { lottoBills, lottoRounds, operatorAudit } from '../../server/db/schema'
import { demoDraw } from '../../server/modules/lotto/results'
import { settleRound } from '../../server/modules/lotto/settle'
import { potentialPayout } from '../../src/features/lotto/slip'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { createBill, enterResult, fund, govResult, line, openRound } from './helpers/lotto'
import { mainBalance, operatorCall } from './helpers/money'

let ctx: TestContext
let alice: TestMember
let bob: TestMember

/** Logs both members in again (the clock jumps past session idle time between rounds). */
async function relogin() {
  alice.token = await login(ctx.app, alice.phone, alice.password)
  bob.token = await login(ctx.app, bob.phone, bob.password)
}

/** Ledger transactions of a kind whose reference starts with `prefix`, counted per reference. */
async function referenceCounts(kind: string, prefix: string): Promise<Map<string, number>> {
  const rows = (await ctx.deps.db.execute(
    sql`select reference, count(*)::int as n from ledger_transactions where kind = ${kind} and reference like ${`${prefix}%`} group by reference`,
  )) as unknown as { rows: { reference: string; n: number }[] }
  return new Map(rows.rows.map((r) => [r.reference, Number(r.n)]))
}

beforeAll(async () => {
  ctx = await setupApp()
  alice = await createMember(ctx.app)
  bob = await createMember(ctx.app)
  await fund(ctx.deps, alice, 10_000)
  await fund(ctx.deps, bob, 10_000)
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

describe('results and settlement of a government round', () => {
  it('pays stake × rate per winning line once, marks the others lost, and publishes the result', async () => {
    const gov = await openRound(ctx, 'gov')
    const made = await createBill(ctx.app, alice.token, gov.id, [
      line('3top', '123', 10),
      line('2bottom', '45', 10),
      line('2bottom', '54', 10),
    ])
    expect(made.body.error, made.body.message).toBe(0)
    const loser = await createBill(ctx.app, bob.token, gov.id, [line('3top', '124', 10)])
    const early = await enterResult(ctx.app, gov.id, govResult('123'))
    expect(early.body).toEqual({ error: 1, message: 'ยังไม่ถึงเวลาปิดรับแทงของงวดนี้ กรอกผลได้หลังปิดรับ' })

    // The operator closes betting now (what an end-to-end run does), then enters the result.
    const closed = await operatorCall(ctx.app, 'lotto/round/times', {
      round_id: gov.id,
      close_at: ctx.clock.now().toISOString(),
    })
    expect(closed.body.data).toMatchObject({ status: 'closed', bill_count: 2, staked: 40 })
    const wrong = await enterResult(ctx.app, gov.id, { first: '820123', bottom2: '45' })
    expect(wrong.body).toEqual({ error: 1, message: 'กรุณากรอกเลขหน้า 3 ตัว' })
    const entered = await enterResult(ctx.app, gov.id, govResult('123', '45'))
    expect(entered.body.data.numbers).toEqual({
      top3: '123',
      top2: '23',
      bottom2: '45',
      front3: ['111', '222'],
      back3: ['333', '444'],
    })
    expect((await enterResult(ctx.app, gov.id, govResult('999'))).body.message).toBe(
      'งวดนี้กรอกผลไปแล้ว (กรอกผลได้ครั้งเดียว)',
    )

    const before = await mainBalance(ctx.app, alice.token)
    await ctx.app.jobs.runDue()
    expect(await mainBalance(ctx.app, alice.token)).toBe(before + 10 * 900 + 10 * 90)
    const detail = await get(ctx.app, `/api/lotto/bill/detail?bill_id=${made.body.data.id}`, alice.token)
    expect(detail.body.data).toMatchObject({ status: 'won', payout: 9900 })
    expect(
      detail.body.data.lines.map((l: { status: string; win_amount: number }) => [l.status, l.win_amount]),
    ).toEqual([
      ['won', 9000],
      ['won', 900],
      ['lost', 0],
    ])
    const lost = await get(ctx.app, `/api/lotto/bill/detail?bill_id=${loser.body.data.id}`, bob.token)
    expect(lost.body.data.status).toBe('lost')

    // Settling again (the operator call, the sweep job) pays nothing more.
    const again = await operatorCall(ctx.app, 'lotto/settle', { round_id: gov.id })
    expect(again.body.data).toEqual({ round_id: gov.id, settled: 0, won: 0, paid: 0, waiting: 0 })
    ctx.clock.advance(10 * 60_000)
    await ctx.app.jobs.runDue()
    expect(await mainBalance(ctx.app, alice.token)).toBe(before + 9900)
    expect([...(await referenceCounts('win', 'lotto-win:')).values()]).toEqual([1])

    const results = await get(ctx.app, '/api/lotto/results?agent_id=3&category_id=1')
    expect(results.body.data.items[0]).toMatchObject({ round_id: gov.id, demo: false })
    const lobby = await get(ctx.app, '/api/lotto/lobby?agent_id=3')
    expect(lobby.body.result.find((r: { market: string }) => r.market === 'gov').round_id).toBe(gov.id)
    const audits = await ctx.deps.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.target, `lotto_round:${gov.id}`))
    expect(audits.map((a) => a.action)).toEqual([
      'lotto.result',
      'lotto.round_times',
      'lotto.result',
      'lotto.result',
      'lotto.result',
      'lotto.settle',
    ])
  })
})

describe('what a winning bill is paid', () => {
  it('is exactly what bill/validate and the slip said, satang for satang (rounded down)', async () => {
    await relogin()
    const gsb = await openRound(ctx, 'gsb')
    // A reduced rate with two decimals: 1.01 × 45.5 = 45.955 (paid 45.95).
    const reduced = await operatorCall(ctx.app, 'lotto/limited/set', {
      round_id: gsb.id,
      bet_type: '2top',
      number: '23',
      kind: 'rate',
      rate: 45.5,
    })
    expect(reduced.body.error, reduced.body.message).toBe(0)
    // 1.03 × 3.2 = 3.296, 1.04 × 4.2 = 4.368: the satang below is paid, never the one above.
    const lines = [
      line('runTop', '1', 1.03),
      line('runBottom', '4', 1.04),
      line('2top', '23', 1.01),
      line('3top', '123', 1.01),
      line('2bottom', '99', 1),
    ]
    const checked = await post(
      ctx.app,
      '/api/lotto/bill/validate',
      { agent_id: 3, round_id: gsb.id, lines },
      alice.token,
    )
    expect(checked.body.error, checked.body.message).toBe(0)
    const said = checked.body.data.lines as { number: string; amount: number; rate: number; payout: number }[]
    expect(said.map((l) => l.payout)).toEqual([3.29, 4.36, 45.95, 909, 90])
    // The slip shows each line's payout with the same rule, from the rate the server sent.
    expect(said.map((l) => potentialPayout(l.amount, l.rate))).toEqual(said.map((l) => l.payout))

    const made = await createBill(ctx.app, alice.token, gsb.id, lines)
    expect(made.body.error, made.body.message).toBe(0)
    ctx.clock.set(new Date(gsb.closeAt.getTime() + 1000))
    await relogin()
    const entered = await enterResult(ctx.app, gsb.id, { top3: '123', bottom2: '45' })
    expect(entered.body.error, entered.body.message).toBe(0)
    const before = await mainBalance(ctx.app, alice.token)
    await ctx.app.jobs.runDue()

    const detail = await get(ctx.app, `/api/lotto/bill/detail?bill_id=${made.body.data.id}`, alice.token)
    const paidLines = detail.body.data.lines as {
      status: string
      win_amount: number
      potential_payout: number
    }[]
    expect(paidLines.map((l) => l.potential_payout)).toEqual(said.map((l) => l.payout))
    expect(paidLines.map((l) => [l.status, l.win_amount])).toEqual([
      ['won', 3.29],
      ['won', 4.36],
      ['won', 45.95],
      ['won', 909],
      ['lost', 0],
    ])
    // 3.29 + 4.36 + 45.95 + 909 = 962.60, credited once.
    expect(detail.body.data).toMatchObject({ status: 'won', payout: 962.6 })
    expect(await mainBalance(ctx.app, alice.token)).toBeCloseTo(before + 962.6, 2)
  })
})

describe('voiding a round', () => {
  it('refunds every waiting bill once and refuses a result afterwards', async () => {
    await relogin()
    const hanoi = await openRound(ctx, 'hanoi')
    const aliceStart = await mainBalance(ctx.app, alice.token)
    const bobStart = await mainBalance(ctx.app, bob.token)
    await createBill(ctx.app, alice.token, hanoi.id, [line('2top', '12', 50), line('runTop', '3', 20)])
    await createBill(ctx.app, bob.token, hanoi.id, [line('3tod', '777', 30)])
    expect(await mainBalance(ctx.app, alice.token)).toBe(aliceStart - 70)
    const voided = await operatorCall(ctx.app, 'lotto/void', { round_id: hanoi.id, reason: 'ไม่มีผลออก' })
    expect(voided.body.data.status).toBe('void')
    const late = await createBill(ctx.app, alice.token, hanoi.id, [line('2top', '12', 50)])
    expect(late.body.message).toBe('งวดนี้ปิดรับแทงแล้ว')
    await ctx.app.jobs.runDue()
    await operatorCall(ctx.app, 'lotto/void', { round_id: hanoi.id })
    await operatorCall(ctx.app, 'lotto/settle', { round_id: hanoi.id })
    await ctx.app.jobs.runDue()
    expect(await mainBalance(ctx.app, alice.token)).toBe(aliceStart)
    expect(await mainBalance(ctx.app, bob.token)).toBe(bobStart)
    const bills = await ctx.deps.db.select().from(lottoBills).where(eq(lottoBills.roundId, hanoi.id))
    expect(bills.map((b) => b.status)).toEqual(['refunded', 'refunded'])
    const refunds = await referenceCounts('bet_refund', 'lotto-refund:')
    for (const b of bills) expect(refunds.get(`lotto-refund:${b.id}`)).toBe(1)
    ctx.clock.set(new Date(hanoi.closeAt.getTime() + 1000))
    const result = await enterResult(ctx.app, hanoi.id, { special: '12345', first: '67890' })
    expect(result.body.message).toBe('งวดนี้ถูกยกเลิกแล้ว')
  })
})

describe('a settlement cut off halfway', () => {
  it('finishes on the rerun and pays each winning bill exactly once', async () => {
    await relogin()
    const lao = await openRound(ctx, 'lao')
    const slips = [
      [line('3top', '234', 1)],
      [line('2top', '34', 2)],
      [line('2bottom', '12', 3), line('runTop', '4', 10)],
      [line('3tod', '432', 4)],
      [line('3top', '999', 5)],
      [line('runBottom', '1', 6)],
      [line('2bottom', '21', 7)],
    ]
    for (const [i, lines] of slips.entries()) {
      const made = await createBill(ctx.app, i % 2 === 0 ? alice.token : bob.token, lao.id, lines)
      expect(made.body.error, made.body.message).toBe(0)
    }
    ctx.clock.set(new Date(lao.closeAt.getTime() + 1000))
    const entered = await enterResult(ctx.app, lao.id, { digits4: '1234' })
    expect(entered.body.data.numbers).toMatchObject({ top3: '234', top2: '34', bottom2: '12' })
    const startAlice = Number((await balances()).get(alice.user.id))
    const startBob = Number((await balances()).get(bob.user.id))

    // The first run dies after its second chunk (2 bills per chunk): 4 bills done, 3 waiting.
    await expect(
      settleRound(ctx.deps, lao.id, {
        chunkSize: 2,
        afterChunk: (chunk) => {
          if (chunk === 2) throw new Error('killed')
        },
      }),
    ).rejects.toThrow('killed')
    const waiting = await ctx.deps.db
      .select()
      .from(lottoBills)
      .where(and(eq(lottoBills.roundId, lao.id), eq(lottoBills.status, 'waiting')))
    expect(waiting).toHaveLength(3)
    // Two reruns at once and one after: each bill is paid once.
    await Promise.all([settleRound(ctx.deps, lao.id, { chunkSize: 2 }), settleRound(ctx.deps, lao.id)])
    const last = await settleRound(ctx.deps, lao.id)
    expect(last).toMatchObject({ settled: 0, waiting: 0 })

    // Wins: 234 3top 1×900, 34 2top 2×90, 12 2bottom 3×90 + run 4 10×3.2, 432 tod 4×150, run bottom 1 6×4.2.
    const expectedAlice = 900 + (270 + 32)
    const expectedBob = 180 + 600 + 25.2
    const after = await balances()
    expect(Number(after.get(alice.user.id)) - startAlice).toBeCloseTo(expectedAlice * 100, 5)
    expect(Number(after.get(bob.user.id)) - startBob).toBeCloseTo(expectedBob * 100, 5)
    const wins = await referenceCounts('win', 'lotto-win:')
    const bills = await ctx.deps.db.select().from(lottoBills).where(eq(lottoBills.roundId, lao.id))
    expect(bills.filter((b) => b.status === 'won')).toHaveLength(5)
    for (const b of bills) expect(wins.get(`lotto-win:${b.id}`) ?? 0).toBe(b.status === 'won' ? 1 : 0)
    const [round] = await ctx.deps.db.select().from(lottoRounds).where(eq(lottoRounds.id, lao.id))
    expect(round.settledAt).not.toBeNull()
  })
})

describe('the demo draw', () => {
  it('fills official rounds past their draw time with random demo results, only with the demo seed', async () => {
    const stock = await openRound(ctx, 'set')
    ctx.clock.set(new Date(stock.drawAt.getTime() + 6 * 60_000))
    await ctx.app.jobs.runDue()
    const [untouched] = await ctx.deps.db.select().from(lottoRounds).where(eq(lottoRounds.id, stock.id))
    expect(untouched.status).toBe('open')
    expect(await demoDraw(ctx.deps)).toBeGreaterThan(0)
    const result = await get(ctx.app, `/api/lotto/result?round_id=${stock.id}`)
    expect(result.body.data.demo).toBe(true)
    expect(result.body.data.numbers.top3).toMatch(/^[0-9]{3}$/)
  })
})

async function balances(): Promise<Map<number, bigint>> {
  const rows = (await ctx.deps.db.execute(
    sql`select member_id, balance_satang from wallets where wallet_type_id = 1`,
  )) as unknown as { rows: { member_id: number; balance_satang: string }[] }
  return new Map(rows.rows.map((r) => [Number(r.member_id), BigInt(r.balance_satang)]))
}
