import { randomUUID } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { lottoRounds } from '../../../server/db/schema'
import type { AppDeps } from '../../../server/deps'
import { bahtToSatang } from '../../../server/lib/money'
import type { BillLineInput } from '../../../src/contract/lotto'
import type { TestContext } from './app'
import type { TestMember } from './factories'
import { bookDeposit, operatorCall, postKeyed } from './money'

let orders = 900_000

/** Credits a member's main wallet (a confirmed deposit, without the QR round trip). */
export async function fund(deps: AppDeps, member: TestMember, baht: number): Promise<void> {
  await bookDeposit(deps, {
    memberId: member.user.id,
    amountSatang: bahtToSatang(baht),
    promotionId: null,
    orderId: orders++,
  })
}

/** The market's round that takes bets now. */
export async function openRound(ctx: TestContext, market: string) {
  const now = ctx.clock.now()
  const [round] = await ctx.deps.db
    .select()
    .from(lottoRounds)
    .where(and(eq(lottoRounds.market, market), lte(lottoRounds.openAt, now), gt(lottoRounds.closeAt, now)))
  expect(round, `an open ${market} round`).toBeDefined()
  return round
}

export const line = (bet_type: BillLineInput['bet_type'], number: string, amount: number): BillLineInput => ({
  bet_type,
  number,
  amount,
})

/** POST bill/create (a fresh Idempotency-Key unless given). */
export const createBill = (
  app: FastifyInstance,
  token: string,
  roundId: number,
  lines: BillLineInput[],
  key: string = randomUUID(),
) => postKeyed(app, '/api/lotto/bill/create', { agent_id: 3, round_id: roundId, lines }, token, key)

export const cancelBill = (app: FastifyInstance, token: string, billId: number, key: string = randomUUID()) =>
  postKeyed(app, '/api/lotto/bill/cancel', { agent_id: 3, bill_id: billId }, token, key)

/** Moves the clock just past the round's close. */
export function passClose(ctx: TestContext, round: { closeAt: Date }) {
  ctx.clock.set(new Date(round.closeAt.getTime() + 1000))
}

/** The operator enters a result (fields per category). */
export const enterResult = (app: FastifyInstance, roundId: number, fields: Record<string, unknown>) =>
  operatorCall(app, 'lotto/result', { round_id: roundId, ...fields })

/** A government result whose 3 ตัวบน is `top3` and 2 ตัวล่าง `bottom2`. */
export const govResult = (top3: string, bottom2 = '45') => ({
  first: `820${top3}`,
  front3: ['111', '222'],
  back3: ['333', '444'],
  bottom2,
})
