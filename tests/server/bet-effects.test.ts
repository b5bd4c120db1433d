import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberPromotions } from '../../server/db/schema'
import { subscriberNames } from '../../server/modules/wallet/events'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { eventsOf, type LiveClient, openLive } from './helpers/live'
import { fund, openSession, queryRows, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

// Bet and win run as one database function each (migration 0013); what a bet changes in the database
// (turnover, play_daily) is done by bet_move, for these and for every other bet: these tests keep it
// so, and show the effects and the live hint.

let ctx: TestContext
let base: string
let member: TestMember
let sessionToken: string
let live: LiveClient
beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET } })
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  member = await createMember(ctx.app)
  await fund(ctx.deps, member, 100)
  sessionToken = (await openSession(ctx.app, member)).sessionToken
})
afterAll(async () => {
  live?.close()
  await ctx.close()
})

const call = async (
  action: 'bet' | 'win',
  transaction: string,
  round: string,
  amount: number,
  session = sessionToken,
) => {
  const { body } = await seamless(ctx.app, action, {
    session_token: session,
    transaction_id: transaction,
    round_id: round,
    game_code: 'slot',
    amount,
  })
  expect(body.status).toBe('OK')
}

describe('bet effects in the database functions', () => {
  it('leave the live hint as the only TypeScript bet subscriber, and every bet goes through bet_move', async () => {
    // A failure here: a bet subscriber was added in TypeScript. The seamless wallet's bet and win and
    // a lottery bill run as one statement and would not hear it: do its work in bet_move (migration 0013) instead.
    for (const type of ['bet.placed', 'bet.refunded'] as const)
      expect(subscriberNames(type)).toEqual(['live.balance'])
    // The one other: a lottery bill's win tells the member in LINE. Lottery wins are paid by
    // settle.ts's payWin in TypeScript (tests/server/notify.test.ts proves the message comes).
    expect(subscriberNames('bet.won')).toEqual(['live.balance', 'notify.bill-won'])
    const sources = await queryRows<{ name: string; source: string }>(
      ctx.deps,
      sql`select proname as name, prosrc as source from pg_proc
          where proname in ('bet_move', 'seamless_bet', 'seamless_win', 'lotto_bill_create')`,
    )
    const source = (name: string) => sources.find((s) => s.name === name)?.source ?? ''
    // bet_move itself counts turnover (member_promotions) and play_daily, and posts the ledger
    // movement (ledger_post_one_wallet's statement, inline since issue 24).
    for (const part of [
      'UPDATE member_promotions',
      'INSERT INTO play_daily',
      'UPDATE wallets SET balance_satang',
      'INSERT INTO ledger_transactions',
      'INSERT INTO ledger_entries',
    ])
      expect(source('bet_move')).toContain(part)
    for (const name of ['seamless_bet', 'seamless_win', 'lotto_bill_create']) {
      expect(source(name)).toContain('bet_move(')
      for (const part of ['ledger_post_one_wallet(', 'INSERT INTO ledger_', 'UPDATE wallets'])
        expect(source(name)).not.toContain(part)
    }
  })

  it('count a bet towards an active bonus and complete it when the requirement is met', async () => {
    const [take] = await ctx.deps.db
      .insert(memberPromotions)
      .values({
        memberId: member.user.id,
        rewardTitle: 'โบนัสทดสอบ',
        periodKey: 'once',
        status: 'active',
        turnoverRequiredSatang: 300n,
        takenAt: ctx.clock.now(),
      })
      .returning({ id: memberPromotions.id })
    const takeOf = async () =>
      (await ctx.deps.db.select().from(memberPromotions).where(eq(memberPromotions.id, take.id)))[0]
    await call('bet', 'turnover-1', 'turnover-round-1', 1)
    expect(await takeOf()).toMatchObject({ turnoverDoneSatang: 100n, status: 'active', completedAt: null })
    await call('win', 'turnover-2', 'turnover-round-1', 5)
    expect((await takeOf()).turnoverDoneSatang).toBe(100n)
    await call('bet', 'turnover-3', 'turnover-round-2', 2)
    expect(await takeOf()).toMatchObject({
      turnoverDoneSatang: 300n,
      status: 'completed',
      completedAt: ctx.clock.now(),
    })
  })

  it('tell the member’s live connections after a bet and after a win that paid', async () => {
    // A member of its own: the hints of the tests above (up to 5 ms late, bus.ts) are not this one's.
    const listener = await createMember(ctx.app)
    await fund(ctx.deps, listener, 100)
    const session = (await openSession(ctx.app, listener)).sessionToken
    live = await openLive(base, listener.token)
    await live.waitFor((f) => f.length >= 1)
    await call('bet', 'live-1', 'live-round', 1, session)
    await live.waitFor((f) => f.length >= 2)
    await call('win', 'live-2', 'live-round', 2, session)
    await live.waitFor((f) => f.length >= 3)
    expect(eventsOf(live.frames)).toEqual([
      ['balance', {}],
      ['balance', {}],
    ])
  })
})
