import { and, eq, inArray, lte, ne } from 'drizzle-orm'
import {
  MATCH_FLOATS,
  type Market,
  playMatch,
  selectionWins,
  slipPayout,
  team,
} from '../../../games/rules/football'
import { fairFloats } from '../../../src/contract/fair'
import { footballMatches, footballSlips } from '../../db/schema'
import type { ProviderContext } from '../context'
import { payoutSlip, rollBackSlip } from './wallet'

export type FootballMatch = typeof footballMatches.$inferSelect

/** The result of a match by its seed (the same rule the fairness panel runs). */
export async function matchResult(match: FootballMatch) {
  const home = team(match.homeCode)
  const away = team(match.awayCode)
  if (!home || !away) throw new Error(`match ${match.id}: unknown team`)
  const floats = await fairFloats(
    { serverSeed: match.serverSeed, clientSeed: match.clientSeed, nonce: 0 },
    MATCH_FLOATS,
  )
  return playMatch(home, away, floats)
}

/** Stores the result of a match that has ended (once: only an 'open' match moves). */
async function finishMatch(ctx: ProviderContext, match: FootballMatch): Promise<FootballMatch> {
  if (match.status !== 'open') return match
  const result = await matchResult(match)
  const [moved] = await ctx.deps.db
    .update(footballMatches)
    .set({ status: 'finished', homeGoals: result.home, awayGoals: result.away, goals: result.goals })
    .where(and(eq(footballMatches.id, match.id), eq(footballMatches.status, 'open')))
    .returning()
  return (
    moved ?? (await ctx.deps.db.select().from(footballMatches).where(eq(footballMatches.id, match.id)))[0]
  )
}

const BATCH = 100

/**
 * Settles one finished match: every open slip gets its `win` (stake × odds, or 0), every slip whose
 * `bet` answer was lost (still pending after the match) is rolled back. Each slip's transaction ids
 * are fixed, so a run cut off anywhere and run again moves each slip's money once. The match is
 * 'settled' when no slip is left pending or open.
 */
export async function settleMatch(ctx: ProviderContext, match: FootballMatch): Promise<number> {
  const finished = await finishMatch(ctx, match)
  if (finished.status === 'settled') return 0
  const score = { home: finished.homeGoals ?? 0, away: finished.awayGoals ?? 0 }
  let closed = 0
  const tried = new Set<string>()
  for (;;) {
    const slips = await ctx.deps.db
      .select()
      .from(footballSlips)
      .where(and(eq(footballSlips.matchId, match.id), inArray(footballSlips.status, ['pending', 'open'])))
      .limit(BATCH)
    const fresh = slips.filter((s) => !tried.has(s.id))
    // Slips the wallet could not close this run (it is down) wait for the next run.
    if (fresh.length === 0) break
    for (const slip of fresh) {
      tried.add(slip.id)
      const done =
        slip.status === 'pending'
          ? await rollBackSlip(ctx, slip)
          : await payoutSlip(
              ctx,
              slip,
              BigInt(
                slipPayout(
                  Number(slip.stakeSatang),
                  slip.oddsCents / 100,
                  selectionWins(slip.market as Market, score),
                ),
              ),
            )
      if (done.status !== 'pending' && done.status !== 'open') closed++
    }
  }
  const left = await ctx.deps.db
    .select({ id: footballSlips.id })
    .from(footballSlips)
    .where(and(eq(footballSlips.matchId, match.id), inArray(footballSlips.status, ['pending', 'open'])))
    .limit(1)
  if (left.length === 0)
    await ctx.deps.db
      .update(footballMatches)
      .set({ status: 'settled', settledAt: ctx.deps.clock.now() })
      .where(and(eq(footballMatches.id, match.id), eq(footballMatches.status, 'finished')))
  return closed
}

/**
 * Every match whose time (FOOTBALL_MATCH_SECONDS) is over and that is not settled yet, oldest first:
 * the regular settlement and the recovery of matches a restart cut off are the same run.
 */
export async function settleDueMatches(ctx: ProviderContext): Promise<{ matches: number; slips: number }> {
  const ended = new Date(ctx.deps.clock.now().getTime() - ctx.deps.config.footballMatchSeconds * 1000)
  const due = await ctx.deps.db
    .select()
    .from(footballMatches)
    .where(and(ne(footballMatches.status, 'settled'), lte(footballMatches.kickoffAt, ended)))
    .orderBy(footballMatches.kickoffAt)
    .limit(50)
  let slips = 0
  for (const match of due) slips += await settleMatch(ctx, match)
  return { matches: due.length, slips }
}
