import { and, eq, sql } from 'drizzle-orm'
import { listSource } from '../../games/rules/floats'
import type { PlayAnswer } from '../../games/rules/wire'
import { fairFloats } from '../../src/contract/fair'
import { providerRounds, providerSessions } from '../db/schema'
import { type Result, refuse } from '../lib/result'
import { type ProviderContext, satangToBaht } from './context'
import type { InstantGame } from './instant-game'
import { newSeed, nextFair, type ProviderSession } from './sessions'
import { finishRound, type ProviderRound } from './settle'
import { PROVIDER_TEXTS } from './texts'
import { roundView } from './views'

/** A PostgreSQL unique violation (a resent play racing its first copy). */
const isUniqueViolation = (error: unknown): boolean =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505'

async function findByRequest(ctx: ProviderContext, sessionId: number, requestId: string) {
  const [round] = await ctx.deps.db
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.sessionId, sessionId), eq(providerRounds.requestId, requestId)))
  return round
}

/**
 * Decides the round and stores it before any money moves: locks the session, takes its committed
 * seed, client seed and nonce, computes the outcome by the game's published rule, and rotates the
 * seed (the next hash is what the page shows before the next round). A demo round also settles
 * here, against the demo purse. Null when the demo purse can't cover the stake.
 */
async function decide(
  ctx: ProviderContext,
  session: ProviderSession,
  game: InstantGame,
  requestId: string,
  input: unknown,
): Promise<ProviderRound | null> {
  const rule = game.rule
  const stake = BigInt(rule.stakeSatang(input))
  const next = await newSeed(ctx.deps.random)
  const id = `bg-${ctx.deps.random.bytes(12).toString('hex')}`
  return ctx.deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(providerSessions)
      .where(eq(providerSessions.id, session.id))
      .for('update')
    if (locked.demo && (locked.demoBalanceSatang ?? 0n) < stake) return null
    const fair = { serverSeed: locked.serverSeed, clientSeed: locked.clientSeed, nonce: locked.nonce }
    const outcome = rule.outcome(listSource(await fairFloats(fair, rule.floats(input))), input)
    const win = BigInt(rule.winSatang(input, outcome))
    const now = ctx.deps.clock.now()
    const demoBalance = locked.demo ? (locked.demoBalanceSatang ?? 0n) - stake + win : null
    await tx
      .update(providerSessions)
      .set({
        ...next,
        nonce: sql`${providerSessions.nonce} + 1`,
        ...(demoBalance === null ? {} : { demoBalanceSatang: demoBalance }),
      })
      .where(eq(providerSessions.id, session.id))
    const [round] = await tx
      .insert(providerRounds)
      .values({
        id,
        sessionId: session.id,
        gameCode: session.gameCode,
        demo: locked.demo,
        playerId: locked.playerId,
        requestId,
        stakeSatang: stake,
        winSatang: win,
        input: input as object,
        outcome: outcome as object,
        serverSeed: fair.serverSeed,
        serverSeedHash: locked.serverSeedHash,
        clientSeed: fair.clientSeed,
        nonce: fair.nonce,
        status: locked.demo ? 'settled' : 'pending',
        balanceSatang: demoBalance,
        createdAt: now,
        settledAt: locked.demo ? now : null,
      })
      .returning()
    return round
  })
}

/** The answer for a decided round: refused rounds answer their refusal, the others the round. */
async function answer(ctx: ProviderContext, round: ProviderRound): Promise<Result<PlayAnswer>> {
  const [session] = await ctx.deps.db
    .select()
    .from(providerSessions)
    .where(eq(providerSessions.id, round.sessionId))
  if (round.status === 'refused' || round.status === 'rolled_back' || round.status === 'pending')
    return refuse(round.refusal ?? PROVIDER_TEXTS.walletDown)
  return {
    ok: true,
    value: {
      round: roundView(round),
      balance: satangToBaht(round.balanceSatang ?? 0n),
      next: nextFair(session),
    },
  }
}

/**
 * One play of an instant game: decide, then `bet` and `win` through the seamless wallet with the
 * round's id (demo rounds touch no wallet). A resent play (same request id in the session) answers
 * the same round and moves no money again.
 */
export async function playRound(
  ctx: ProviderContext,
  session: ProviderSession,
  game: InstantGame,
  requestId: string,
  input: unknown,
): Promise<Result<PlayAnswer>> {
  const refusal = game.rule.check(input)
  if (refusal) return refuse(refusal)
  let round = await findByRequest(ctx, session.id, requestId)
  if (!round) {
    try {
      const decided = await decide(ctx, session, game, requestId, input)
      if (!decided) return refuse(PROVIDER_TEXTS.insufficientFunds)
      round = decided
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      round = await findByRequest(ctx, session.id, requestId)
      if (!round) throw error
    }
  }
  if (round.status === 'pending' || round.status === 'open') round = await finishRound(ctx, round, session)
  return answer(ctx, round)
}
