import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureRounds } from '../../server/modules/lotto/rounds'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get, type TestMember } from './helpers/factories'
import { createBill, fund, line } from './helpers/lotto'
import {
  closeShooting,
  createShooters,
  currentYeekeeRound,
  shoot,
  storeShots,
  yeekeeBoard,
} from './helpers/yeekee'

/**
 * The attack that paid 9,420 baht for 20 staked, replayed round after round: a member bets 3 ตัวบน
 * 777, and at the last moment shoots the number that makes the classic arithmetic (sum − position
 * 16) end in 777, computed from nothing but what the board shows (the sum and the newest shots).
 * With the seed committed before shooting and revealed after, the aim lands on the classic
 * arithmetic every time and on the published result only by chance (1 in 1,000 per round).
 */

const ROUNDS = 30
const TARGET = 777n

let ctx: TestContext
let honest: TestMember[]
let attacker: TestMember

beforeAll(async () => {
  ctx = await setupApp({ seed: 'minimal' })
  await ensureRounds(ctx.deps.db, ctx.clock.now(), ctx.deps.random)
  honest = await createShooters(ctx, 20)
  attacker = await createMember(ctx.app)
  await fund(ctx.deps, attacker, 1_000)
})
afterAll(async () => ctx.close())

describe('Yeekee: the last shooter cannot aim the result', () => {
  it('pays a member who bets 3 ตัวบน and shoots last from the public board by chance, not every round', async () => {
    let aimed = 0
    let hits = 0
    let won = 0
    for (let r = 0; r < ROUNDS; r++) {
      const round = await currentYeekeeRound(ctx)
      const bill = await createBill(ctx.app, attacker.token, round.id, [line('3top', '777', 1)])
      expect(bill.body.error, bill.body.message).toBe(0)
      await storeShots(
        ctx,
        round,
        honest.map((member) => ({ member, number: randomInt(100_000) })),
      )
      // One second before shooting closes, everything public: the sum and the shots, newest first.
      ctx.clock.set(new Date(round.drawAt.getTime() - 1000))
      const seen = await yeekeeBoard(ctx, round.id)
      const sum = BigInt(seen.round.shot_sum)
      // After one more shot, today's position 15 is position 16.
      const next16 = BigInt(seen.shots[14].number)
      const aim = (((TARGET - (sum - next16)) % 1000n) + 1000n) % 1000n
      const last = await shoot(ctx, attacker.token, round.id, String(aim).padStart(5, '0'))
      expect(last.body.error, last.body.message).toBe(0)

      await closeShooting(ctx, round)
      const done = await yeekeeBoard(ctx, round.id)
      expect(done.round.status).toBe('resulted')
      // The aim worked on the classic arithmetic...
      if ((BigInt(done.result.sum) - BigInt(done.result.shot16)) % 1000n === TARGET) aimed++
      // ...and on the published result only when chance says so.
      if (done.result.numbers.top3 === '777') hits++
      const detail = await get(ctx.app, `/api/lotto/bill/detail?bill_id=${bill.body.data.id}`, attacker.token)
      if (detail.body.data.status === 'won') won++
      // The next round: betting closes 15 minutes after this one's.
      ctx.clock.set(new Date(round.closeAt.getTime() + 5 * 60_000))
    }
    expect(aimed).toBe(ROUNDS)
    expect(won).toBe(hits)
    // 30 rounds at 1 in 1,000: 4 or more hits has a probability of about 3 in 100 million.
    expect(hits).toBeLessThanOrEqual(3)
  })
})
