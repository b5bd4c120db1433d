import { randomUUID } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lottoRounds } from '../../server/db/schema'
import { yeekeeRoundsBetween } from '../../server/modules/lotto/schedule'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, login, post, type TestMember } from './helpers/factories'
import { createBill, fund, line } from './helpers/lotto'
import { mainBalance } from './helpers/money'

let ctx: TestContext
let shooters: TestMember[]

beforeAll(async () => {
  ctx = await setupApp()
  shooters = []
  for (let i = 0; i < 3; i++) shooters.push(await createMember(ctx.app))
  await fund(ctx.deps, shooters[0], 1_000)
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

async function relogin() {
  for (const s of shooters) s.token = await login(ctx.app, s.phone, s.password)
}

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
    // The newest shot is position 1: the 16th newest is numbers[25 - 16].
    const sum = numbers.reduce((s, n) => s + Number(n), 0)
    const value = sum - Number(numbers[25 - 16])
    const top3 = String(value).slice(-3)
    const bill = await createBill(ctx.app, shooters[0].token, round.id, [line('3top', top3, 10)])
    expect(bill.body.error, bill.body.message).toBe(0)

    const refused = await shoot(shooters[1].token, round.id, '1234')
    expect(refused.body.message).toBe('กรุณากรอกตัวเลข 5 หลัก (00000-99999)')
    await shootAll(round.id, numbers)
    const tooFast = await Promise.all([
      shoot(shooters[0].token, round.id, '11111'),
      shoot(shooters[0].token, round.id, '22222'),
    ])
    expect(tooFast.map((r) => r.body.error).sort()).toEqual([0, 3])
    const extra = tooFast.find((r) => r.body.error === 0)?.body.data.number as string
    const all = [...numbers, extra]
    const total = all.reduce((s, n) => s + Number(n), 0)
    const expected = total - Number(all[all.length - 16])

    const board = await get(ctx.app, `/api/lotto/yeekee/lists?round_id=${round.id}`, shooters[0].token)
    expect(board.body.data.shots).toHaveLength(26)
    expect(board.body.data.shots[0].number).toBe(extra)
    expect(board.body.data.round).toMatchObject({ shot_count: 26, shot_sum: String(total) })
    expect(board.body.data.shots.filter((s: { mine: boolean }) => s.mine).length).toBe(10)
    expect(board.body.data.shots[0].username).toMatch(/^0\d\*{4}\d{4}$/)

    // Past the shooting close (server clock): shots refused, the result job computes the result.
    ctx.clock.set(new Date(round.drawAt.getTime() + 1000))
    await relogin()
    const late = await shoot(shooters[1].token, round.id, '55555')
    expect(late.body.message).toBe('หมดเวลายิงเลขของรอบนี้แล้ว')
    const before = await mainBalance(ctx.app, shooters[0].token)
    await ctx.app.jobs.runDue()
    await ctx.app.jobs.runDue()
    const done = await get(ctx.app, `/api/lotto/yeekee/lists?round_id=${round.id}`)
    expect(done.body.data.result).toMatchObject({
      sum: String(total),
      shot16: all[all.length - 16],
      value: String(expected),
    })
    const digits = String(expected).padStart(5, '0')
    expect(done.body.data.result.numbers).toMatchObject({
      top3: digits.slice(-3),
      bottom2: digits.slice(-5, -3),
    })
    const won = String(expected).slice(-3) === top3
    const detail = await get(
      ctx.app,
      `/api/lotto/bill/detail?bill_id=${bill.body.data.id}`,
      shooters[0].token,
    )
    expect(detail.body.data.status).toBe(won ? 'won' : 'lost')
    expect(await mainBalance(ctx.app, shooters[0].token)).toBe(before + (won ? 8500 : 0))
  })

  it('voids a round with 19 shots and refunds its bills once', async () => {
    await relogin()
    const round = await currentRound()
    const start = await mainBalance(ctx.app, shooters[0].token)
    const made = await createBill(ctx.app, shooters[0].token, round.id, [line('2bottom', '12', 20)])
    expect(made.body.error, made.body.message).toBe(0)
    await shootAll(
      round.id,
      Array.from({ length: 19 }, (_, i) => String(i * 5_000).padStart(5, '0')),
    )
    ctx.clock.set(new Date(round.drawAt.getTime() + 1000))
    await ctx.app.jobs.runDue()
    await ctx.app.jobs.runDue()
    await relogin()
    const [row] = await ctx.deps.db.select().from(lottoRounds).where(eq(lottoRounds.id, round.id))
    expect(row.status).toBe('void')
    expect(await mainBalance(ctx.app, shooters[0].token)).toBe(start)
    const detail = await get(
      ctx.app,
      `/api/lotto/bill/detail?bill_id=${made.body.data.id}`,
      shooters[0].token,
    )
    expect(detail.body.data.status).toBe('refunded')
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
