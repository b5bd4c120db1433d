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

describe('a provider round id used by several sessions at once', () => {
  it('keeps each member’s part of a new round apart: two members bet on it at once, each is paid into their own wallet', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const [a, b] = [await createMember(ctx.app), await createMember(ctx.app)]
      await fund(ctx.deps, a, 50)
      await fund(ctx.deps, b, 50)
      const [sa, sb] = [await openSession(ctx.app, a), await openSession(ctx.app, b)]
      const round = `table-${trial}`
      const bet = (session: string, id: string) =>
        seamless(ctx.app, 'bet', {
          session_token: session,
          round_id: round,
          transaction_id: id,
          game_code: 'slot',
          amount: 10,
        })
      const bets = await Promise.all([
        bet(sa.sessionToken, `ta-${trial}`),
        bet(sb.sessionToken, `tb-${trial}`),
      ])
      expect(bets.map((r) => r.body.status)).toEqual(['OK', 'OK'])
      // A wins 25, B's stake goes back by a rollback: each in their own wallet.
      const win = await seamless(ctx.app, 'win', {
        session_token: sa.sessionToken,
        round_id: round,
        transaction_id: `ta-win-${trial}`,
        game_code: 'slot',
        amount: 25,
      })
      expect(win.body).toMatchObject({ status: 'OK', balance: 65 })
      const rb = await seamless(ctx.app, 'rollback', {
        session_token: sb.sessionToken,
        round_id: round,
        transaction_id: `tb-rb-${trial}`,
        rolled_back_transaction_id: `tb-${trial}`,
      })
      expect(rb.body).toMatchObject({ status: 'OK', balance: 50 })
      expect([await mainBalance(ctx.app, a.token), await mainBalance(ctx.app, b.token)]).toEqual([65, 50])
    }
  })

  it('gives a member’s new round to the wallet of its first bet: a bet from their other wallet at the same moment is refused', async () => {
    for (let trial = 0; trial < 20; trial++) {
      const member = await createMember(ctx.app)
      await fund(ctx.deps, member, 50)
      await fund(ctx.deps, member, 50, 2)
      const main = await openSession(ctx.app, member, 'slot', 1)
      const bonus = await openSession(ctx.app, member, 'slot', 2)
      const round = `two-wallets-${trial}`
      const bet = (session: string, id: string) =>
        seamless(ctx.app, 'bet', {
          session_token: session,
          round_id: round,
          transaction_id: id,
          game_code: 'slot',
          amount: 20,
        })
      const bets = await Promise.all([
        bet(main.sessionToken, `main-${trial}`),
        bet(bonus.sessionToken, `bonus-${trial}`),
      ])
      expect(bets.map((r) => r.body.status).sort()).toEqual(['INVALID_REQUEST', 'OK'])
      const fromBonus = bets[1].body.status === 'OK'
      const win = await seamless(ctx.app, 'win', {
        session_token: fromBonus ? bonus.sessionToken : main.sessionToken,
        round_id: round,
        transaction_id: `win-${trial}`,
        game_code: 'slot',
        amount: 20,
      })
      expect(win.body.status).toBe('OK')
      // Whichever wallet staked got its 20 back; free credit never became main money.
      const wallets = await queryRows<{ type: number; balance: string }>(
        ctx.deps,
        sql`select wallet_type_id as type, balance_satang::text as balance from wallets
            where member_id = ${member.user.id} and wallet_type_id in (1, 2) order by wallet_type_id`,
      )
      expect(wallets.map((w) => Number(w.balance))).toEqual([5000, 5000])
    }
  })
})
