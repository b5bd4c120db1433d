import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { lottoBills, lottoNumberTotals } from '../../server/db/schema'
import { type BillCall, billCall } from '../../server/modules/lotto/bills'
import type { BillLineInput } from '../../src/contract/lotto'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { createBill, fund, line, openRound } from './helpers/lotto'
import { mainBalance, operatorCall } from './helpers/money'
import { setLimit } from './helpers/responsible'
import { queryRows } from './helpers/seamless'

// Bills that queue while others are in flight travel to the database together, as one
// `lotto_bills_create` statement (db/call-batcher.ts; its own rules: tests/server/call-batcher.test.ts).
let ctx: TestContext
let round: Awaited<ReturnType<typeof openRound>>
beforeAll(async () => {
  ctx = await setupApp()
  round = await openRound(ctx, 'hanoi')
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

/** A member with `baht` in the main wallet. */
async function funded(baht: number): Promise<TestMember> {
  const member = await createMember(ctx.app)
  await fund(ctx.deps, member, baht)
  return member
}

/** The lotto_bills_create element of a bill, as the server builds it (no session: no session limit). */
const element = (member: TestMember, lines: BillLineInput[], key = randomUUID()): BillCall =>
  billCall(
    ctx.deps,
    { memberId: member.user.id, sessionId: 0 },
    { agent_id: 3, round_id: round.id, lines },
    key,
  )

interface Reply {
  refusal?: string
  rule?: string
  line?: { index: number; reason: string }
  answer?: { bill: { id: number; total_satang: number } }
  member_id?: number
}

const together = async (calls: BillCall[]) =>
  (
    await queryRows<{ reply: Reply[] }>(
      ctx.deps,
      sql`select lotto_bills_create(${JSON.stringify(calls)}::jsonb) as reply`,
    )
  )[0].reply

describe('bills sent together', () => {
  it("answers 30 concurrent members' bills on two capped numbers, batched in any order, as if each were sent alone", async () => {
    for (const number of ['31', '13'])
      expect(
        (
          await operatorCall(ctx.app, 'lotto/limited/set', {
            round_id: round.id,
            bet_type: '2top',
            number,
            kind: 'cap',
            cap: 10_000,
          })
        ).body.error,
      ).toBe(0)
    const members = await Promise.all(Array.from({ length: 30 }, () => funded(100)))
    const failedBatches = vi.spyOn(console, 'error')
    try {
      const replies = await Promise.all(
        members.map((m, i) =>
          createBill(
            ctx.app,
            m.token,
            round.id,
            // A statement of bills on '31' then '13' runs beside one of bills on '13' then '31'.
            [i % 2 === 0 ? line('2top', '31', 2) : line('2top', '13', 3)],
          ),
        ),
      )
      for (const reply of replies) expect(reply.body.error, reply.body.message).toBe(0)
      // Each statement took its locks in one order: none deadlocked and ran again alone.
      expect(failedBatches.mock.calls.filter((c) => String(c[0]).includes('a batch of'))).toEqual([])
    } finally {
      failedBatches.mockRestore()
    }
    for (const [i, m] of members.entries())
      expect(await mainBalance(ctx.app, m.token)).toBe(i % 2 === 0 ? 98 : 97)
    const totals = await ctx.deps.db
      .select()
      .from(lottoNumberTotals)
      .where(and(eq(lottoNumberTotals.roundId, round.id), inArray(lottoNumberTotals.number, ['31', '13'])))
    expect(Object.fromEntries(totals.map((t) => [t.number, t.stakedSatang]))).toEqual({
      '31': 3_000n,
      '13': 4_500n,
    })
  })

  it('answers a bill, a refused line, a loss-limit refusal and a repeat in one statement, each as alone', async () => {
    const a = await funded(100)
    const careful = await funded(100)
    await setLimit(ctx.app, careful.token, 'loss_day', 20)
    const first = element(a, [line('3top', '321', 10)])
    const replies = await together([
      first,
      element(a, [line('3top', '322', 5), line('2top', '1', 5)]),
      element(careful, [line('3top', '323', 30)]),
      first,
    ])
    expect(replies[0]).toMatchObject({ answer: { bill: { total_satang: 1_000 } }, member_id: a.user.id })
    expect(replies[1]).toMatchObject({ refusal: 'line', line: { index: 1, reason: 'bad_number' } })
    expect(replies[2]).toMatchObject({ refusal: 'play', rule: 'loss_day' })
    // The repeat answers the first's stored answer, and moves no money.
    expect(replies[3]).toEqual({ answer: replies[0].answer })
    expect(await mainBalance(ctx.app, a.token)).toBe(90)
    expect(await mainBalance(ctx.app, careful.token)).toBe(100)
    const bills = await ctx.deps.db
      .select()
      .from(lottoBills)
      .where(inArray(lottoBills.memberId, [a.user.id, careful.user.id]))
    expect(bills.map((b) => b.totalSatang)).toEqual([1_000n])
  })

  it('reads a number holding a quote, a backslash, a comma or braces as that number: a bad one, nothing broken', async () => {
    const a = await funded(100)
    // The member reads back the number as sent, refused by its digits.
    for (const number of ['1"2', '3\\4', '5,6', '{7}', 'NULL'])
      expect((await createBill(ctx.app, a.token, round.id, [line('2top', number, 5)])).body).toEqual({
        error: 1,
        message: `โพยมีรายการที่ไม่สามารถแทงได้ กรุณาตรวจสอบอีกครั้ง (2 ตัวบน ${number}: 2 ตัวบน ต้องเป็นตัวเลข 2 หลัก)`,
      })
    const replies = await together([element(a, [line('3top', '12"', 5), line('2top', '\\', 5)])])
    expect(replies[0]).toMatchObject({ refusal: 'line', line: { index: 0, reason: 'bad_number' } })
    expect(await mainBalance(ctx.app, a.token)).toBe(100)
  })

  it('rolls back every bill of a statement when one raises, so each can run alone', async () => {
    const a = await funded(100)
    const good = element(a, [line('3top', '456', 10)])
    const broken = element(a, [line('3top', '457', 10)])
    broken[6] = 99 // a wallet type the member has none of: lotto_bill_create raises
    await expect(together([good, broken])).rejects.toThrow()
    expect(await mainBalance(ctx.app, a.token)).toBe(100)
    expect(await ctx.deps.db.select().from(lottoBills).where(eq(lottoBills.memberId, a.user.id))).toEqual([])
    expect((await together([good]))[0]).toMatchObject({ member_id: a.user.id })
    expect(await mainBalance(ctx.app, a.token)).toBe(90)
  })
})
