import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { EmptyBody, memberResponses } from '../../../src/contract/envelope'
import { WalletsReply } from '../../../src/contract/wallet'
import type { AppDeps } from '../../deps'
import { currentMember } from '../auth/guard'
import { memberWallets } from './service'

export const walletRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/member/wallets',
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['wallet'],
        summary: "The member's wallets with balances in baht",
        security: [{ bearer: [] }],
        body: EmptyBody,
        response: memberResponses(WalletsReply),
      },
    },
    async (request) => ({ error: 0, data: await memberWallets(deps.db, currentMember(request).memberId) }),
  )
}
