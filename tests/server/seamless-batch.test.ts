import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signingProvider } from '../../server/modules/game/seamless/provider-keys'
import { MAX_BET_SATANG, moneyArgs } from '../../server/modules/game/seamless/transactions'
import type { SeamlessBetBody } from '../../src/contract/seamless'
import { setupApp, type TestContext } from './helpers/app'
import { createMember } from './helpers/factories'
import { assertLedgerInvariants } from './helpers/ledger'
import { mainBalance } from './helpers/money'
import { fund, openSession, queryRows, seamless, TEST_PROVIDER_SECRET } from './helpers/seamless'

// Seamless calls that queue while others are in flight travel to the database together, as one
// `seamless_calls` statement (db/call-batcher.ts; its own rules: tests/server/call-batcher.test.ts).
let ctx: TestContext
beforeAll(async () => {
  ctx = await setupApp({ config: { builtinProviderSecret: TEST_PROVIDER_SECRET } })
})
afterEach(async () => assertLedgerInvariants(ctx.deps.db))
afterAll(async () => ctx.close())

/** The `seamless_calls` element of a bet or win, with the arguments the server itself sends. */
async function element(kind: 'bet' | 'win', body: SeamlessBetBody) {
  const provider = await signingProvider(ctx.deps, 'builtin')
  if (!provider) throw new Error('no built-in provider')
  const args = moneyArgs(ctx.deps, provider, kind, body, BigInt(Math.round(body.amount * 100)))
  if (kind === 'bet') args.push(MAX_BET_SATANG)
  return [kind, ...args.map((a) => (typeof a === 'bigint' ? a.toString() : a))]
}

const storedCalls = async (transactionIds: string[]) =>
  (
    await queryRows<{ n: number }>(
      ctx.deps,
      sql`select count(*)::int as n from game_transactions
          where transaction_id in (${sql.join(
            transactionIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    )
  )[0].n

describe('seamless calls sent together', () => {
  it('answers each of 40 concurrent members as if it had been sent alone', async () => {
    const members = await Promise.all(Array.from({ length: 40 }, () => createMember(ctx.app)))
    for (const member of members) await fund(ctx.deps, member, 10)
    const sessions = await Promise.all(members.map((m) => openSession(ctx.app, m)))
    const cycle = async (sessionToken: string, i: number) => {
      const round = { session_token: sessionToken, round_id: `batch-round-${i}`, game_code: 'slot' }
      const bet = await seamless(ctx.app, 'bet', { ...round, transaction_id: `batch-bet-${i}`, amount: 3 })
      const win = await seamless(ctx.app, 'win', { ...round, transaction_id: `batch-win-${i}`, amount: 5 })
      return [bet.body, win.body]
    }
    const replies = await Promise.all(sessions.map((s, i) => cycle(s.sessionToken, i)))
    for (const [bet, win] of replies) {
      expect(bet).toMatchObject({ status: 'OK', balance: 7 })
      expect(win).toMatchObject({ status: 'OK', balance: 12 })
    }
    for (const member of members) expect(await mainBalance(ctx.app, member.token)).toBe(12)
  })

  it('runs a bet and its win in one statement, the win seeing the bet', async () => {
    const member = await createMember(ctx.app)
    await fund(ctx.deps, member, 10)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: 'together-round', game_code: 'slot' }
    const calls = [
      await element('bet', { ...round, transaction_id: 'together-bet', amount: 4 }),
      await element('win', { ...round, transaction_id: 'together-win', amount: 1 }),
    ]
    const [row] = await queryRows<{ reply: { answer: { status: string; balance: number } }[] }>(
      ctx.deps,
      sql`select seamless_calls(${JSON.stringify(calls)}::jsonb) as reply`,
    )
    expect(row.reply.map((r) => r.answer)).toMatchObject([
      { status: 'OK', balance: 6 },
      { status: 'OK', balance: 7 },
    ])
    expect(await mainBalance(ctx.app, member.token)).toBe(7)
  })

  it('rolls every call of the statement back when one of them fails', async () => {
    const member = await createMember(ctx.app)
    await fund(ctx.deps, member, 10)
    const { sessionToken } = await openSession(ctx.app, member)
    const round = { session_token: sessionToken, round_id: 'failed-round', game_code: 'slot' }
    const calls = [await element('bet', { ...round, transaction_id: 'failed-bet', amount: 4 }), ['refund']]
    const failure = await ctx.deps.db
      .execute(sql`select seamless_calls(${JSON.stringify(calls)}::jsonb) as reply`)
      .then(
        () => 'answered',
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      )
    expect(failure).toBe('seamless_calls: unknown call refund')
    expect(await storedCalls(['failed-bet'])).toBe(0)
    expect(await mainBalance(ctx.app, member.token)).toBe(10)
  })
})
