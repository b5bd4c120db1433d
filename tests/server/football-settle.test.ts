import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectionWins, slipPayout } from '../../games/rules/football'
import { footballMatches, footballSlips } from '../../server/db/schema'
import type { ProviderContext } from '../../server/provider/context'
import { scheduleMatches, upcomingKickoffs } from '../../server/provider/football/schedule'
import { matchResult, settleDueMatches } from '../../server/provider/football/settle'
import { placeSlip } from '../../server/provider/football/slips'
import type { SeamlessAnswer, WalletClient } from '../../server/provider/wallet-client'
import { setupApp, type TestContext } from './helpers/app'

/**
 * An idempotent wallet in memory, keyed by transaction id like the seamless wallet: a replay answers
 * the first answer and moves nothing. `crashAfter` makes the call that many calls from now go
 * through and then throw (the process dies after the wallet booked it, before we recorded it).
 */
function memoryWallet(start: number) {
  const balances = new Map<string, number>()
  const answers = new Map<string, SeamlessAnswer>()
  const effects = new Map<string, number>()
  let crashIn = Number.POSITIVE_INFINITY
  const wallet: WalletClient = {
    async call(action, body) {
      const player = String(body.session_token)
      const key = String(body.transaction_id)
      let answer = answers.get(key)
      if (!answer) {
        const balance = balances.get(player) ?? start * 100
        const amount = Math.round(Number(body.amount ?? 0) * 100)
        if (action === 'bet' && amount > balance)
          answer = { status: 'INSUFFICIENT_FUNDS', balance: balance / 100 }
        else {
          const next = action === 'bet' ? balance - amount : action === 'win' ? balance + amount : balance
          balances.set(player, next)
          effects.set(key, (effects.get(key) ?? 0) + 1)
          answer = { status: 'OK', balance: next / 100 }
        }
        answers.set(key, answer)
      }
      if (--crashIn === 0) throw new Error('process cut off')
      return answer
    },
  }
  return {
    wallet,
    balance: (player: string) => (balances.get(player) ?? start * 100) / 100,
    effects,
    crashAfter: (n: number) => {
      crashIn = n
    },
  }
}

describe('virtual football settlement', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await setupApp({ seed: 'minimal' })
  })
  afterAll(() => ctx.close())

  it('settles a match of 500 open slips once each, even when settlement is cut off and run again', async () => {
    const memory = memoryWallet(100_000)
    const provider: ProviderContext = { deps: ctx.deps, wallet: memory.wallet }
    ctx.clock.set(new Date('2026-03-01T10:00:05Z'))
    expect(await scheduleMatches(ctx.deps)).toBe(3)
    expect(await scheduleMatches(ctx.deps)).toBe(0)
    const [kickoff] = upcomingKickoffs(ctx.clock.now())
    const [match] = await ctx.deps.db
      .select()
      .from(footballMatches)
      .where(eq(footballMatches.kickoffAt, kickoff))
    const markets = ['1', 'X', '2', 'over', 'under']
    for (let i = 0; i < 500; i++) {
      const placed = await placeSlip(
        provider,
        { id: 1000 + i, demo: false, walletSession: `member-${i % 50}`, playerId: `p${i % 50}` },
        { request_id: `slip-${i}`, match_id: match.id, market: markets[i % 5], stake: 10 + (i % 7) * 10 },
      )
      expect(placed.ok).toBe(true)
    }
    // Past full time: settlement dies after 137 wallet calls, then runs again, then a third time.
    ctx.clock.set(new Date(kickoff.getTime() + 91_000))
    memory.crashAfter(137)
    await expect(settleDueMatches(provider)).rejects.toThrow('process cut off')
    const midway = await ctx.deps.db.select().from(footballSlips).where(eq(footballSlips.status, 'settled'))
    expect(midway.length).toBe(136)
    expect((await settleDueMatches(provider)).slips).toBe(364)
    expect(await settleDueMatches(provider)).toEqual({ matches: 0, slips: 0 })

    const result = await matchResult(match)
    const slips = await ctx.deps.db.select().from(footballSlips)
    expect(slips.every((s) => s.status === 'settled')).toBe(true)
    for (const slip of slips) {
      expect(memory.effects.get(`${slip.id}:win`)).toBe(1)
      const wins = selectionWins(slip.market as '1', result)
      expect(Number(slip.payoutSatang)).toBe(slipPayout(Number(slip.stakeSatang), slip.oddsCents / 100, wins))
    }
    // Each member's balance: start - stakes + payouts, nothing twice.
    for (let p = 0; p < 50; p++) {
      const own = slips.filter((s) => s.playerId === `p${p}`)
      const net = own.reduce((sum, s) => sum - Number(s.stakeSatang) + Number(s.payoutSatang), 0)
      expect(memory.balance(`member-${p}`)).toBeCloseTo(100_000 + net / 100, 2)
    }
    const [settled] = await ctx.deps.db.select().from(footballMatches).where(eq(footballMatches.id, match.id))
    expect(settled.status).toBe('settled')
    expect([settled.homeGoals, settled.awayGoals]).toEqual([result.home, result.away])
  }, 120_000)
})
