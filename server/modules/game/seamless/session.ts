import { and, eq, gt, isNull, sql } from 'drizzle-orm'
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

async function walletBalance(db: DbOrTx, walletId: number): Promise<number> {
  const [row] = await db
    .select({ balance: wallets.balanceSatang })
    .from(wallets)
    .where(eq(wallets.id, walletId))
  return satangToBaht(row?.balance ?? 0n)
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

/**
 * balance: the launched wallet's balance; counts as activity (keeps the session alive for bets). One
 * call of the database function `seamless_balance`, where the idle rule lives (with the bet's).
 */
export async function balance(
  deps: AppDeps,
  provider: SigningProvider,
  body: SeamlessBalanceBody,
): Promise<SeamlessBalanceReply> {
  const result = (await deps.db.execute(
    sql`select seamless_balance(${provider.id}, ${hashToken(body.session_token)}, ${deps.clock.now().toISOString()}) as reply`,
  )) as unknown as { rows: { reply: SeamlessBalanceReply }[] }
  return result.rows[0].reply
}
