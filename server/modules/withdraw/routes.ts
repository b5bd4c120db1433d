import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { toEnvelope } from '../../lib/result'
import { registerEndpoint } from '../../plugins/endpoint'
import { listWithdrawals, requestWithdrawal, withdrawConfig } from './service'

/** Withdrawals to the member's registered bank account. */
export const withdrawRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'withdraw', {
    handler: async ({ member, body, headers }) =>
      toEnvelope(await requestWithdrawal(deps, member.memberId, body, headers['idempotency-key'])),
  })

  registerEndpoint(app, 'withdrawList', {
    handler: async ({ member, query }) => ({
      error: 0,
      data: await listWithdrawals(deps, member.memberId, query.page ?? 1, query.page_size ?? 20),
    }),
  })

  registerEndpoint(app, 'withdrawConfig', {
    handler: async ({ member }) => ({ error: 0, data: await withdrawConfig(deps, member.memberId) }),
  })
}
