import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectionWins, slipPayout } from '../../games/rules/football'
import { footballMatches, footballSlips, jobs, ledgerTransactions } from '../../server/db/schema'
import { PROVIDER_CODE, type ProviderContext } from '../../server/provider/context'
import { scheduleMatches, upcomingKickoffs } from '../../server/provider/football/schedule'
import { matchResult, settleDueMatches } from '../../server/provider/football/settle'
import { placeSlip } from '../../server/provider/football/slips'
import { createWalletClient, injectTransport } from '../../server/provider/wallet-client'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, type TestMember } from './helpers/factories'
import { mainBalance } from './helpers/money'
import { fund, openSession, TEST_PROVIDER_SECRET } from './helpers/seamless'

/**
 * Football settlement against the operator's real seamless wallet (signed, through app.inject):
 * 500 open slips of 20 members, settlement cut off midway (the process dies right after the wallet
 * booked a win) and run again: each slip's win is in the ledger once, every balance is exact.
 */
let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET } })
})
afterAll(() => ctx.close())

describe('virtual football on the seamless wallet', () => {
  it('settles 500 open slips once each when settlement is interrupted and rerun', async () => {
    let crashIn = Number.POSITIVE_INFINITY
    const real = createWalletClient({
      providerCode: PROVIDER_CODE,
      secret: TEST_PROVIDER_SECRET,
      transport: injectTransport(ctx.app),
    })
    const provider: ProviderContext = {
      deps: ctx.deps,
      wallet: {
        async call(action, body) {
          const answer = await real.call(action, body)
          if (--crashIn === 0) throw new Error('process cut off')
          return answer
        },
      },
    }
    ctx.clock.set(new Date('2026-05-01T06:00:03Z'))
    await scheduleMatches(ctx.deps)
    const [kickoff] = upcomingKickoffs(ctx.clock.now())
    const [match] = await ctx.deps.db
      .select()
      .from(footballMatches)
      .where(eq(footballMatches.kickoffAt, kickoff))
    const members: { member: TestMember; session: string }[] = []
    for (let i = 0; i < 20; i++) {
      const member = await createMember(ctx.app)
      await fund(ctx.deps, member, 10_000)
      members.push({ member, session: (await openSession(ctx.app, member, 'football')).sessionToken })
    }
    const markets = ['1', 'X', '2', 'over', 'under']
    for (let i = 0; i < 500; i++) {
      const owner = members[i % 20]
      const placed = await placeSlip(
        provider,
        { id: i % 20, demo: false, walletSession: owner.session, playerId: String(owner.member.user.id) },
        { request_id: `slip-${i}-xx`, match_id: match.id, market: markets[i % 5], stake: 10 + (i % 4) * 10 },
      )
      expect(placed.ok).toBe(true)
    }
    ctx.clock.set(new Date(kickoff.getTime() + 92_000))
    crashIn = 201
    await expect(settleDueMatches(provider)).rejects.toThrow('process cut off')
    await settleDueMatches(provider)
    expect(await settleDueMatches(provider)).toEqual({ matches: 0, slips: 0 })

    const result = await matchResult(match)
    const slips = await ctx.deps.db.select().from(footballSlips).where(eq(footballSlips.matchId, match.id))
    expect(slips.filter((s) => s.status === 'settled')).toHaveLength(500)
    const wins = await ctx.deps.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, 'game:builtin:fb-%:win'))
    const paid = slips.filter((s) => Number(s.payoutSatang) > 0)
    // A win of 0 moves no money; every paid slip is in the ledger exactly once.
    for (const slip of paid)
      expect(wins.filter((w) => w.reference === `game:builtin:${slip.id}:win`)).toHaveLength(1)
    for (const slip of slips)
      expect(Number(slip.payoutSatang)).toBe(
        slipPayout(Number(slip.stakeSatang), slip.oddsCents / 100, selectionWins(slip.market as '1', result)),
      )
    for (const { member } of members) {
      const own = slips.filter((s) => s.playerId === String(member.user.id))
      const net = own.reduce((sum, s) => sum - Number(s.stakeSatang) + Number(s.payoutSatang), 0)
      expect(await mainBalance(ctx.app, member.token)).toBeCloseTo(10_000 + net / 100, 2)
    }
  }, 240_000)

  it('at a quick pace (FOOTBALL_INTERVAL_SECONDS 10, FOOTBALL_MATCH_SECONDS 5) keeps enough kick-offs ahead and queues each settlement at full time', async () => {
    const deps = {
      ...ctx.deps,
      config: { ...ctx.deps.config, footballIntervalSeconds: 10, footballMatchSeconds: 5 },
    }
    ctx.clock.set(new Date('2026-05-02T06:00:03Z'))
    // The schedule job runs every 30 s: four 10 s slots ahead, so bets stay open between its runs.
    expect(await scheduleMatches(deps)).toBe(4)
    expect(await scheduleMatches(deps)).toBe(0)
    const runs = await ctx.deps.db
      .select()
      .from(jobs)
      .where(like(jobs.key, 'full-time:2026-05-02%'))
      .orderBy(jobs.runAt)
    expect(runs.map((r) => [r.name, r.key, r.runAt.toISOString()])).toEqual(
      [10, 20, 30, 40].map((s) => [
        'football.settle',
        `full-time:2026-05-02T06:00:${s}.000Z`,
        `2026-05-02T06:00:${s + 5}.000Z`,
      ]),
    )
  })
})
