import { and, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/envelope'
import type { GameDemoBody, GameLink, GameLinkBody, GameWalletsBody } from '../../../src/contract/game'
import { MAIN_WALLET_TYPE } from '../../../src/contract/ledger'
import type { Wallet } from '../../../src/contract/wallet'
import { gameLaunches, gameProviders, games } from '../../db/schema'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../../lib/result'
import { hashToken, newToken } from '../../lib/tokens'
import { memberWallets } from '../wallet/service'
import { GAME_MESSAGES } from './messages'
import { adapterOf } from './providers'
import type { AdapterProvider } from './providers/types'

/** A launch token is exchanged by the provider within this time, once. */
export const LAUNCH_TOKEN_TTL_MS = 2 * 60 * 1000

interface Playable {
  game: typeof games.$inferSelect
  provider: AdapterProvider & { adapter: string }
}

/** The game as the catalogue holds it now (not the cached copy: a launch must see a closed game). */
async function playableGame(deps: AppDeps, gameId: number, providerId: number): Promise<Result<Playable>> {
  const [row] = await deps.db
    .select({ game: games, provider: gameProviders })
    .from(games)
    .innerJoin(gameProviders, eq(games.providerId, gameProviders.id))
    .where(and(eq(games.id, gameId), eq(games.providerId, providerId)))
  if (!row) return refuse(GAME_MESSAGES.gameNotFound, ErrorCode.NOT_FOUND)
  if (!row.game.active || !row.provider.active) return refuse(GAME_MESSAGES.gameClosed)
  const { id, code, launchUrl, adapter } = row.provider
  return ok({ game: row.game, provider: { id, code, launchUrl, adapter } })
}

/** game/wallets: the member's wallets whose type this game accepts. */
export async function walletsForGame(
  deps: AppDeps,
  memberId: number,
  body: GameWalletsBody,
): Promise<Result<Wallet[]>> {
  const playable = await playableGame(deps, body.game_id, body.provider_id)
  if (!playable.ok) return playable
  const accepted = new Set(playable.value.game.walletTypes)
  const wallets = await memberWallets(deps.db, memberId)
  return ok(wallets.filter((w) => accepted.has(w.wallet_type_id)))
}

/**
 * game/link: checks the wallet (the member's, accepted by the game, and eligible: balance above 0 or
 * the main wallet), stores a single-use launch token (its hash) and asks the provider's adapter for
 * the URL. The member's bearer token never leaves the site.
 */
export async function launchGame(
  deps: AppDeps,
  memberId: number,
  body: GameLinkBody,
): Promise<Result<GameLink>> {
  const playable = await playableGame(deps, body.game_id, body.provider_id)
  if (!playable.ok) return playable
  const { game, provider } = playable.value
  const wallet = (await memberWallets(deps.db, memberId)).find((w) => w.id === body.wallet_id)
  if (!wallet) return refuse(GAME_MESSAGES.walletNotFound, ErrorCode.NOT_FOUND)
  if (!game.walletTypes.includes(wallet.wallet_type_id)) return refuse(GAME_MESSAGES.walletNotAccepted)
  if (wallet.balance <= 0 && wallet.wallet_type_id !== MAIN_WALLET_TYPE)
    return refuse(GAME_MESSAGES.walletEmpty)
  const adapter = adapterOf(provider.adapter)
  if (!adapter) return refuse(GAME_MESSAGES.gameClosed)

  const token = newToken(deps.random)
  const now = deps.clock.now()
  let link: string
  try {
    link = await adapter.launchUrl({
      provider,
      gameCode: game.code,
      launchToken: token,
      isMobile: body.is_mobile,
      language: 'th',
      currency: 'THB',
    })
  } catch {
    return refuse(GAME_MESSAGES.launchFailed)
  }
  await deps.db.insert(gameLaunches).values({
    tokenHash: hashToken(token),
    memberId,
    walletId: wallet.id,
    gameId: game.id,
    providerId: provider.id,
    source: body.source,
    isMobile: body.is_mobile,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
  })
  return ok({ link })
}

/** game/demo: the demo URL of a game that has one (play money inside the provider, no wallet). */
export async function demoGame(deps: AppDeps, body: GameDemoBody): Promise<Result<GameLink>> {
  if (body.agent_code !== deps.config.agentCode)
    return refuse(GAME_MESSAGES.agentUnknown, ErrorCode.NOT_FOUND)
  const playable = await playableGame(deps, body.game_id, body.provider_id)
  if (!playable.ok) return playable
  const { game, provider } = playable.value
  if (!game.hasDemo) return refuse(GAME_MESSAGES.noDemo)
  const adapter = adapterOf(provider.adapter)
  if (!adapter) return refuse(GAME_MESSAGES.gameClosed)
  try {
    return ok({
      link: await adapter.demoUrl({
        provider,
        gameCode: game.code,
        isMobile: body.is_mobile,
        language: 'th',
      }),
    })
  } catch {
    return refuse(GAME_MESSAGES.launchFailed)
  }
}
