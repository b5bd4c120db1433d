import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memberPromotions } from '../../server/db/schema'
import { BET_SUBSCRIBERS_IN_SQL } from '../../server/modules/game/seamless/transactions'
import { subscriberNames } from '../../server/modules/wallet/events'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { eventsOf, type LiveClient, openLive } from './helpers/live'
import { fund, openSession, queryRows, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

// Bet and win run as one database function each (migration 0013) and do the bet subscribers' work
// there: these tests keep that list and the TypeScript subscribers together, and show the effects.

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

const call = async (action: 'bet' | 'win', transaction: string, round: string, amount: number) => {
  const { body } = await seamless(ctx.app, action, {
    session_token: sessionToken,
    transaction_id: transaction,
    round_id: round,
    game_code: 'slot',
    amount,
  })
  expect(body.status).toBe('OK')
}

describe('the bet subscribers in the seamless functions', () => {
  it('are every bet.placed and bet.won subscriber but the live hint, and the functions call their SQL', async () => {
    for (const type of ['bet.placed', 'bet.won'] as const) {
      const inSql = Object.keys(BET_SUBSCRIBERS_IN_SQL[type])
      // A failure here: a bet subscriber was added or renamed; do its work in seamless_bet/seamless_win too.
      expect(
        subscriberNames(type)
          .filter((name) => name !== 'live.balance')
          .sort(),
      ).toEqual(inSql.sort())
    }
    const sources = await queryRows<{ name: string; source: string }>(
      ctx.deps,
      sql`select proname as name, prosrc as source from pg_proc where proname in ('seamless_bet', 'seamless_win')`,
    )
    const source = (name: string) => sources.find((s) => s.name === name)?.source ?? ''
    for (const fn of Object.values(BET_SUBSCRIBERS_IN_SQL['bet.placed']))
      expect(source('seamless_bet')).toContain(`${fn}(`)
    for (const fn of Object.values(BET_SUBSCRIBERS_IN_SQL['bet.won']))
      expect(source('seamless_win')).toContain(`${fn}(`)
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
    live = await openLive(base, member.token)
    await live.waitFor((f) => f.length >= 1)
    await call('bet', 'live-1', 'live-round', 1)
    await live.waitFor((f) => f.length >= 2)
    await call('win', 'live-2', 'live-round', 2)
    await live.waitFor((f) => f.length >= 3)
    expect(eventsOf(live.frames)).toEqual([
      ['balance', {}],
      ['balance', {}],
    ])
  })
})
