import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { ok, refuse, toEnvelope } from '../auth/result'
import { lottoOperatorRoutes } from '../lotto/operator-routes'
import { confirmOrder } from '../payment/confirm'
import { PAYMENT_MESSAGES } from '../payment/messages'
import { extrasOperatorRoutes } from '../poll/operator-routes'
import { decideWithdrawal } from '../withdraw/service'
import { audited } from './audit'
import { orderSnapshot, pendingOrders, readOutbox, withdrawalSnapshot } from './service'
import { operatorGuard } from './token'

/**
 * The operator API: the payment provider's callback and the back office. Registered only when
 * OPERATOR_TOKEN is set; every call checks the token before its body is read (registerEndpoint's
 * `requireOperator`); every call that writes (and the outbox read) runs in one transaction with its
 * audit row (`audited`).
 */
export const operatorRoutes: FastifyPluginAsync<{ deps: AppDeps; token: string }> = async (
  app,
  { deps, token },
) => {
  app.decorateRequest('operator', null)
  app.decorate('requireOperator', operatorGuard(token))

  registerEndpoint(app, 'operatorConfirmPayment', {
    handler: async (request) => {
      const id = request.body.order_id
      const result = await audited(deps, request, {
        action: 'payment.confirm',
        target: `payment_order:${id}`,
        before: (scoped) => orderSnapshot(scoped, id),
        run: (scoped) => confirmOrder(scoped, id),
      })
      return toEnvelope(result)
    },
  })

  // The newest open order is picked in the confirm's transaction; with none, the refusal is audited too.
  registerEndpoint(app, 'operatorConfirmNewestPayment', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'payment.confirm_newest',
        before: async (scoped) => (await pendingOrders(scoped, 1))[0] ?? null,
        target: (newest) => `payment_order:${newest?.id ?? 'none'}`,
        run: async (scoped, newest) =>
          newest
            ? confirmOrder(scoped, newest.id)
            : refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND),
      })
      return toEnvelope(result)
    },
  })

  registerEndpoint(app, 'operatorPendingPayments', {
    handler: async () => toEnvelope(ok(await pendingOrders(deps))),
  })

  const decide = async (
    request: FastifyRequest & { body: { withdraw_id: number } },
    decision: 'success' | 'failed',
  ) => {
    const id = request.body.withdraw_id
    const result = await audited(deps, request, {
      action: decision === 'success' ? 'withdraw.approve' : 'withdraw.reject',
      target: `withdrawal:${id}`,
      before: (scoped) => withdrawalSnapshot(scoped, id),
      run: (scoped) => decideWithdrawal(scoped, id, decision),
    })
    return toEnvelope(result)
  }
  registerEndpoint(app, 'operatorApproveWithdraw', { handler: (request) => decide(request, 'success') })
  registerEndpoint(app, 'operatorRejectWithdraw', { handler: (request) => decide(request, 'failed') })

  // The one audited read: the codes members were sent. The row keeps who read which phone's codes
  // and how many, never the codes themselves.
  registerEndpoint(app, 'operatorOutbox', {
    handler: async (request) => {
      const result = await audited(deps, request, {
        action: 'outbox.read',
        target: `outbox:${request.query.phone ?? '*'}`,
        run: async (scoped) => ok(await readOutbox(scoped, request.query.phone)),
        after: (messages) => ({ count: messages.length }),
      })
      return toEnvelope(result)
    },
  })

  await app.register(lottoOperatorRoutes, { deps })
  await app.register(extrasOperatorRoutes, { deps })
}
