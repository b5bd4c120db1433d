import { and, eq, gt, isNull } from 'drizzle-orm'
import type {
  SeamlessAuthBody,
  SeamlessAuthReply,
  SeamlessBalanceBody,
  SeamlessBalanceReply,
} from '../../../../src/contract/seamless'
import type { DbOrTx } from '../../../db/open'
import { gameLaunches, gameSessions, games, wallets } from '../../../db/schema'
import type { AppDeps } from '../../../deps'
import { satangToBaht } from '../../../lib/money'
import { hashToken, newToken } from '../../../lib/tokens'
import type { SigningProvider } from './provider-keys'

/** Bets are refused this long after the session's last authenticated call (wins never are). */
export const SESSION_IDLE_MS = 30 * 60 * 1000
/** A bet writes the session's last activity only when the stored one is this old (not per bet). */
export const TOUCH_EVERY_MS = 60 * 1000

export interface GameSession {
  id: number
  memberId: number
  walletId: number
  gameId: number
  gameCode: string
  category: string
  providerId: number
  lastActiveAt: Date
}

/** The session behind a session token, if it belongs to this provider (idle or not). */
export async function findSession(
  db: DbOrTx,
  provider: SigningProvider,
  token: string,
): Promise<GameSession | null> {
  const [row] = await db
    .select({
      id: gameSessions.id,
      memberId: gameSessions.memberId,
      walletId: gameSessions.walletId,
      gameId: gameSessions.gameId,
      gameCode: games.code,
      category: games.category,
      providerId: gameSessions.providerId,
      lastActiveAt: gameSessions.lastActiveAt,
    })
    .from(gameSessions)
    .innerJoin(games, eq(games.id, gameSessions.gameId))
    .where(eq(gameSessions.tokenHash, hashToken(token)))
  return row && row.providerId === provider.id ? row : null
}

export const isIdle = (session: GameSession, now: Date): boolean =>
  now.getTime() - session.lastActiveAt.getTime() > SESSION_IDLE_MS

export async function walletBalance(db: DbOrTx, walletId: number): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balanceSatang })
    .from(wallets)
    .where(eq(wallets.id, walletId))
  return satangToBaht(row?.balance ?? 0n)
}

export async function touchSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db.update(gameSessions).set({ lastActiveAt: now }).where(eq(gameSessions.id, sessionId))
}

/**
 * authenticate: consumes the launch token (single use, 2 minutes, this provider's only) and opens a
 * session; a second use, another provider's token or an unknown one is INVALID_TOKEN.
 */
export async function authenticate(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessAuthBody,
): Promise<SeamlessAuthReply> {
  const now = deps.clock.now()
  const tokenHash = hashToken(body.launch_token)
  return deps.db.transaction(async (tx) => {
    const [launch] = await tx
      .update(gameLaunches)
      .set({ usedAt: now })
      .where(
        and(
          eq(gameLaunches.tokenHash, tokenHash),
          eq(gameLaunches.providerId, provider.id),
          isNull(gameLaunches.usedAt),
          gt(gameLaunches.expiresAt, now),
        ),
      )
      .returning()
    if (!launch) {
      const [known] = await tx
        .select({
          expiresAt: gameLaunches.expiresAt,
          usedAt: gameLaunches.usedAt,
          providerId: gameLaunches.providerId,
        })
        .from(gameLaunches)
        .where(eq(gameLaunches.tokenHash, tokenHash))
      const expired = known && known.providerId === provider.id && !known.usedAt && known.expiresAt <= now
      return { status: expired ? 'TOKEN_EXPIRED' : 'INVALID_TOKEN' }
    }
    const sessionToken = newToken(deps.random)
    await tx.insert(gameSessions).values({
      tokenHash: hashToken(sessionToken),
      launchId: launch.id,
      memberId: launch.memberId,
      walletId: launch.walletId,
      gameId: launch.gameId,
      providerId: provider.id,
      createdAt: now,
      lastActiveAt: now,
    })
    const [game] = await tx.select({ code: games.code }).from(games).where(eq(games.id, launch.gameId))
    return {
      status: 'OK',
      session_token: sessionToken,
      player_id: String(launch.memberId),
      wallet_id: launch.walletId,
      currency: 'THB',
      balance: await walletBalance(tx, launch.walletId),
      game_code: game.code,
    }
  })
}

/** balance: the launched wallet's balance; counts as activity (keeps the session alive for bets). */
export async function balance(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessBalanceBody,
): Promise<SeamlessBalanceReply> {
  const session = await findSession(deps.db, provider, body.session_token)
  if (!session) return { status: 'INVALID_TOKEN' }
  const now = deps.clock.now()
  const current = await walletBalance(deps.db, session.walletId)
  if (isIdle(session, now)) return { status: 'TOKEN_EXPIRED', balance: current }
  await touchSession(deps.db, session.id, now)
  return { status: 'OK', balance: current }
}
