import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { playDaily } from '../../server/db/schema'
import { payWin, refundBet } from '../../server/modules/wallet/bets'
import { setupApp, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { bookDeposit, postBet, walletIdOf } from './helpers/money'
import { testReference } from './helpers/references'

let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp()
})
afterAll(async () => ctx.close())

const LOTTO = { category: 'lotto', game: 'lotto:gov' } as const

describe('play_daily (kept by bet_move, behind cashback, win/loss and quests)', () => {
  it('adds bets, wins and refunds per Bangkok day, category and game', async () => {
    const member = await createMember(ctx.app)
    const memberId = member.user.id
    await bookDeposit(ctx.deps, { memberId, amountSatang: 100_000n, promotionId: null, orderId: 1 })
    const walletId = (await walletIdOf(ctx.deps.db, memberId, 1)) ?? 0
    // 23:30 in Bangkok on 15 January (16:30 UTC), then 00:30 on the 16th.
    ctx.clock.set('2026-01-15T16:30:00.000Z')
    await postBet(ctx.deps, memberId, 10_000n)
    await postBet(ctx.deps, memberId, 5_000n)
    await postBet(ctx.deps, memberId, 2_000n, 1, LOTTO)
    await ctx.deps.db.transaction((tx) =>
      payWin(tx, ctx.deps, {
        memberId,
        walletId,
        amountSatang: 12_000n,
        reference: testReference('win-day1'),
        product: { category: 'slot', game: 'test:slot' },
        at: ctx.clock.now(),
      }),
    )
    ctx.clock.set('2026-01-15T17:30:00.000Z')
    await postBet(ctx.deps, memberId, 3_000n, 1, LOTTO)
    await ctx.deps.db.transaction((tx) =>
      refundBet(tx, ctx.deps, {
        memberId,
        walletId,
        amountSatang: 3_000n,
        reference: testReference('refund-day2'),
        product: LOTTO,
        at: ctx.clock.now(),
      }),
    )
    const rows = await ctx.deps.db.select().from(playDaily).where(eq(playDaily.memberId, memberId))
    const summary = rows
      .map((r) => ({
        day: r.day,
        game: r.game,
        bets: r.betCount,
        stake: r.stakeSatang,
        win: r.winSatang,
        refund: r.refundSatang,
      }))
      .sort((a, b) => `${a.day}${a.game}`.localeCompare(`${b.day}${b.game}`))
    expect(summary).toEqual([
      { day: '2026-01-15', game: 'lotto:gov', bets: 1, stake: 2_000n, win: 0n, refund: 0n },
      { day: '2026-01-15', game: 'test:slot', bets: 2, stake: 15_000n, win: 12_000n, refund: 0n },
      { day: '2026-01-16', game: 'lotto:gov', bets: 1, stake: 3_000n, win: 0n, refund: 3_000n },
    ])
  })
})
