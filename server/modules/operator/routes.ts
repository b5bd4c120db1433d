import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorCode, memberResponses } from '../../../src/contract/envelope'
import {
  OperatorConfirmBody,
  OperatorConfirmNewestBody,
  OperatorConfirmReply,
  OperatorOutboxQuery,
  OperatorOutboxReply,
  OperatorPendingReply,
  OperatorWithdrawBody,
  OperatorWithdrawReply,
} from '../../../src/contract/operator'
import type { AppDeps } from '../../deps'
import { ok, type Result, refuse } from '../auth/result'
import { confirmOrder } from '../payment/confirm'
import { PAYMENT_MESSAGES } from '../payment/messages'
import { decideWithdrawal } from '../withdraw/service'
import { audit } from './audit'
import { orderSnapshot, pendingOrders, readOutbox, withdrawalSnapshot } from './service'
import { operatorGuard } from './token'

const reply = <T>(result: Result<T>) =>
  result.ok ? { error: 0, data: result.value } : { error: result.error, message: result.message }

/**
 * The operator API: the payment provider's callback and the back office. Registered only when
 * OPERATOR_TOKEN is set; every route checks the token and writes the audit.
 */
export const operatorRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps; token: string }> = async (
  app,
  { deps, token },
) => {
  const tags = ['operator']
  const security = [{ bearer: [] }]
  app.decorateRequest('operator', null)
  // Before the body is read or validated: without the token every operator call is a 401.
  app.addHook('onRequest', operatorGuard(token))

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

  app.post(
    '/payment/confirm',
    {
      schema: {
        tags,
        summary: 'Mark a QR order paid and credit it (exactly once; never an expired order)',
        security,
        body: OperatorConfirmBody,
        response: memberResponses(OperatorConfirmReply),
      },
    },
    async (request) => reply(await confirm(request.body.order_id, request)),
  )

  app.post(
    '/payment/confirm_newest',
    {
      schema: {
        tags,
        summary: 'Confirm the newest open QR order (the demo curl line)',
        security,
        body: OperatorConfirmNewestBody,
        response: memberResponses(OperatorConfirmReply),
      },
    },
    async (request) => {
      const [newest] = await pendingOrders(deps, 1)
      if (!newest) return reply(refuse(PAYMENT_MESSAGES.orderNotFound, ErrorCode.NOT_FOUND))
      return reply(await confirm(newest.id, request))
    },
  )

  app.get(
    '/payment/pending',
    {
      schema: {
        tags,
        summary: 'Open QR orders, newest first',
        security,
        response: memberResponses(OperatorPendingReply),
      },
    },
    async () => reply(ok(await pendingOrders(deps))),
  )

  for (const [path, decision] of [
    ['approve', 'success'],
    ['reject', 'failed'],
  ] as const) {
    app.post(
      `/withdraw/${path}`,
      {
        schema: {
          tags,
          summary:
            decision === 'success'
              ? 'Approve a waiting withdrawal (success)'
              : 'Reject a waiting withdrawal (failed; the amount is credited back exactly once)',
          security,
          body: OperatorWithdrawBody,
          response: memberResponses(OperatorWithdrawReply),
        },
      },
      async (request) => {
        const id = request.body.withdraw_id
        const before = await withdrawalSnapshot(deps, id)
        const result = await decideWithdrawal(deps, id, decision)
        await audit(deps, request, { action: `withdraw.${path}`, target: `withdrawal:${id}`, before, result })
        return reply(result)
      },
    )
  }

  app.get(
    '/outbox',
    {
      schema: {
        tags,
        summary: 'Messages of the demo code sender, newest first (at most 20)',
        security,
        querystring: OperatorOutboxQuery,
        response: memberResponses(OperatorOutboxReply),
      },
    },
    async (request) => {
      const messages = await readOutbox(deps, request.query.phone)
      // The audit keeps who read which phone's codes, not the codes themselves.
      const result = ok({ count: messages.length })
      await audit(deps, request, {
        action: 'outbox.read',
        target: `outbox:${request.query.phone ?? '*'}`,
        before: null,
        result,
      })
      return reply(ok(messages))
    },
  )
}
