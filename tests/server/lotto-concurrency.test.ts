import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lottoBills, lottoLines, lottoNumberTotals, lottoRounds } from '../../server/db/schema'
import { findRound, ROUND_LOCK_CLASS } from '../../server/modules/lotto/rounds'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { cancelBill, createBill, fund, line, openRound, passClose } from './helpers/lotto'
import { mainBalance, operatorCall } from './helpers/money'

// Races are real only on PostgreSQL (TEST_DATABASE_URL); PGlite runs the same code one statement at a time.
let ctx: TestContext
let members: TestMember[]

beforeAll(async () => {
  ctx = await setupApp()
  members = []
  for (let i = 0; i < 20; i++) members.push(await createMember(ctx.app))
  for (const m of members) await fund(ctx.deps, m, 1_000)
})
afterAll(async () => ctx.close())

describe('bills racing on PostgreSQL', () => {
  it('200 concurrent bills on one capped number never exceed its cap', async () => {
    const round = await openRound(ctx, 'hanoi')
    const capped = await operatorCall(ctx.app, 'lotto/limited/set', {
      round_id: round.id,
      bet_type: '2bottom',
      number: '77',
      kind: 'cap',
      cap: 500,
    })
    expect(capped.body.error, capped.body.message).toBe(0)
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        createBill(ctx.app, members[i % members.length].token, round.id, [
          line('2bottom', '77', 10),
          line('2top', String(i % 100).padStart(2, '0'), 1),
        ]),
      ),
    )
    const accepted = answers.filter((a) => a.body.error === 0)
    expect(accepted).toHaveLength(50)
    for (const refused of answers.filter((a) => a.body.error !== 0)) {
      expect(refused.body.message).toMatch(/เลขนี้รับแทง|รับแทงเต็มแล้ว/)
    }
    const lines = await ctx.deps.db
      .select()
      .from(lottoLines)
      .where(
        and(eq(lottoLines.roundId, round.id), eq(lottoLines.betType, '2bottom'), eq(lottoLines.number, '77')),
      )
    expect(lines.reduce((s, l) => s + l.amountSatang, 0n)).toBe(50_000n)
    const [total] = await ctx.deps.db
      .select()
      .from(lottoNumberTotals)
      .where(and(eq(lottoNumberTotals.roundId, round.id), eq(lottoNumberTotals.number, '77')))
    expect(total.stakedSatang).toBe(50_000n)
    let spent = 0
    for (const m of members) spent += 1_000 - (await mainBalance(ctx.app, m.token))
    expect(spent).toBe(50 * 11)
    await assertLedgerInvariants(ctx.deps.db)
  })

  it('20 concurrent replays of one key make one bill; 10 concurrent cancels refund it once', async () => {
    const round = await openRound(ctx, 'hanoi')
    const member = members[0]
    const start = await mainBalance(ctx.app, member.token)
    const key = randomUUID()
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        createBill(ctx.app, member.token, round.id, [line('3top', '246', 25)], key),
      ),
    )
    const ids = new Set(replies.map((r) => r.body.data?.id))
    expect(ids.size).toBe(1)
    expect(await mainBalance(ctx.app, member.token)).toBe(start - 25)
    const billId = [...ids][0] as number
    const cancels = await Promise.all(
      Array.from({ length: 10 }, () => cancelBill(ctx.app, member.token, billId)),
    )
    expect(cancels.filter((c) => c.body.error === 0)).toHaveLength(1)
    expect(await mainBalance(ctx.app, member.token)).toBe(start)
    const [bill] = await ctx.deps.db.select().from(lottoBills).where(eq(lottoBills.id, billId))
    expect(bill.status).toBe('cancelled')
    await assertLedgerInvariants(ctx.deps.db)
  })

  it("one member's concurrent bills on one number never pass the per-number limit", async () => {
    const round = await openRound(ctx, 'hanoi')
    const limit = await operatorCall(ctx.app, 'lotto/rate', {
      category_id: round.categoryId,
      bet_type: 'runBottom',
      max_per_number: 100,
      max_amount: 60,
    })
    expect(limit.body.error, limit.body.message).toBe(0)
    const member = members[1]
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        createBill(ctx.app, member.token, round.id, [line('runBottom', '4', 60)]),
      ),
    )
    expect(answers.filter((a) => a.body.error === 0)).toHaveLength(1)
    for (const refused of answers.filter((a) => a.body.error !== 0))
      expect(refused.body.message).toContain('แทงเลขนี้ได้สูงสุด 100.00 บาท ต่องวด (แทงไปแล้ว 60.00 บาท)')
    const lines = await ctx.deps.db
      .select()
      .from(lottoLines)
      .where(and(eq(lottoLines.roundId, round.id), eq(lottoLines.memberId, member.user.id)))
    expect(lines.filter((l) => l.betType === 'runBottom').map((l) => l.amountSatang)).toEqual([6_000n])
    await assertLedgerInvariants(ctx.deps.db)
  })

  it('a refused bill lets its key go; a replay after the close answers the bill it made', async () => {
    const round = await openRound(ctx, 'hanoi')
    const member = await createMember(ctx.app)
    const key = randomUUID()
    const slip = [line('3top', '135', 30)]
    const poor = await createBill(ctx.app, member.token, round.id, slip, key)
    expect(poor.body).toEqual({ error: 1, message: 'ยอดเงินในกระเป๋าไม่เพียงพอ' })
    await fund(ctx.deps, member, 50)
    const made = await createBill(ctx.app, member.token, round.id, slip, key)
    expect(made.body.error, made.body.message).toBe(0)
    expect(await mainBalance(ctx.app, member.token)).toBe(20)
    const now = ctx.clock.now()
    passClose(ctx, round)
    try {
      expect((await createBill(ctx.app, member.token, round.id, slip, key)).body).toEqual(made.body)
      expect((await createBill(ctx.app, member.token, round.id, slip)).body).toEqual({
        error: 1,
        message: 'งวดนี้ปิดรับแทงแล้ว',
      })
    } finally {
      ctx.clock.set(now)
    }
    expect(await mainBalance(ctx.app, member.token)).toBe(20)
    await assertLedgerInvariants(ctx.deps.db)
  })

  // Bills hold the round's advisory lock shared (lotto_bills_create.sql), a void takes it exclusive
  // (rounds.ts findRound 'update'): a bill that arrives while the void is in flight waits for it and
  // then reads the void round. Needs two connections: PostgreSQL only.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a bill racing the round being voided waits for the void and is refused: no bill lands after the close',
    async () => {
      const round = await openRound(ctx, 'hanoi')
      const member = await createMember(ctx.app)
      await fund(ctx.deps, member, 100)
      const billsOfRound = async () =>
        (await ctx.deps.db.select().from(lottoBills).where(eq(lottoBills.roundId, round.id))).length
      const before = await billsOfRound()
      let lockTaken!: () => void
      const taken = new Promise<void>((resolve) => {
        lockTaken = resolve
      })
      let letGo!: () => void
      const release = new Promise<void>((resolve) => {
        letGo = resolve
      })
      const voiding = ctx.deps.db.transaction(async (tx) => {
        await findRound(tx, round.id, 'update')
        await tx
          .update(lottoRounds)
          .set({ status: 'void', voidedAt: ctx.clock.now(), voidReason: 'test' })
          .where(eq(lottoRounds.id, round.id))
        lockTaken()
        await release
      })
      await taken
      const bill = createBill(ctx.app, member.token, round.id, [line('3top', '579', 40)])
      // The bill is in flight and waits on the round's lock (a state, polled).
      for (;;) {
        const result = (await ctx.deps.db.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
            and classid = ${ROUND_LOCK_CLASS} and objid = ${round.id} and objsubid = 2`,
        )) as unknown as { rows: { n: number }[] }
        if (result.rows[0].n > 0) break
        await new Promise((resolve) => setImmediate(resolve))
      }
      letGo()
      await voiding
      expect((await bill).body).toEqual({ error: 1, message: 'งวดนี้ปิดรับแทงแล้ว' })
      expect(await billsOfRound()).toBe(before)
      expect(await mainBalance(ctx.app, member.token)).toBe(100)
      await assertLedgerInvariants(ctx.deps.db)
    },
  )
})
