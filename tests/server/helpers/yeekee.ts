import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { lottoRounds, lottoShots, lottoShotTotals, lottoYeekeeSeeds } from '../../../server/db/schema'
import type { TestContext } from './app'
import { createMember, get, post, type TestMember } from './factories'

/** Members enough for a valid round (the minimum counts distinct members). */
export async function createShooters(ctx: TestContext, count: number): Promise<TestMember[]> {
  const members: TestMember[] = []
  for (let i = 0; i < count; i++) members.push(await createMember(ctx.app))
  return members
}

/** The Yeekee round whose shooting window is open now and whose betting closes at least 5 minutes ahead. */
export async function currentYeekeeRound(ctx: TestContext) {
  const now = ctx.clock.now()
  const rounds = await ctx.deps.db
    .select()
    .from(lottoRounds)
    .where(
      and(
        eq(lottoRounds.market, 'yeekee'),
        gt(lottoRounds.closeAt, new Date(now.getTime() + 5 * 60_000)),
        lte(lottoRounds.closeAt, new Date(now.getTime() + 15 * 60_000)),
      ),
    )
  expect(rounds).toHaveLength(1)
  return rounds[0]
}

export const shoot = (ctx: TestContext, token: string, roundId: number, number: string) =>
  post(ctx.app, '/api/lotto/yeekee/shoot_number', { round_id: roundId, number }, token)

/**
 * Stores shots as the batcher would (oldest first, stamped at the round's close, inside its window)
 * with the running totals: fast, where a test is about the result rather than the shooting call.
 */
export async function storeShots(
  ctx: TestContext,
  round: { id: number; closeAt: Date },
  shots: { member: TestMember; number: number }[],
) {
  const rows = await ctx.deps.db
    .insert(lottoShots)
    .values(
      shots.map((s) => ({
        roundId: round.id,
        memberId: s.member.user.id,
        number: s.number,
        shotAt: round.closeAt,
      })),
    )
    .returning({ id: lottoShots.id })
  const sum = shots.reduce((total, s) => total + BigInt(s.number), 0n)
  await ctx.deps.db
    .insert(lottoShotTotals)
    .values({ roundId: round.id, shotCount: shots.length, shotSum: sum })
    .onConflictDoUpdate({
      target: lottoShotTotals.roundId,
      set: {
        shotCount: sql`${lottoShotTotals.shotCount} + ${shots.length}`,
        shotSum: sql`${lottoShotTotals.shotSum} + ${sum}`,
      },
    })
  return rows.map((r) => r.id)
}

/** The server clock past the round's shooting close, then every due job (the result, its settlement). */
export async function closeShooting(ctx: TestContext, round: { drawAt: Date }) {
  ctx.clock.set(new Date(round.drawAt.getTime() + 1000))
  await ctx.app.jobs.runDue()
}

/** A round's board as anyone sees it (with a token: the member's shots marked). */
export const yeekeeBoard = async (ctx: TestContext, roundId: number, token?: string) =>
  (await get(ctx.app, `/api/lotto/yeekee/lists?round_id=${roundId}`, token)).body.data

/** The round's secret seed, straight from the database (what only the server knows before the result). */
export async function secretSeed(ctx: TestContext, roundId: number): Promise<string> {
  const [row] = await ctx.deps.db.select().from(lottoYeekeeSeeds).where(eq(lottoYeekeeSeeds.roundId, roundId))
  expect(row, `round ${roundId} has a seed`).toBeDefined()
  return row.seed
}
