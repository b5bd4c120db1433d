import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { setupApp, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { mainBalance } from './helpers/money'
import { fund, openSession, queryRows, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

// Races are real only on PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time, so
// there the same calls prove the sequential behaviour.
let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET } })
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

const ledgerCount = async (reference: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.deps,
      sql`select count(*)::int as n from ledger_transactions where reference = ${reference}`,
    )
  )[0].n

describe('the seamless wallet under concurrent calls', () => {
  it('never overdraws a wallet with 200 concurrent bets', async () => {
    const member = await createMember(ctx.app)
    await fund(ctx.deps, member, 100)
    const { sessionToken } = await openSession(ctx.app, member)
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        seamless(ctx.app, 'bet', {
          session_token: sessionToken,
          transaction_id: `race-${i}`,
          round_id: `race-round-${i}`,
          game_code: 'slot',
          amount: 1,
        }),
      ),
    )
    const statuses = replies.map((r) => r.body.status)
    expect(statuses.filter((s) => s === 'OK')).toHaveLength(100)
    expect(statuses.filter((s) => s === 'INSUFFICIENT_FUNDS')).toHaveLength(100)
    for (const r of replies.filter((x) => x.body.status === 'INSUFFICIENT_FUNDS'))
      expect(r.body.balance).toBe(0)
    expect(await mainBalance(ctx.app, member.token)).toBe(0)
  })

  it('gives each transaction id, replayed 20 times at once, one effect and the same answer', async () => {
    const member = await createMember(ctx.app)
    await fund(ctx.deps, member, 100)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, game_code: 'slot' }
    const twenty = <T>(call: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, call))
    const same = (replies: { body: unknown }[]) => {
      for (const r of replies) expect(r.body).toEqual(replies[0].body)
    }

    const bets = await twenty(() =>
      seamless(ctx.app, 'bet', { ...round, round_id: 'rep-1', transaction_id: 'rep-bet-1', amount: 10 }),
    )
    same(bets)
    expect(bets[0].body).toEqual({ status: 'OK', balance: 90, transaction_id: 'rep-bet-1' })
    const wins = await twenty(() =>
      seamless(ctx.app, 'win', { ...round, round_id: 'rep-1', transaction_id: 'rep-win-1', amount: 30 }),
    )
    same(wins)
    expect(wins[0].body.balance).toBe(120)

    await seamless(ctx.app, 'bet', { ...round, round_id: 'rep-2', transaction_id: 'rep-bet-2', amount: 20 })
    const rollbacks = await twenty(() =>
      seamless(ctx.app, 'rollback', {
        session_token: sessionToken,
        round_id: 'rep-2',
        transaction_id: 'rep-rb-2',
        rolled_back_transaction_id: 'rep-bet-2',
      }),
    )
    same(rollbacks)
    expect(rollbacks[0].body.balance).toBe(120)

    for (const id of ['rep-bet-1', 'rep-win-1', 'rep-bet-2', 'rep-rb-2'])
      expect(await ledgerCount(`game:builtin:${id}`), id).toBe(1)
    expect(await mainBalance(ctx.app, member.token)).toBe(120)
  })

  it('settles a bet and its rollback racing each other once: the stake is back either way', async () => {
    const member = await createMember(ctx.app)
    await fund(ctx.deps, member, 50)
    const { sessionToken } = await openSession(ctx.app, member)
    for (let i = 0; i < 10; i++) {
      const betId = `duel-bet-${i}`
      const [bet, rb] = await Promise.all([
        seamless(ctx.app, 'bet', {
          session_token: sessionToken,
          round_id: `duel-${i}`,
          transaction_id: betId,
          game_code: 'slot',
          amount: 5,
        }),
        seamless(ctx.app, 'rollback', {
          session_token: sessionToken,
          round_id: `duel-${i}`,
          transaction_id: `duel-rb-${i}`,
          rolled_back_transaction_id: betId,
        }),
      ])
      expect(rb.body.status).toBe('OK')
      expect(['OK', 'TRANSACTION_ROLLED_BACK']).toContain(bet.body.status)
      expect(await mainBalance(ctx.app, member.token)).toBe(50)
    }
  })
})
