import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { memberStatement } from './service'

export const statementRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'statement', {
    handler: async ({ member, query }) => toEnvelope(await memberStatement(deps, member.memberId, query)),
  })
}
