import { and, eq, inArray, lt } from 'drizzle-orm'
import { providerRounds, providerSessions } from '../db/schema'
import { parseBahtOrZero } from '../lib/money'
import { type ProviderContext, satangToBaht } from './context'
import type { ProviderSession } from './sessions'
import { PROVIDER_TEXTS } from './texts'
import { type SeamlessAnswer, WalletUnavailable } from './wallet-client'

export type ProviderRound = typeof providerRounds.$inferSelect

/** Wallet statuses that refuse a bet for good, with what the member reads. */
const BET_REFUSALS: Record<string, string> = {
  INSUFFICIENT_FUNDS: PROVIDER_TEXTS.insufficientFunds,
  TOKEN_EXPIRED: PROVIDER_TEXTS.sessionExpired,
  INVALID_TOKEN: PROVIDER_TEXTS.sessionExpired,
  BET_LIMIT_EXCEEDED: PROVIDER_TEXTS.betLimit,
}

/** A wallet call; null when its effect is unknown (unreachable, nonsense), after one retry. */
async function call(ctx: ProviderContext, action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await ctx.wallet.call(action, body)
    } catch (error) {
      if (!(error instanceof WalletUnavailable)) throw error
    }
  }
  return null
}

/** Moves a round on from `from` (only once: a racing copy finds it already moved). */
async function move(
  ctx: ProviderContext,
  round: ProviderRound,
  from: string,
  set: Partial<ProviderRound>,
): Promise<ProviderRound> {
  const [moved] = await ctx.deps.db
    .update(providerRounds)
    .set(set)
    .where(and(eq(providerRounds.id, round.id), eq(providerRounds.status, from)))
    .returning()
  if (moved) return moved
  const [current] = await ctx.deps.db.select().from(providerRounds).where(eq(providerRounds.id, round.id))
  return current
}

const balanceOf = (answer: SeamlessAnswer): bigint | null =>
  typeof answer.balance === 'number' ? parseBahtOrZero(answer.balance) : null

/** Undoes a bet whose answer is unknown (seamless `rollback`; the wallet records it even unseen). */
async function rollBack(ctx: ProviderContext, round: ProviderRound, walletSession: string | null) {
  const answer = await call(ctx, 'rollback', {
    session_token: walletSession,
    transaction_id: `${round.id}:rollback`,
    round_id: round.id,
    rolled_back_transaction_id: `${round.id}:bet`,
  })
  if (answer?.status !== 'OK') return round
  return move(ctx, round, 'pending', {
    status: 'rolled_back',
    refusal: PROVIDER_TEXTS.walletDown,
    balanceSatang: balanceOf(answer),
  })
}

/**
 * Takes a real round as far as the wallet lets it: `pending` -> `bet` -> `open` -> `win` ->
 * `settled`. Every call carries the same transaction ids (`<round>:bet`, `<round>:win`), so a retry,
 * a resent play or the recovery sweep never moves money twice. `rollbackPending` undoes a pending
 * round instead of betting it (the recovery sweep: the member has long moved on).
 */
export async function finishRound(
  ctx: ProviderContext,
  round: ProviderRound,
  session?: ProviderSession,
  rollbackPending = false,
): Promise<ProviderRound> {
  const owner =
    session ??
    (await ctx.deps.db.select().from(providerSessions).where(eq(providerSessions.id, round.sessionId)))[0]
  const walletSession = owner.walletSession
  let current = round
  if (current.status === 'pending') {
    if (rollbackPending) return rollBack(ctx, current, walletSession)
    const answer = await call(ctx, 'bet', {
      session_token: walletSession,
      transaction_id: `${current.id}:bet`,
      round_id: current.id,
      game_code: current.gameCode,
      amount: satangToBaht(current.stakeSatang),
    })
    if (answer?.status === 'OK') {
      current = await move(ctx, current, 'pending', { status: 'open', balanceSatang: balanceOf(answer) })
    } else if (answer && BET_REFUSALS[answer.status]) {
      return move(ctx, current, 'pending', {
        status: 'refused',
        refusal: BET_REFUSALS[answer.status],
        balanceSatang: balanceOf(answer),
      })
    } else {
      return rollBack(ctx, current, walletSession)
    }
  }
  if (current.status !== 'open') return current
  const answer = await call(ctx, 'win', {
    session_token: walletSession,
    transaction_id: `${current.id}:win`,
    round_id: current.id,
    game_code: current.gameCode,
    amount: satangToBaht(current.winSatang),
  })
  if (answer?.status !== 'OK') return current
  return move(ctx, current, 'open', {
    status: 'settled',
    balanceSatang: balanceOf(answer) ?? current.balanceSatang,
    settledAt: ctx.deps.clock.now(),
  })
}

/**
 * Finishes real rounds left unfinished over a minute (wallet down, process cut off): open rounds
 * get their win, pending ones are rolled back. Safe to run anywhere, any time, twice.
 */
export async function recoverRounds(ctx: ProviderContext): Promise<number> {
  const before = new Date(ctx.deps.clock.now().getTime() - 60_000)
  const stale = await ctx.deps.db
    .select()
    .from(providerRounds)
    .where(and(inArray(providerRounds.status, ['pending', 'open']), lt(providerRounds.createdAt, before)))
    .limit(200)
  for (const round of stale) await finishRound(ctx, round, undefined, true)
  return stale.length
}
