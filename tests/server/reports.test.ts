import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_MESSAGES } from '../../server/modules/reports/messages'
import { creditReward } from '../../server/modules/rewards/credit'
import { moveMoney } from '../../server/modules/wallet/ledger'
import { ErrorCode } from '../../src/contract/envelope'
import { REPORT_PRODUCTS } from '../../src/contract/report-products'
import type { ReportPlay } from '../../src/contract/reports'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, login, type TestMember } from './helpers/factories'
import { createBill, enterResult, govResult, line, openRound } from './helpers/lotto'
import { decide, deposit, operatorCall, postKeyed, walletIdOf } from './helpers/money'
import { testReference } from './helpers/references'
import { CASINO, play, SLOT } from './helpers/returns'

let ctx: TestContext
let alice: TestMember

beforeAll(async () => {
  ctx = await setupApp({ seed: 'minimal' })
  alice = await createMember(ctx.app)
})
afterAll(async () => ctx.close())

const report = async (from: string, to: string) =>
  (await operatorCall(ctx.app, `report?from=${from}&to=${to}`)).body

const YEEKEE = { category: 'lotto', game: 'lotto:yeekee' } as const
const zero: ReportPlay = { bets: 0, stakes: 0, wins: 0, house: 0 }

/** A house payment into the member's main wallet (what a cashback claim or a commission redeem books). */
async function pay(kind: 'cashback' | 'affiliate', satang: bigint) {
  const walletId = (await walletIdOf(ctx.deps.db, alice.user.id, 1)) ?? 0
  await ctx.deps.db.transaction((tx) =>
    moveMoney(
      tx,
      ctx.deps,
      {
        kind,
        memberId: alice.user.id,
        reference: testReference(kind) as never,
        legs: [
          { walletId, amount: satang },
          { house: kind, amount: -satang },
        ],
        at: ctx.clock.now(),
      },
      kind === 'cashback'
        ? { type: 'cashback.credited', offerIds: [1], amountSatang: satang }
        : { type: 'commission.redeemed', redeemId: 1, amountSatang: satang },
    ),
  )
}

describe('GET /api/operator/report', () => {
  it('sums one Bangkok day per product: a deposit, a withdrawal, a winning bill, game play, a bonus, cashback, commission', async () => {
    // 2026-01-15 12:00 in Bangkok (the test clock's start).
    await deposit(ctx.app, alice.token, 1000)
    const asked = await postKeyed(ctx.app, '/api/member/withdraw', { amount: 300 }, alice.token)
    expect(asked.body.error, asked.body.message).toBe(0)
    // Requested is not paid: the report counts a withdrawal the day it is paid out.
    expect((await report('2026-01-15', '2026-01-15')).data.days[0].withdrawals).toBe(0)
    expect((await decide(ctx.app, 'approve', asked.body.data.id)).body.error).toBe(0)

    await ctx.app.jobs.runDue() // the schedule job makes the rounds
    const gov = await openRound(ctx, 'gov')
    const bill = await createBill(ctx.app, alice.token, gov.id, [
      line('3top', '123', 10),
      line('2bottom', '99', 5),
    ])
    expect(bill.body.error, bill.body.message).toBe(0)
    await operatorCall(ctx.app, 'lotto/round/times', {
      round_id: gov.id,
      close_at: ctx.clock.now().toISOString(),
    })
    expect((await enterResult(ctx.app, gov.id, govResult('123', '45'))).body.error).toBe(0)
    await ctx.app.jobs.runDue()

    await play(ctx.deps, alice.user.id, SLOT, 5_000n, 2_000n)
    await play(ctx.deps, alice.user.id, CASINO, 3_000n, 0n, 1_000n)
    await play(ctx.deps, alice.user.id, YEEKEE, 1_000n, 9_000n)
    await ctx.deps.db.transaction((tx) =>
      creditReward(tx, ctx.deps, {
        memberId: alice.user.id,
        source: 'quest',
        title: 'ภารกิจทดสอบ',
        amountSatang: 2_500n,
        turnoverMultiple: 0,
        reference: testReference('quest') as never,
        at: ctx.clock.now(),
      }),
    )
    await pay('cashback', 1_250n)
    await pay('affiliate', 700n)

    const body = await report('2026-01-15', '2026-01-15')
    expect(body.error).toBe(0)
    const [day] = body.data.days
    expect(day).toEqual({
      day: '2026-01-15',
      deposits: 1000,
      withdrawals: 300,
      bonuses: 25,
      cashback: 12.5,
      commission: 7,
      // 15 (bill) + 50 (slot) + 20 (casino, 30 less a 10 refund) + 10 (Yeekee)
      bets: 4,
      stakes: 95,
      wins: 9000 + 20 + 90,
      house: 95 - 9110,
      products: {
        lotto: { bets: 1, stakes: 15, wins: 9000, house: -8985 },
        yeekee: { bets: 1, stakes: 10, wins: 90, house: -80 },
        slot: { bets: 1, stakes: 50, wins: 20, house: 30 },
        casino: { bets: 1, stakes: 20, wins: 0, house: 20 },
        sport: zero,
        fishing: zero,
        freespin: zero,
      },
    })
    expect(body.data.total).toEqual({ ...day, day: undefined })
    expect(Object.keys(day.products)).toEqual(REPORT_PRODUCTS)
  })

  it('splits at midnight in Bangkok (17:00 UTC) and lists every day of the range, empty ones as zeros', async () => {
    ctx.clock.set('2026-01-17T16:59:59.999Z') // 23:59:59.999 on the 17th in Bangkok
    alice.token = await login(ctx.app, alice.phone, alice.password)
    await play(ctx.deps, alice.user.id, SLOT, 100n)
    await deposit(ctx.app, alice.token, 100)
    ctx.clock.set('2026-01-17T17:00:00.000Z') // 00:00 on the 18th
    await play(ctx.deps, alice.user.id, SLOT, 300n, 50n)
    await deposit(ctx.app, alice.token, 300)

    const body = await report('2026-01-16', '2026-01-18')
    expect(body.data.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
    ])
    const [empty, before, after] = body.data.days
    expect(empty).toMatchObject({
      deposits: 0,
      withdrawals: 0,
      bonuses: 0,
      stakes: 0,
      wins: 0,
      house: 0,
      bets: 0,
    })
    expect(before).toMatchObject({ deposits: 100, stakes: 1, wins: 0, house: 1 })
    expect(before.products.slot).toEqual({ bets: 1, stakes: 1, wins: 0, house: 1 })
    expect(after).toMatchObject({ deposits: 300, stakes: 3, wins: 0.5, house: 2.5 })
    expect(body.data.total).toMatchObject({ deposits: 400, stakes: 4, wins: 0.5, house: 3.5, bets: 2 })
    // The first day's figures are where they were.
    expect((await report('2026-01-15', '2026-01-15')).data.days[0].deposits).toBe(1000)
  })

  it('refuses a bad range in Thai', async () => {
    const refused = (message: string) => ({ error: ErrorCode.REFUSED, message })
    expect(await report('2026-02-30', '2026-03-01')).toEqual(refused(REPORT_MESSAGES.badDate))
    expect(await report('2026-01-18', '2026-01-17')).toEqual(refused(REPORT_MESSAGES.reversed))
    expect(await report('2026-01-01', '2026-04-03')).toEqual(refused('เลือกช่วงวันที่ได้ไม่เกิน 92 วัน'))
    // 92 days is the longest range.
    expect((await report('2026-01-01', '2026-04-02')).data.days).toHaveLength(92)
    expect((await operatorCall(ctx.app, 'report?from=2026-1-1&to=2026-01-02')).status).toBe(400)
    expect((await operatorCall(ctx.app, 'report?from=2026-01-01')).status).toBe(400)
  })
})
