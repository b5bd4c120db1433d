import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { ok, toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { audited } from '../../plugins/operator'
import {
  gameSnapshot,
  operatorGames,
  operatorProviders,
  providerSnapshot,
  saveGame,
  saveLobbyConfig,
  saveProvider,
  storedLobbyConfigs,
} from './catalogue-admin'

/**
 * The operator's game catalogue calls (inside the operator API, compose/operator.ts). Every save runs in one transaction with its audit row (the
 * row before it, the outcome); a provider's secret is never written to the audit or answered.
 */
export const gameOperatorRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'operatorGameProviders', {
    handler: async () => toEnvelope(ok(await operatorProviders(deps))),
  })

  registerEndpoint(app, 'operatorSaveGameProvider', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'game.provider.save',
        target: `game_provider:${request.body.code}`,
        before: (scoped) => providerSnapshot(scoped, request.body.code),
        run: (scoped) => saveProvider(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorGames', {
    handler: async ({ query }) => toEnvelope(ok(await operatorGames(deps, query.provider))),
  })

  registerEndpoint(app, 'operatorSaveGame', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'game.save',
        target: `game:${request.body.provider_code}:${request.body.code}`,
        before: (scoped) => gameSnapshot(scoped, request.body),
        run: (scoped) => saveGame(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorLobbyConfigs', {
    handler: async () => toEnvelope(ok(await storedLobbyConfigs(deps))),
  })

  registerEndpoint(app, 'operatorSaveLobbyConfig', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'lobby_config.save',
        target: `lobby_config:${request.body.lobby_key}`,
        before: async (scoped) =>
          (await storedLobbyConfigs(scoped)).find((c) => c.lobby_key === request.body.lobby_key) ?? null,
        run: (scoped) => saveLobbyConfig(scoped, request.body),
      })
      return toEnvelope(result)
    },
  })
}
