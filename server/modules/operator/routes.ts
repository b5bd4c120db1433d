import type { FastifyPluginAsync } from 'fastify'
import { ErrorCode } from '../../../src/contract/envelope'
import type { AppDeps } from '../../deps'
import { registerEndpoint } from '../../plugins/endpoint'
import { ok, type Result, refuse, toEnvelope } from '../auth/result'
import { lottoOperatorRoutes } from '../lotto/operator-routes'
import { confirmOrder } from '../payment/confirm'
import { PAYMENT_MESSAGES } from '../payment/messages'
import { extrasOperatorRoutes } from '../poll/operator-routes'
import { decideWithdrawal } from '../withdraw/service'
import { audit } from './audit'
import { orderSnapshot, pendingOrders, readOutbox, withdrawalSnapshot } from './service'
import { operatorGuard } from './token'

/**
 * The operator API: the payment provider's callback and the back office. Registered only when
 * OPERATOR_TOKEN is set; every call checks the token before its body is read (registerEndpoint's
 * `requireOperator`) and writes the audit.
 */
export const operatorRoutes: FastifyPluginAsync<{ deps: AppDeps; token: string }> = async (
  app,
  { deps, token },
) => {
  app.decorateRequest('operator', null)
  app.decorate('requireOperator', operatorGuard(token))

  const confirm = async (orderId: number, request: Parameters<typeof audit>[1]) => {
    const before = await orderSnapshot(deps, orderId)
    const result = await confirmOrder(deps, orderId)
    await audit(deps, request, {
      action: 'payment.confirm',
      target: `payment_order:${orderId}`,
      before,
      result,
    })
    return result
  }

  registerEndpoint(app, 'operatorConfirmPayment', {
    handler: async (request) => toEnvelope(await confirm(request.body.order_id, request)),
  })

  registerEndpoint(app, 'operatorConfirmNewestPayment', {
    handler: async (request) => {
      const [newest] = await pendingOrders(deps, 1)
      if (!newest) return toEnvelope(refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND))
      return toEnvelope(await confirm(newest.id, request))
    },
  })

  registerEndpoint(app, 'operatorPendingPayments', {
    handler: async () => toEnvelope(ok(await pendingOrders(deps))),
  })

  const decide = async (
    request: Parameters<typeof audit>[1] & { body: { withdraw_id: number } },
    decision: 'success' | 'failed',
  ) => {
    const id = request.body.withdraw_id
    const before = await withdrawalSnapshot(deps, id)
    const result = await decideWithdrawal(deps, id, decision)
    const action = decision === 'success' ? 'withdraw.approve' : 'withdraw.reject'
    await audit(deps, request, { action, target: `withdrawal:${id}`, before, result })
    return toEnvelope(result)
  }
  registerEndpoint(app, 'operatorApproveWithdraw', { handler: (request) => decide(request, 'success') })
  registerEndpoint(app, 'operatorRejectWithdraw', { handler: (request) => decide(request, 'failed') })

  registerEndpoint(app, 'operatorOutbox', {
    handler: async (request) => {
      const messages = await readOutbox(deps, request.query.phone)
      // The audit keeps who read which phone's codes, not the codes themselves.
      const result: Result<{ count: number }> = ok({ count: messages.length })
      await audit(deps, request, {
        action: 'outbox.read',
        target: `outbox:${request.query.phone ?? '*'}`,
        before: null,
        result,
      })
      return toEnvelope(ok(messages))
    },
  })

  await app.register(lottoOperatorRoutes, { deps })
  await app.register(extrasOperatorRoutes, { deps })
}
