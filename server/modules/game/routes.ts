import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { findSession } from '../auth/sessions'
import { activeCatalogue, listGames } from './catalogue'
import { demoGame, launchGame, walletsForGame } from './launch'
import { gameLobby, lobbyConfig } from './lobby'

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/

/** The member site's game calls: catalogue reads (public), wallets and launch (member), demo (public). */
export const gameRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  /** A public call that says more to a logged-in member; a missing or stale token reads as a visitor. */
  async function optionalMember(request: FastifyRequest): Promise<number | null> {
    const match = BEARER.exec(request.headers.authorization ?? '')
    if (!match) return null
    return (await findSession(deps, match[1]))?.memberId ?? null
  }

  registerEndpoint(app, 'gameList', {
    handler: async ({ query }) => ({
      error: 0,
      data: listGames(await activeCatalogue(deps.db), {
        provider: query.provider,
        category: query.category,
        search: query.search,
        limit: query.limit ?? 60,
        offset: query.offset ?? 0,
      }),
    }),
  })

  registerEndpoint(app, 'gameLobby', {
    handler: async (request) => ({ error: 0, data: await gameLobby(deps, await optionalMember(request)) }),
  })

  registerEndpoint(app, 'lobbyConfigs', {
    handler: async ({ query }) => ({ error: 0, data: await lobbyConfig(deps, query.lobby_key ?? 'all') }),
  })

  registerEndpoint(app, 'gameWallets', {
    handler: async ({ member, body }) => toEnvelope(await walletsForGame(deps, member.memberId, body)),
  })

  registerEndpoint(app, 'gameLink', {
    handler: async ({ member, body }) => toEnvelope(await launchGame(deps, member.memberId, body)),
  })

  registerEndpoint(app, 'gameDemo', {
    handler: async ({ body }) => toEnvelope(await demoGame(deps, body)),
  })
}
