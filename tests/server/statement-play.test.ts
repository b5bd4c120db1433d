import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, get } from './helpers/factories'
import { createBill, fund as fundMain, line, openRound } from './helpers/lotto'
import { openSession, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET } })
})
afterAll(async () => ctx.close())

describe('GET /api/member/statement: what a bet was', () => {
  it("names the game of a game's bet, win and refund, and the lottery round and bill of a bill", async () => {
    const member = await createMember(ctx.app)
    await fundMain(ctx.deps, member, 500)
    const { sessionToken } = await openSession(ctx.app, member)
    const bet = {
      session_token: sessionToken,
      transaction_id: 'st-bet-1',
      round_id: 'st-r-1',
      game_code: 'slot',
    }
    expect((await seamless(ctx.app, 'bet', { ...bet, amount: 10 })).body.status).toBe('OK')
    const win = { ...bet, transaction_id: 'st-win-1', amount: 4 }
    expect((await seamless(ctx.app, 'win', win)).body.status).toBe('OK')
    const refunded = { ...bet, transaction_id: 'st-bet-2', round_id: 'st-r-2', amount: 7 }
    expect((await seamless(ctx.app, 'bet', refunded)).body.status).toBe('OK')
    const rollback = {
      session_token: sessionToken,
      transaction_id: 'st-rollback-2',
      round_id: 'st-r-2',
      rolled_back_transaction_id: 'st-bet-2',
    }
    expect((await seamless(ctx.app, 'rollback', rollback)).body.status).toBe('OK')
    const gov = await openRound(ctx, 'gov')
    const bill = await createBill(ctx.app, member.token, gov.id, [line('3top', '123', 20)])
    expect(bill.body.error, bill.body.message).toBe(0)
    const { body } = await get(ctx.app, '/api/member/statement', member.token)
    const lines = body.data.items.map((e: { label: string; detail: string | null; amount: number }) => [
      e.label,
      e.detail,
      e.amount,
    ])
    expect(lines).toEqual([
      ['เดิมพัน', `${gov.title} โพย #${bill.body.data.id}`, -20],
      ['คืนเงินเดิมพัน', 'สล็อต', 7],
      ['เดิมพัน', 'สล็อต', -7],
      ['ชนะเดิมพัน', 'สล็อต', 4],
      ['เดิมพัน', 'สล็อต', -10],
      ['ฝากเงิน', null, 500],
    ])
  })
})
