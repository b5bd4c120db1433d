import { randomUUID } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ledgerTransactions,
  lottoRounds,
  lottoShots,
  lottoShotTotals,
  lottoYeekeeBonuses,
  operatorAudit,
} from '../../server/db/schema'
import { yeekeeResultsJob } from '../../server/modules/lotto/jobs'
import { ensureRounds } from '../../server/modules/lotto/rounds'
import { yeekeeRoundsBetween } from '../../server/modules/lotto/schedule'
import { settleRound } from '../../server/modules/lotto/settle'
import { resultYeekeeRound } from '../../server/modules/lotto/yeekee'
import { decideYeekeeBonuses } from '../../server/modules/lotto/yeekee-bonus'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, post, type TestMember } from './helpers/factories'
import { createBill, fund, line } from './helpers/lotto'
import { mainBalance, operatorCall } from './helpers/money'

let ctx: TestContext
let shooters: TestMember[]

beforeAll(async () => {
  // The minimal seed and this one job's rounds: the demo content is not needed and costs seconds.
  ctx = await setupApp({ seed: 'minimal' })
  await ensureRounds(ctx.deps.db, ctx.clock.now())
  shooters = []
  for (let i = 0; i < 3; i++) shooters.push(await createMember(ctx.app))
  await fund(ctx.deps, shooters[0], 1_000)
  await fund(ctx.deps, shooters[1], 1_000)
})
afterAll(async () => ctx.close())

/** The Yeekee round whose shooting window is open now and whose betting closes at least 5 minutes ahead. */
async function currentRound() {
  const now = ctx.clock.now()
  const rounds = await ctx.deps.db
    .select()
    .from(lottoRounds)
    .where(
      and(
        eq(lottoRounds.market, 'yeekee'),
        gt(lottoRounds.closeAt, new Date(now.getTime() + 5 * 60_000)),
        lte(lottoRounds.closeAt, new Date(now.getTime() + 15 * 60_000)),
      ),
    )
  expect(rounds).toHaveLength(1)
  return rounds[0]
}

const shoot = (token: string, roundId: number, number: string) =>
  post(ctx.app, '/api/lotto/yeekee/shoot_number', { round_id: roundId, number }, token)

/** Shoots `numbers` in order, one second apart (past the cooldown), rotating the shooters. */
async function shootAll(roundId: number, numbers: string[]) {
  for (const [i, n] of numbers.entries()) {
    const { body } = await shoot(shooters[i % shooters.length].token, roundId, n)
    expect(body.error, body.message).toBe(0)
    ctx.clock.advance(1000)
  }
}

/**
 * Stores shots as the batcher would (oldest first, stamped at the round's close, inside its window)
 * with the running totals: fast, where a test is about the result rather than the shooting call.
 */
async function storeShots(
  round: { id: number; closeAt: Date },
  shots: { member: TestMember; number: number }[],
) {
  const rows = await ctx.deps.db
    .insert(lottoShots)
    .values(
      shots.map((s) => ({
        roundId: round.id,
        memberId: s.member.user.id,
        number: s.number,
        shotAt: round.closeAt,
      })),
    )
    .returning({ id: lottoShots.id })
  const sum = shots.reduce((total, s) => total + BigInt(s.number), 0n)
  await ctx.deps.db
    .insert(lottoShotTotals)
    .values({ roundId: round.id, shotCount: shots.length, shotSum: sum })
    .onConflictDoUpdate({
      target: lottoShotTotals.roundId,
      set: {
        shotCount: sql`${lottoShotTotals.shotCount} + ${shots.length}`,
        shotSum: sql`${lottoShotTotals.shotSum} + ${sum}`,
      },
    })
  return rows.map((r) => r.id)
}

/** The server clock past the round's shooting close, then every due job (the result, its settlement). */
async function closeShooting(round: { drawAt: Date }) {
  ctx.clock.set(new Date(round.drawAt.getTime() + 1000))
  await ctx.app.jobs.runDue()
}

const board = async (roundId: number) =>
  (await get(ctx.app, `/api/lotto/yeekee/lists?round_id=${roundId}`)).body.data

const bonusCredits = async (memberId: number) =>
  ctx.deps.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.memberId, memberId), eq(ledgerTransactions.kind, 'yeekee_bonus')))

describe('the Yeekee schedule', () => {
  it('has 88 rounds a day, round 1 closing 06:00 and the last 03:45 the next morning (Bangkok)', () => {
    const day = yeekeeRoundsBetween('2026-03-10', '2026-03-10')
    expect(day).toHaveLength(88)
    expect(day[0]).toMatchObject({ seq: 1, closeAt: new Date('2026-03-09T23:00:00.000Z') })
    expect(day[87]).toMatchObject({ seq: 88, closeAt: new Date('2026-03-10T20:45:00.000Z') })
    expect(day[0].drawAt.getTime() - day[0].closeAt.getTime()).toBe(2 * 60_000)
  })
})

describe('shooting and the result', () => {
  it('computes sum − the 16th newest shot, settles a bill placed before close, and shows the arithmetic', async () => {
    const round = await currentRound()
    const numbers = Array.from({ length: 25 }, (_, i) => String(10_000 + i * 3_217).padStart(5, '0'))
    const bill = await createBill(ctx.app, shooters[0].token, round.id, [line('3top', '123', 10)])
    expect(bill.body.error, bill.body.message).toBe(0)

    const refused = await shoot(shooters[1].token, round.id, '1234')
    expect(refused.body.message).toBe('กรุณากรอกตัวเลข 5 หลัก (00000-99999)')
    // A round whose shooting window (its last 15 minutes of betting and 2 after) has not begun.
    const [later] = await ctx.deps.db
      .select()
      .from(lottoRounds)
      .where(
        and(
          eq(lottoRounds.market, 'yeekee'),
          eq(lottoRounds.closeAt, new Date(round.closeAt.getTime() + 30 * 60_000)),
        ),
      )
    expect((await shoot(shooters[1].token, later.id, '12345')).body.message).toBe('รอบนี้ยังไม่เปิดให้ยิงเลข')
    await shootAll(round.id, numbers)
    const tooFast = await Promise.all([
      shoot(shooters[0].token, round.id, '11111'),
      shoot(shooters[0].token, round.id, '22222'),
    ])
    expect(tooFast.map((r) => r.body.error).sort()).toEqual([0, 3])
    expect(tooFast.find((r) => r.body.error === 3)?.body.message).toBe('ยิงเลขถี่เกินไป กรุณารอสักครู่')
    const extra = tooFast.find((r) => r.body.error === 0)?.body.data.number as string
    // The server clock decides the shooting close: 1 ms before it a shot counts, at it none does.
    ctx.clock.set(new Date(round.drawAt.getTime() - 1))
    const lastOne = await shoot(shooters[2].token, round.id, '98765')
    expect(lastOne.body.error, lastOne.body.message).toBe(0)
    ctx.clock.set(round.drawAt)
    const late = await shoot(shooters[1].token, round.id, '55555')
    expect(late.body.message).toBe('หมดเวลายิงเลขของรอบนี้แล้ว')

    const all = [...numbers, extra, '98765']
    const total = all.reduce((s, n) => s + Number(n), 0)
    const expected = total - Number(all[all.length - 16])
    const open = await get(ctx.app, `/api/lotto/yeekee/lists?round_id=${round.id}`, shooters[0].token)
    expect(open.body.data.shots).toHaveLength(27)
    expect(open.body.data.shots[0].number).toBe('98765')
    expect(open.body.data.shots[1].number).toBe(extra)
    expect(open.body.data.round).toMatchObject({ shot_count: 27, shot_sum: String(total) })
    expect(open.body.data.shots.filter((s: { mine: boolean }) => s.mine).length).toBe(10)
    expect(open.body.data.shots[0].username).toMatch(/^0\d\*{4}\d{4}$/)
    expect(open.body.data.result).toBeNull()

    const before = await mainBalance(ctx.app, shooters[0].token)
    await closeShooting(round)
    const done = await board(round.id)
    expect(done.result).toMatchObject({
      sum: String(total),
      shot16: all[all.length - 16],
      shot16_id: done.shots[15].id,
      value: String(expected),
    })
    const digits = String(expected).padStart(5, '0')
    expect(done.result.numbers).toMatchObject({ top3: digits.slice(-3), bottom2: digits.slice(-5, -3) })
    const won = digits.slice(-3) === '123'
    const detail = await get(
      ctx.app,
      `/api/lotto/bill/detail?bill_id=${bill.body.data.id}`,
      shooters[0].token,
    )
    expect(detail.body.data.status).toBe(won ? 'won' : 'lost')
    expect(await mainBalance(ctx.app, shooters[0].token)).toBe(before + (won ? 8500 : 0))
  })

  it('gives the example of the rules: 2,543,565 − 34,529 = 2,509,036 → 3 ตัวบน 036, 2 ตัวบน 36, 2 ตัวล่าง 09', async () => {
    const round = await currentRound()
    const bill = await createBill(ctx.app, shooters[1].token, round.id, [
      line('3top', '036', 10),
      line('2bottom', '09', 10),
      line('2top', '63', 10),
    ])
    expect(bill.body.error, bill.body.message).toBe(0)
    // 30 shots, oldest first. Newest first, position 16 is index 14 (34,529); counted from the oldest
    // it would be index 15 (00001), which gives another result.
    const numbers = [...Array(14).fill(89_608), 34_529, 1, ...Array(13).fill(89_608), 89_619]
    expect(numbers.reduce((s, n) => s + n, 0)).toBe(2_543_565)
    const ids = await storeShots(
      round,
      numbers.map((number, i) => ({ member: shooters[i % 3], number })),
    )
    const before = await mainBalance(ctx.app, shooters[1].token)
    await closeShooting(round)
    const done = await board(round.id)
    expect(done.result).toEqual({
      sum: '2543565',
      shot16: '34529',
      shot16_id: ids[14],
      value: '2509036',
      numbers: expect.objectContaining({ top3: '036', top2: '36', bottom2: '09' }),
    })
    // The board lists newest first: position 1 is the last shot, position 16 the one subtracted.
    expect(done.shots.map((s: { id: number }) => s.id)).toEqual([...ids].reverse())
    expect(done.shots[15]).toMatchObject({ id: ids[14], number: '34529' })
    // The bonus is off by default: nothing decided, nothing paid.
    expect(done.bonus).toBeNull()
    for (const s of shooters) expect(await bonusCredits(s.user.id)).toHaveLength(0)
    const detail = await get(
      ctx.app,
      `/api/lotto/bill/detail?bill_id=${bill.body.data.id}`,
      shooters[1].token,
    )
    expect(detail.body.data.status).toBe('won')
    // 10 × 850 (3 ตัวบน 036) + 10 × 92 (2 ตัวล่าง 09); 2 ตัวบน 63 loses.
    expect(await mainBalance(ctx.app, shooters[1].token)).toBe(before + 8500 + 920)
  })

  it('pays the operator bonus of positions 1 and 16 once, only to a shooter who bet in the round', async () => {
    expect((await operatorCall(ctx.app, 'lotto/yeekee/bonus')).body.data).toEqual({
      position_1: 0,
      position_16: 0,
    })
    const bad = await operatorCall(ctx.app, 'lotto/yeekee/bonus/set', { position_1: 10.001, position_16: 5 })
    expect(bad.body.message).toBe('จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)')
    expect((await operatorCall(ctx.app, 'lotto/yeekee/bonus')).body.data).toEqual({
      position_1: 0,
      position_16: 0,
    })
    const set = await operatorCall(ctx.app, 'lotto/yeekee/bonus/set', { position_1: 50, position_16: 20.5 })
    expect(set.body).toMatchObject({ error: 0, data: { position_1: 50, position_16: 20.5 } })
    const audits = await ctx.deps.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'lotto.yeekee_bonus'))
    expect(audits.map((a) => a.outcome)).toEqual(['จำนวนเงินไม่ถูกต้อง (ทศนิยมไม่เกิน 2 ตำแหน่ง)', 'ok'])

    const round = await currentRound()
    const bill = await createBill(ctx.app, shooters[0].token, round.id, [line('2top', '00', 1)])
    expect(bill.body.error, bill.body.message).toBe(0)
    // 20 shots: position 16 (index 4) is shooters[0]'s, who bet; position 1 (the last) shooters[2]'s, who did not.
    const ids = await storeShots(
      round,
      Array.from({ length: 20 }, (_, i) => ({
        member: i === 4 ? shooters[0] : i === 19 ? shooters[2] : shooters[1],
        number: 11_111 + i,
      })),
    )
    const before = await mainBalance(ctx.app, shooters[0].token)
    await closeShooting(round)
    // The result job again, the result itself again and the bonus step again: nothing more is paid.
    await yeekeeResultsJob.run(ctx.deps, {
      id: 0,
      name: yeekeeResultsJob.name,
      key: 'again',
      payload: null,
      runAt: ctx.clock.now(),
      attempts: 1,
    })
    expect(await resultYeekeeRound(ctx.deps, round.id)).toBe('skipped')
    await ctx.deps.db.transaction((tx) =>
      decideYeekeeBonuses(
        tx,
        ctx.deps,
        round.id,
        [
          { position: 1, id: ids[19], memberId: shooters[2].user.id },
          { position: 16, id: ids[4], memberId: shooters[0].user.id },
        ],
        ctx.clock.now(),
      ),
    )
    await ctx.app.jobs.runDue()

    const done = await board(round.id)
    expect(done.bonus).toEqual([
      { position: 1, shot_id: ids[19], username: done.shots[0].username, amount: 50, paid: false },
      { position: 16, shot_id: ids[4], username: done.shots[15].username, amount: 20.5, paid: true },
    ])
    expect(await bonusCredits(shooters[0].user.id)).toHaveLength(1)
    expect(await bonusCredits(shooters[2].user.id)).toHaveLength(0)
    // The 2 ตัวบน 00 bill lost (222,410 − 11,115 = 211,295): the balance moved by the bonus alone.
    const detail = await get(
      ctx.app,
      `/api/lotto/bill/detail?bill_id=${bill.body.data.id}`,
      shooters[0].token,
    )
    expect(detail.body.data.status).toBe('lost')
    expect(await mainBalance(ctx.app, shooters[0].token)).toBe(before + 20.5)
    const statement = await get(ctx.app, '/api/member/statement?type=yeekee_bonus', shooters[0].token)
    expect(statement.body.data.items).toHaveLength(1)
    expect(statement.body.data.items[0]).toMatchObject({
      type: 'yeekee_bonus',
      label: 'โบนัสยี่กี',
      amount: 20.5,
    })
  })

  it('voids a round with 19 shots, refunds its bills once and pays no bonus', async () => {
    const round = await currentRound()
    const start = await mainBalance(ctx.app, shooters[0].token)
    const made = await createBill(ctx.app, shooters[0].token, round.id, [line('2bottom', '12', 20)])
    expect(made.body.error, made.body.message).toBe(0)
    await storeShots(
      round,
      Array.from({ length: 19 }, (_, i) => ({ member: shooters[0], number: i * 5_000 })),
    )
    await closeShooting(round)
    const [row] = await ctx.deps.db.select().from(lottoRounds).where(eq(lottoRounds.id, round.id))
    expect(row.status).toBe('void')
    expect(await mainBalance(ctx.app, shooters[0].token)).toBe(start)
    const detail = await get(
      ctx.app,
      `/api/lotto/bill/detail?bill_id=${made.body.data.id}`,
      shooters[0].token,
    )
    expect(detail.body.data.status).toBe('refunded')
    // The refund and result steps again: nothing moves twice.
    await settleRound(ctx.deps, round.id)
    expect(await resultYeekeeRound(ctx.deps, round.id)).toBe('skipped')
    await ctx.app.jobs.runDue()
    expect(await mainBalance(ctx.app, shooters[0].token)).toBe(start)
    // The bonus is on (previous test), but a void round has no result and no bonus.
    expect(
      await ctx.deps.db.select().from(lottoYeekeeBonuses).where(eq(lottoYeekeeBonuses.roundId, round.id)),
    ).toHaveLength(0)
    const after = await board(round.id)
    expect([after.result, after.bonus]).toEqual([null, null])
    expect(await bonusCredits(shooters[0].user.id)).toHaveLength(1)
    const again = await createBill(
      ctx.app,
      shooters[0].token,
      round.id,
      [line('2bottom', '12', 20)],
      randomUUID(),
    )
    expect(again.body.error).toBe(1)
  })

  it('lists the rounds around now with their counts', async () => {
    const list = await get(ctx.app, '/api/lotto/yeekee/list?agent_id=3')
    expect(list.body.error).toBe(0)
    expect(list.body.data.length).toBeGreaterThan(20)
    expect(list.body.data[0].category_code).toBe('yeekee')
  })
})
