import { eq } from 'drizzle-orm'
import { DEMO_START_BAHT } from '../../games/rules/bets'
import type { NextFair, SessionView } from '../../games/rules/wire'
import { ErrorCode } from '../../src/contract/envelope'
import { hashServerSeed } from '../../src/contract/fair'
import type { DbOrTx } from '../db/open'
import { providerSessions } from '../db/schema'
import { bahtToSatang } from '../lib/money'
import type { RandomSource } from '../lib/random'
import { type Result, refuse } from '../lib/result'
import { hashToken, newToken } from '../lib/tokens'
import { type ProviderContext, SESSION_IDLE_MS, satangToBaht } from './context'
import { findBuiltinGame } from './games'
import { PROVIDER_TEXTS } from './texts'
import { WalletUnavailable } from './wallet-client'

export type ProviderSession = typeof providerSessions.$inferSelect

/** A fresh secret server seed and its commitment. */
export async function newSeed(random: RandomSource): Promise<{ serverSeed: string; serverSeedHash: string }> {
  const serverSeed = random.bytes(32).toString('hex')
  return { serverSeed, serverSeedHash: await hashServerSeed(serverSeed) }
}

export const nextFair = (session: ProviderSession): NextFair => ({
  server_seed_hash: session.serverSeedHash,
  client_seed: session.clientSeed,
  nonce: session.nonce,
})

async function insertSession(
  ctx: ProviderContext,
  values: Pick<
    ProviderSession,
    'gameCode' | 'demo' | 'walletSession' | 'playerId' | 'walletId' | 'demoBalanceSatang'
  >,
  balance: number,
): Promise<SessionView> {
  const token = newToken(ctx.deps.random)
  const now = ctx.deps.clock.now()
  const seed = await newSeed(ctx.deps.random)
  const [session] = await ctx.deps.db
    .insert(providerSessions)
    .values({
      ...values,
      tokenHash: hashToken(token),
      ...seed,
      // The page may change it; a random default means no two members share one by accident.
      clientSeed: ctx.deps.random.bytes(8).toString('hex'),
      createdAt: now,
      lastSeenAt: now,
    })
    .returning()
  return {
    session: token,
    game_code: session.gameCode,
    demo: session.demo,
    balance,
    currency: 'THB',
    next: nextFair(session),
  }
}

/** A demo session: play money held here, no wallet call at all. */
export async function openDemoSession(ctx: ProviderContext, gameCode: string): Promise<Result<SessionView>> {
  const game = findBuiltinGame(gameCode)
  if (!game?.has_demo) return refuse(PROVIDER_TEXTS.unknownGame, ErrorCode.NOT_FOUND)
  const view = await insertSession(
    ctx,
    {
      gameCode,
      demo: true,
      walletSession: null,
      playerId: null,
      walletId: null,
      demoBalanceSatang: bahtToSatang(DEMO_START_BAHT),
    },
    DEMO_START_BAHT,
  )
  return { ok: true, value: view }
}

/** A real session from the operator's single-use launch token (seamless `authenticate`). */
export async function openLaunchSession(
  ctx: ProviderContext,
  gameCode: string,
  launchToken: string,
): Promise<Result<SessionView>> {
  if (!findBuiltinGame(gameCode)) return refuse(PROVIDER_TEXTS.unknownGame, ErrorCode.NOT_FOUND)
  let answer: Awaited<ReturnType<ProviderContext['wallet']['call']>>
  try {
    answer = await ctx.wallet.call('authenticate', { launch_token: launchToken })
  } catch (error) {
    if (error instanceof WalletUnavailable) return refuse(PROVIDER_TEXTS.walletDown)
    throw error
  }
  if (answer.status !== 'OK' || !answer.session_token)
    return refuse(PROVIDER_TEXTS.launchInvalid, ErrorCode.UNAUTHORIZED)
  if (answer.game_code !== undefined && answer.game_code !== gameCode) return refuse(PROVIDER_TEXTS.wrongGame)
  const view = await insertSession(
    ctx,
    {
      gameCode,
      demo: false,
      walletSession: answer.session_token,
      playerId: String(answer.player_id ?? ''),
      walletId: answer.wallet_id ?? null,
      demoBalanceSatang: null,
    },
    answer.balance ?? 0,
  )
  return { ok: true, value: view }
}

/** The live session a page token names, touched; a refusal when unknown or idle too long. */
export async function findSession(
  ctx: ProviderContext,
  token: string,
  db: DbOrTx = ctx.deps.db,
): Promise<Result<ProviderSession>> {
  const [session] = await db
    .select()
    .from(providerSessions)
    .where(eq(providerSessions.tokenHash, hashToken(token)))
  const now = ctx.deps.clock.now()
  if (!session || now.getTime() - session.lastSeenAt.getTime() > SESSION_IDLE_MS)
    return refuse(PROVIDER_TEXTS.sessionExpired, ErrorCode.UNAUTHORIZED)
  await db.update(providerSessions).set({ lastSeenAt: now }).where(eq(providerSessions.id, session.id))
  return { ok: true, value: session }
}

/** The member's balance: the wallet's (seamless `balance`) or the demo purse. */
export async function sessionBalance(
  ctx: ProviderContext,
  session: ProviderSession,
): Promise<Result<number>> {
  if (session.demo) return { ok: true, value: satangToBaht(session.demoBalanceSatang ?? 0n) }
  try {
    const answer = await ctx.wallet.call('balance', { session_token: session.walletSession })
    if (answer.status === 'OK' && typeof answer.balance === 'number')
      return { ok: true, value: answer.balance }
    if (answer.status === 'TOKEN_EXPIRED' || answer.status === 'INVALID_TOKEN')
      return refuse(PROVIDER_TEXTS.sessionExpired, ErrorCode.UNAUTHORIZED)
    return refuse(PROVIDER_TEXTS.walletDown)
  } catch (error) {
    if (error instanceof WalletUnavailable) return refuse(PROVIDER_TEXTS.walletDown)
    throw error
  }
}

/** Sets the member's client seed for the rounds to come. */
export async function setClientSeed(
  ctx: ProviderContext,
  session: ProviderSession,
  clientSeed: string,
): Promise<NextFair> {
  const [updated] = await ctx.deps.db
    .update(providerSessions)
    .set({ clientSeed })
    .where(eq(providerSessions.id, session.id))
    .returning()
  return nextFair(updated)
}
