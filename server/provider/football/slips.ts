import { and, desc, eq } from 'drizzle-orm'
import { MARKETS, type Market } from '../../../games/rules/football'
import { footballMatches, footballSlips } from '../../db/schema'
import { type Result, refuse } from '../../lib/result'
import type { ProviderContext } from '../context'
import { FOOTBALL_TEXTS, SLIP_MAX_BAHT, SLIP_MIN_BAHT } from './texts'
import { type FootballSlip, stakeSlip, WALLET_DOWN } from './wallet'

/** Who places a slip: a real provider session (football has no demo). */
export interface SlipOwner {
  id: number
  demo: boolean
  walletSession: string | null
  playerId: string | null
}

export interface SlipInput {
  request_id: string
  match_id: number
  market: string
  /** Whole baht. */
  stake: number
}

const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505'

async function findByRequest(ctx: ProviderContext, sessionId: number, requestId: string) {
  const [slip] = await ctx.deps.db
    .select()
    .from(footballSlips)
    .where(and(eq(footballSlips.sessionId, sessionId), eq(footballSlips.requestId, requestId)))
  return slip as FootballSlip | undefined
}

/** Records the slip before any money moves: the odds of the match as offered, bets open until kick-off. */
async function recordSlip(
  ctx: ProviderContext,
  owner: SlipOwner,
  input: SlipInput,
): Promise<Result<FootballSlip>> {
  const [match] = await ctx.deps.db
    .select()
    .from(footballMatches)
    .where(eq(footballMatches.id, input.match_id))
  if (!match) return refuse(FOOTBALL_TEXTS.matchNotFound)
  const now = ctx.deps.clock.now()
  if (match.status !== 'open' || now.getTime() >= match.kickoffAt.getTime())
    return refuse(FOOTBALL_TEXTS.betsClosed)
  const odds = match.odds[input.market]
  try {
    const [slip] = await ctx.deps.db
      .insert(footballSlips)
      .values({
        id: `fb-${ctx.deps.random.bytes(12).toString('hex')}`,
        matchId: match.id,
        sessionId: owner.id,
        walletSession: owner.walletSession ?? '',
        playerId: owner.playerId ?? '',
        requestId: input.request_id,
        market: input.market,
        oddsCents: Math.round(odds * 100),
        stakeSatang: BigInt(input.stake * 100),
        status: 'pending',
        createdAt: now,
      })
      .returning()
    return { ok: true, value: slip }
  } catch (error) {
    const raced = isUniqueViolation(error) ? await findByRequest(ctx, owner.id, input.request_id) : undefined
    if (!raced) throw error
    return { ok: true, value: raced }
  }
}

/**
 * Places a single bet: records it, then stakes it through the seamless wallet's `bet`. A resent
 * slip (same request id in the session) answers the same slip and moves no money again.
 */
export async function placeSlip(
  ctx: ProviderContext,
  owner: SlipOwner,
  input: SlipInput,
): Promise<Result<FootballSlip>> {
  if (owner.demo || !owner.walletSession) return refuse(FOOTBALL_TEXTS.demoNotOffered)
  if (!(MARKETS as readonly string[]).includes(input.market)) return refuse(FOOTBALL_TEXTS.badMarket)
  if (!Number.isInteger(input.stake) || input.stake < SLIP_MIN_BAHT || input.stake > SLIP_MAX_BAHT)
    return refuse(FOOTBALL_TEXTS.badStake)
  let slip = await findByRequest(ctx, owner.id, input.request_id)
  if (!slip) {
    const recorded = await recordSlip(ctx, owner, input)
    if (!recorded.ok) return recorded
    slip = recorded.value
  }
  if (slip.status === 'pending') slip = await stakeSlip(ctx, slip)
  if (slip.status === 'refused' || slip.status === 'rolled_back' || slip.status === 'pending')
    return refuse(slip.refusal ?? WALLET_DOWN)
  return { ok: true, value: slip }
}

/** The player's last slips, newest first. */
export async function playerSlips(
  ctx: ProviderContext,
  playerId: string,
  limit = 20,
): Promise<FootballSlip[]> {
  return ctx.deps.db
    .select()
    .from(footballSlips)
    .where(eq(footballSlips.playerId, playerId))
    .orderBy(desc(footballSlips.createdAt))
    .limit(limit)
}

export type { Market }
