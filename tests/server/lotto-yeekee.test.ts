import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ledgerTransactions, lottoRounds, lottoYeekeeBonuses, operatorAudit } from '../../server/db/schema'
import { yeekeeResultsJob } from '../../server/modules/lotto/jobs'
import { ensureRounds } from '../../server/modules/lotto/rounds'
import { yeekeeRoundsBetween } from '../../server/modules/lotto/schedule'
import { settleRound } from '../../server/modules/lotto/settle'
import { resultYeekeeRound } from '../../server/modules/lotto/yeekee'
import { decideYeekeeBonuses } from '../../server/modules/lotto/yeekee-bonus'
import { createShotBatcher } from '../../server/modules/lotto/yeekee-shots'
import { hashServerSeed } from '../../src/contract/fair'
import { yeekeeOutcome } from '../../src/contract/yeekee-rules'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, type TestMember } from './helpers/factories'
import { createBill, fund, line } from './helpers/lotto'
import { mainBalance, operatorCall } from './helpers/money'
import { setLimit, takeTimeout } from './helpers/responsible'
import {
  closeShooting as closeRound,
  createShooters,
  currentYeekeeRound,
  secretSeed,
  shoot,
  storeShots as store,
  yeekeeBoard,
} from './helpers/yeekee'

let ctx: TestContext
let shooters: TestMember[]

beforeAll(async () => {
  // The minimal seed and this one job's rounds: the demo content is not needed and costs seconds.
  ctx = await setupApp({ seed: 'minimal' })
  await ensureRounds(ctx.deps.db, ctx.clock.now(), ctx.deps.random)
  // A round needs 20 distinct members shooting: 24 give each test room.
  shooters = await createShooters(ctx, 24)
  await fund(ctx.deps, shooters[0], 1_000)
  await fund(ctx.deps, shooters[1], 1_000)
})
afterAll(async () => ctx.close())

const currentRound = () => currentYeekeeRound(ctx)
const shootAs = (token: string, roundId: number, number: string) => shoot(ctx, token, roundId, number)

/** Shoots `numbers` in order, one second apart (past the cooldown), rotating the shooters. */
async function shootAll(roundId: number, numbers: string[]) {
  for (const [i, n] of numbers.entries()) {
    const { body } = await shootAs(shooters[i % shooters.length].token, roundId, n)
    expect(body.error, body.message).toBe(0)
    ctx.clock.advance(1000)
  }
}

const board = (roundId: number) => yeekeeBoard(ctx, roundId)

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
  it('computes sum − the 16th newest shot + the seed number, settles a bill placed before close, and shows the arithmetic', async () => {
    const round = await currentRound()
    const seed = await secretSeed(ctx, round.id)
    const numbers = Array.from({ length: 25 }, (_, i) => String(10_000 + i * 3_217).padStart(5, '0'))
    const bill = await createBill(ctx.app, shooters[0].token, round.id, [line('3top', '123', 10)])
    expect(bill.body.error, bill.body.message).toBe(0)

    const refused = await shootAs(shooters[1].token, round.id, '1234')
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
    expect((await shootAs(shooters[1].token, later.id, '12345')).body.message).toBe('รอบนี้ยังไม่เปิดให้ยิงเลข')
    await shootAll(round.id, numbers)
    const tooFast = await Promise.all([
      shootAs(shooters[0].token, round.id, '11111'),
      shootAs(shooters[0].token, round.id, '22222'),
    ])
    expect(tooFast.map((r) => r.body.error).sort()).toEqual([0, 3])
    expect(tooFast.find((r) => r.body.error === 3)?.body.message).toBe('ยิงเลขถี่เกินไป กรุณารอสักครู่')
    const extra = tooFast.find((r) => r.body.error === 0)?.body.data.number as string
    // The server clock decides the shooting close: 1 ms before it a shot counts, at it none does.
    ctx.clock.set(new Date(round.drawAt.getTime() - 1))
    const lastOne = await shootAs(shooters[2].token, round.id, '98765')
    expect(lastOne.body.error, lastOne.body.message).toBe(0)
    ctx.clock.set(round.drawAt)
    const late = await shootAs(shooters[1].token, round.id, '55555')
    expect(late.body.message).toBe('หมดเวลายิงเลขของรอบนี้แล้ว')

    const all = [...numbers, extra, '98765']
    const total = all.reduce((s, n) => s + Number(n), 0)
    const outcome = await yeekeeOutcome(round.id, BigInt(total), BigInt(all[all.length - 16]), seed)
    const expected = outcome.value
    const open = await get(ctx.app, `/api/lotto/yeekee/lists?round_id=${round.id}`, shooters[0].token)
    expect(open.body.data.shots).toHaveLength(27)
    expect(open.body.data.shots[0].number).toBe('98765')
    expect(open.body.data.shots[1].number).toBe(extra)
    // 27 shots by 24 members; the commitment is published, the seed is not (anywhere).
    expect(open.body.data.round).toMatchObject({
      shot_count: 27,
      shot_sum: String(total),
      shooter_count: 24,
      seed_hash: await hashServerSeed(seed),
    })
    expect(JSON.stringify(open.body)).not.toContain(seed)
    expect(JSON.stringify((await get(ctx.app, '/api/lotto/yeekee/list?agent_id=3')).body)).not.toContain(seed)
    expect(open.body.data.shots.filter((s: { mine: boolean }) => s.mine).length).toBe(3)
    expect(open.body.data.shots[0].username).toMatch(/^0\d\*{4}\d{4}$/)
    expect(open.body.data.result).toBeNull()

    const before = await mainBalance(ctx.app, shooters[0].token)
    await closeRound(ctx, round)
    const done = await board(round.id)
    expect(done.result).toMatchObject({
      sum: String(total),
      shot16: all[all.length - 16],
      shot16_id: done.shots[15].id,
      seed,
      seed_number: String(outcome.seedNumber).padStart(5, '0'),
      value: String(expected),
    })
    expect(done.round.seed_hash).toBe(await hashServerSeed(seed))
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

  it("pays by the rules' example: sum 2,543,565 − position 16's 34,529 + the seed number", async () => {
    const round = await currentRound()
    // Only the server knows the seed before the result: the test reads it to know what wins.
    const outcome = await yeekeeOutcome(round.id, 2_543_565n, 34_529n, await secretSeed(ctx, round.id))
    const { top3, top2, bottom2 } = outcome.numbers
    const losingTop2 = top2 === '63' ? '64' : '63'
    const bill = await createBill(ctx.app, shooters[1].token, round.id, [
      line('3top', top3, 10),
      line('2bottom', bottom2, 10),
      line('2top', losingTop2, 10),
    ])
    expect(bill.body.error, bill.body.message).toBe(0)
    // 30 shots, oldest first. Newest first, position 16 is index 14 (34,529); counted from the oldest
    // it would be index 15 (00001), which gives another result.
    const numbers = [...Array(14).fill(89_608), 34_529, 1, ...Array(13).fill(89_608), 89_619]
    expect(numbers.reduce((s, n) => s + n, 0)).toBe(2_543_565)
    const ids = await store(
      ctx,
      round,
      numbers.map((number, i) => ({ member: shooters[i % shooters.length], number })),
    )
    const before = await mainBalance(ctx.app, shooters[1].token)
    await closeRound(ctx, round)
    const done = await board(round.id)
    expect(done.result).toEqual({
      sum: '2543565',
      shot16: '34529',
      shot16_id: ids[14],
      seed: await secretSeed(ctx, round.id),
      seed_number: String(outcome.seedNumber).padStart(5, '0'),
      value: String(2_543_565n - 34_529n + outcome.seedNumber),
      numbers: expect.objectContaining({ top3, top2, bottom2 }),
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
    // 10 × 850 (3 ตัวบน) + 10 × 92 (2 ตัวล่าง); the 2 ตัวบน line loses.
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
    // A 2 ตัวบน line sure to lose (the test knows the seed): 222,410 − 11,115 + the seed number.
    const outcome = await yeekeeOutcome(round.id, 222_410n, 11_115n, await secretSeed(ctx, round.id))
    const losing = outcome.numbers.top2 === '00' ? '01' : '00'
    const bill = await createBill(ctx.app, shooters[0].token, round.id, [line('2top', losing, 1)])
    expect(bill.body.error, bill.body.message).toBe(0)
    // 20 shots by 20 members: position 16 (index 4) is shooters[0]'s, who bet; position 1 (the last)
    // shooters[2]'s, who did not.
    const ids = await store(
      ctx,
      round,
      Array.from({ length: 20 }, (_, i) => ({
        member: i === 4 ? shooters[0] : i === 19 ? shooters[2] : shooters[3 + i],
        number: 11_111 + i,
      })),
    )
    const before = await mainBalance(ctx.app, shooters[0].token)
    await closeRound(ctx, round)
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
    // The 2 ตัวบน bill lost: the balance moved by the bonus alone.
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
      detail: 'ลำดับที่ 16',
      amount: 20.5,
    })
  })

  it('voids a round of 40 shots by 19 members (members count, not shots), refunds its bills once and pays no bonus', async () => {
    const round = await currentRound()
    const start = await mainBalance(ctx.app, shooters[0].token)
    const made = await createBill(ctx.app, shooters[0].token, round.id, [line('2bottom', '12', 20)])
    expect(made.body.error, made.body.message).toBe(0)
    await store(
      ctx,
      round,
      Array.from({ length: 40 }, (_, i) => ({ member: shooters[i % 19], number: i * 2_000 })),
    )
    await closeRound(ctx, round)
    const [row] = await ctx.deps.db.select().from(lottoRounds).where(eq(lottoRounds.id, round.id))
    expect(row.status).toBe('void')
    expect(row.voidReason).toBe('มีผู้ยิงเลขเพียง 19 คน (น้อยกว่า 20 คน)')
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

  it('keeps the one-second cooldown across instances: two servers on one database take one shot a second', async () => {
    const round = await currentRound()
    // Two instances' shot batchers on the same database (each keeps its own memory).
    const [a, b] = [createShotBatcher(ctx.deps), createShotBatcher(ctx.deps)]
    const member = { memberId: shooters[5].user.id, sessionId: 0 }
    const both = await Promise.all([a.shoot(member, round.id, '12345'), b.shoot(member, round.id, '54321')])
    expect(both.map((r) => r.ok).sort()).toEqual([false, true])
    const refused = both.find((r) => !r.ok)
    expect(refused && !refused.ok && refused.message).toBe('ยิงเลขถี่เกินไป กรุณารอสักครู่')
    ctx.clock.advance(999)
    expect((await b.shoot(member, round.id, '11111')).ok).toBe(false)
    ctx.clock.advance(1)
    expect((await b.shoot(member, round.id, '11111')).ok).toBe(true)
    const stored = await yeekeeBoard(ctx, round.id)
    expect(stored.round).toMatchObject({ shot_count: 2, shooter_count: 1 })
  })

  it("refuses a member's shot during their time-out in the shots' own statement; a member with only a loss limit shoots", async () => {
    const round = await currentRound()
    const before = (await board(round.id)).round.shot_count
    const resting = await createMember(ctx.app)
    await takeTimeout(ctx.app, resting.token)
    const careful = await createMember(ctx.app)
    await setLimit(ctx.app, careful.token, 'loss_day', 100)
    const [refused, shot] = await Promise.all([
      shootAs(resting.token, round.id, '24680'),
      shootAs(careful.token, round.id, '13579'),
    ])
    expect(refused.body.message).toMatch(/^คุณพักการเล่นอยู่ถึง .* ระหว่างนี้ฝากเงิน แทง และเข้าเกมไม่ได้ ถอนเงินได้ตามปกติ$/)
    expect(shot.body.error, shot.body.message).toBe(0)
    expect((await board(round.id)).round.shot_count).toBe(before + 1)
  })

  it('lists the rounds around now with their counts and commitments, and states the rule in Thai', async () => {
    const list = await get(ctx.app, '/api/lotto/yeekee/list?agent_id=3')
    expect(list.body.error).toBe(0)
    expect(list.body.data.length).toBeGreaterThan(20)
    expect(list.body.data[0].category_code).toBe('yeekee')
    // Every open round has published its commitment; none of them shows a seed.
    const open = list.body.data.filter(
      (r: { status: string }) => r.status === 'open' || r.status === 'closed',
    )
    expect(open.length).toBeGreaterThan(0)
    for (const r of open) expect(r.seed_hash).toMatch(/^[0-9a-f]{64}$/)
    const rule = await get(ctx.app, `/api/lotto/rule?round_id=${open[0].id}`)
    expect(rule.body.data.rules).toContain(
      'ผลยี่กี = ผลรวมของเลขที่สมาชิกยิงทั้งหมด − เลขที่ยิงลำดับที่ 16 (นับจากเลขล่าสุด) + เลขจากเลขลับประจำรอบ (00000-99999) 3 ตัวบนคือ 3 หลักท้ายของผล 2 ตัวบนคือ 2 หลักท้าย 2 ตัวล่างคือ 2 หลักก่อน 3 หลักท้าย',
    )
    expect(rule.body.data.rules.join(' ')).toContain('ต้องมีผู้ยิงเลขอย่างน้อย 20 คน (นับคน ไม่นับครั้ง)')
  })

  it('pages through every shot of a round, newest first, for the audit', async () => {
    // A round nobody shot in yet: the next one.
    ctx.clock.set(new Date((await currentRound()).closeAt.getTime() + 5 * 60_000))
    const round = await currentRound()
    const ids = await store(
      ctx,
      round,
      Array.from({ length: 5_003 }, (_, i) => ({
        member: shooters[i % shooters.length],
        number: i % 100_000,
      })),
    )
    const first = await get(ctx.app, `/api/lotto/yeekee/shots?round_id=${round.id}&agent_id=3`)
    expect(first.body.data.shots).toHaveLength(5_000)
    expect(first.body.data.shots[0].id).toBe(ids[ids.length - 1])
    const second = await get(
      ctx.app,
      `/api/lotto/yeekee/shots?round_id=${round.id}&before_id=${first.body.data.next_before_id}`,
    )
    expect(second.body.data).toMatchObject({ next_before_id: null })
    const all = [...first.body.data.shots, ...second.body.data.shots].map((s: { id: number }) => s.id)
    expect(all).toEqual([...ids].reverse())
    // The board itself carries the newest 5,000 and the count of all.
    const open = await board(round.id)
    expect([open.shots.length, open.round.shot_count]).toEqual([5_000, 5_003])
  })
})
