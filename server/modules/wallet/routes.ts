import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { memberWallets } from './service'

export const walletRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'memberWallets', {
    handler: async ({ member }) => ({ error: 0, data: await memberWallets(deps.db, member.memberId) }),
  })
}
