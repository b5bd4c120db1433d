import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentOrders } from '../../server/db/schema'
import { PlayRefusedError } from '../../server/modules/wallet/bets'
import { setupApp, type TestContext } from './helpers/app'
import { createMember, post, type TestMember } from './helpers/factories'
import { fund } from './helpers/lotto'
import { channelIds, confirm, postBet, postKeyed } from './helpers/money'

// Races are real only on PostgreSQL (TEST_DATABASE_URL); PGlite runs the same code one statement at a time.
let ctx: TestContext
let member: TestMember

beforeAll(async () => {
  ctx = await setupApp()
  member = await createMember(ctx.app)
  await fund(ctx.deps, member, 1_000)
})
afterAll(async () => ctx.close())

describe('limits under concurrency', () => {
  it('20 parallel stakes against a daily loss limit never pass it', async () => {
    await post(ctx.app, '/api/member/responsible/limit', { kind: 'loss_day', value: 100 }, member.token)
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => postBet(ctx.deps, member.user.id, 1_000n)),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(PlayRefusedError)
    const played = (await ctx.deps.db.execute(
      sql`select sum(stake_satang) as s from play_daily where member_id = ${member.user.id}`,
    )) as unknown as { rows: { s: string }[] }
    expect(BigInt(played.rows[0].s)).toBe(10_000n)
  })

  it('20 parallel QR orders against a daily deposit limit never pass it', async () => {
    await post(ctx.app, '/api/member/responsible/limit', { kind: 'deposit_day', value: 1000 }, member.token)
    const { promptpay } = await channelIds(ctx.app, member.token)
    // Each round: 20 orders race; at most the limit's room is ever open or paid.
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          postKeyed(
            ctx.app,
            '/api/member/payment/generate_qr',
            { channel_id: promptpay, amount: 400 },
            member.token,
          ),
        ),
      )
      const made = answers.filter((a) => a.body.error === 0)
      expect(made.length).toBeLessThanOrEqual(1)
      for (const a of made) await confirm(ctx.app, a.body.data.id)
    }
    const paid = await ctx.deps.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.memberId, member.user.id))
    const total = paid.filter((o) => o.status === 'paid').reduce((s, o) => s + o.amountSatang, 0n)
    expect(total).toBe(80_000n)
  })
})
