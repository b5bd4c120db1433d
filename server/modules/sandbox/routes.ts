import type { FastifyPluginAsync } from 'fastify'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { toEnvelope } from '../auth/result'
import { confirmOrder } from '../payment/confirm'
import { decideWithdrawal } from '../withdraw/service'

/**
 * Operator-side switches for development, demo and tests; registered only with SANDBOX on. They stand
 * in for the payment provider's callback and the back office.
 */
export const sandboxRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  registerEndpoint(app, 'sandboxConfirmPayment', {
    handler: async ({ body }) => toEnvelope(await confirmOrder(deps, body.order_id)),
  })

  registerEndpoint(app, 'sandboxApproveWithdraw', {
    handler: async ({ body }) => toEnvelope(await decideWithdrawal(deps, body.withdraw_id, 'success')),
  })

  registerEndpoint(app, 'sandboxRejectWithdraw', {
    handler: async ({ body }) => toEnvelope(await decideWithdrawal(deps, body.withdraw_id, 'failed')),
  })
}
